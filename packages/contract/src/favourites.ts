// A bettor's favourites: a star on a match, a team or a league. A signed-in player's are kept on the
// server (every call acts on the token's own player); a visitor's are kept on the device, shown
// through the public view call, and merged in at login. Favourites lead home and the sports menu.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { leagueView, teamView } from './search.ts';
import { fixtureView } from './sports.ts';

/** The most favourites a player keeps; the web app keeps a visitor's list to the same size. */
export const FAVOURITES_LIMIT = 200;

const INT4_MAX = 2_147_483_647;

/** What a star is on. */
export const favouriteKind = z.enum(['match', 'team', 'league']);
export type FavouriteKind = z.output<typeof favouriteKind>;

/** A match id (the feed's event id), a team id or a league (tournament) id. */
const targetId = z.number().int().positive().max(INT4_MAX);
const targetIdText = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be a positive whole number').max(INT4_MAX, 'is too large for an id'));

export const favouriteRef = z.object({ kind: favouriteKind, id: targetId });
export type FavouriteRef = z.output<typeof favouriteRef>;

const favouriteList = z
  .array(favouriteRef)
  .max(FAVOURITES_LIMIT, `must hold at most ${FAVOURITES_LIMIT} favourites`);

/** What the favourites show: the matches they follow and the starred teams and leagues. */
export const favouriteViews = z.object({
  /**
   * Open matches that are starred or played by a starred team, each once: live first, then by
   * kick-off, each with its main market as the lists show it.
   */
  matches: z.array(fixtureView),
  /** Starred teams, by name. */
  teams: z.array(teamView),
  /** Starred leagues, by name. */
  leagues: z.array(leagueView),
});

export const favouritesAnswer = favouriteViews.extend({
  limit: z.number(),
  /** Every star, newest first (a star on a match that is over is gone). */
  favourites: z.array(favouriteRef.extend({ addedAt: z.iso.datetime() })),
});

export const listFavourites = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/sports/favourites',
  summary: "The player's favourites, with the matches they follow.",
  auth: 'player',
  responses: { 200: favouritesAnswer },
});

export const addFavourite = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/sports/favourites',
  summary:
    "Stars a match, a team or a league (a second star on it changes nothing); answers the player's favourites after it.",
  auth: 'player',
  body: favouriteRef,
  responses: { 200: favouritesAnswer.extend({ added: z.boolean() }) },
  errors: ['NOT_FOUND', 'UNPROCESSABLE'],
});

export const removeFavourite = endpoint({
  method: 'DELETE',
  base: 'sports',
  path: '/sports/favourites/:kind/:id',
  summary:
    "Takes a star away (one that is not there is already away); answers the player's favourites after it.",
  auth: 'player',
  params: z.object({ kind: favouriteKind, id: targetIdText }),
  responses: { 200: favouritesAnswer.extend({ removed: z.boolean() }) },
});

export const mergeFavourites = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/sports/favourites/merge',
  summary:
    "Adds a visitor's favourites at login (a union: stars already there stay once); stars on what is gone or over are skipped. All or nothing when the union would pass the limit.",
  auth: 'player',
  body: z.object({ favourites: favouriteList }),
  responses: {
    200: favouritesAnswer.extend({ added: z.number(), skipped: z.array(favouriteRef) }),
  },
  errors: ['UNPROCESSABLE'],
});

export const viewFavourites = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/sports/favourites/view',
  summary:
    "What a visitor's favourites (kept on the device) show: the same views as a player's; ids of what is gone are left out.",
  auth: 'public',
  body: z.object({ favourites: favouriteList }),
  responses: { 200: favouriteViews },
});
