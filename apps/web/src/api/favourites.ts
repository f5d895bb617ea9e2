// A bettor's favourites (`{sports}/sports/favourites`), typed from their endpoints in the contract
// (packages/contract/src/favourites.ts): a player's own list, a star added or taken away, a
// visitor's device list merged in at login, and what a list of stars shows (public).
import type { AnswerOf, favourites } from '@slipstream/contract';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';

export type FavouriteKind = favourites.FavouriteKind;
/** A star: on a match (its id), a team or a league. */
export type FavouriteRef = favourites.FavouriteRef;
/** The player's stars (newest first) and what they show. */
export type FavouritesAnswer = AnswerOf<typeof favourites.listFavourites>;
/** The open matches the stars follow, and the starred teams and leagues. */
export type FavouriteViews = AnswerOf<typeof favourites.viewFavourites>;
export type MergeAnswer = AnswerOf<typeof favourites.mergeFavourites>;

/**
 * The most stars a player keeps (the server's limit, also in every list answer); a visitor's device
 * list is kept to the same size so that it can always be merged in.
 */
export const FAVOURITES_LIMIT = 200;

export function fetchFavourites(client: ApiClient = api): Promise<FavouritesAnswer> {
  return callEndpoint<typeof favourites.listFavourites>(
    { method: 'GET', base: 'sports', path: '/sports/favourites' },
    {},
    client,
  );
}

export function addFavourite(ref: FavouriteRef, client: ApiClient = api) {
  return callEndpoint<typeof favourites.addFavourite>(
    { method: 'POST', base: 'sports', path: '/sports/favourites' },
    { body: { kind: ref.kind, id: ref.id } },
    client,
  );
}

export function removeFavourite(ref: FavouriteRef, client: ApiClient = api) {
  return callEndpoint<typeof favourites.removeFavourite>(
    { method: 'DELETE', base: 'sports', path: '/sports/favourites/:kind/:id' },
    { params: { kind: ref.kind, id: String(ref.id) } },
    client,
  );
}

export function mergeFavourites(
  refs: readonly FavouriteRef[],
  client: ApiClient = api,
): Promise<MergeAnswer> {
  return callEndpoint<typeof favourites.mergeFavourites>(
    { method: 'POST', base: 'sports', path: '/sports/favourites/merge' },
    { body: { favourites: refs.map(({ kind, id }) => ({ kind, id })) } },
    client,
  );
}

/** What these stars show; public, so a visitor's device list is read the same way as a player's. */
export function fetchFavouriteViews(
  refs: readonly FavouriteRef[],
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<FavouriteViews> {
  return callEndpoint<typeof favourites.viewFavourites>(
    { method: 'POST', base: 'sports', path: '/sports/favourites/view' },
    { body: { favourites: refs.map(({ kind, id }) => ({ kind, id })) }, signal },
    client,
  );
}
