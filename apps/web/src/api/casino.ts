// Casino calls (SPEC.md §7 "Casino", docs/decisions.md "Casino"): the lobby's public reads (search,
// lists by provider or category, providers, categories, promotions), a player's favourites and
// recently played games, opening a game session, and the play calls of the built-in slot and roulette.
// Play calls move money: each carries the caller's Idempotency-Key, so a retried bet is played once.
import type { BodyOf, casino } from '@slipstream/contract';
import type {
  CasinoBalanceType,
  CasinoSession,
  GameView,
  RouletteResult,
  RoundAnswer,
  SlotResult,
} from '@slipstream/contract/casino';
import { CLIENT_ID } from '@slipstream/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';

export type {
  CategoryView as CasinoCategory,
  GameView as CasinoGame,
  PromotionView as CasinoPromotion,
  ProviderView as CasinoProvider,
  RecentGameView as RecentGame,
  RouletteResult,
  SlotLineWin,
  SlotResult,
  SlotSpinView,
} from '@slipstream/contract/casino';

const clientPath = { clientId: CLIENT_ID };

/** Every game whose name contains `gameName` (all games when it is empty). */
export async function searchGames(gameName = '', client: ApiClient = api): Promise<GameView[]> {
  const query = gameName.trim() ? { gameName: gameName.trim() } : {};
  const answer = await callEndpoint<typeof casino.searchGames>(
    { method: 'GET', base: 'sports', path: '/games/:clientId/game-list' },
    { params: clientPath, query, public: true },
    client,
  );
  return answer.data;
}

export type GameListFilter = { providerId: number } | { categoryId: number };

export async function fetchGameList(filter: GameListFilter, client: ApiClient = api): Promise<GameView[]> {
  const answer = await callEndpoint<typeof casino.listGames>(
    { method: 'GET', base: 'sports', path: '/games/:clientId/list' },
    { params: clientPath, query: { ...filter }, public: true },
    client,
  );
  return answer.data;
}

export async function fetchProviders(client: ApiClient = api) {
  const answer = await callEndpoint<typeof casino.listProviders>(
    { method: 'GET', base: 'sports', path: '/games/provider' },
    { public: true },
    client,
  );
  return answer.data;
}

/** POST as SPEC.md §7 lists it; the server reads no body, so none is sent. */
export async function fetchCategories(client: ApiClient = api) {
  const answer = await callEndpoint<typeof casino.listCategories>(
    { method: 'POST', base: 'sports', path: '/games/categories' },
    {},
    client,
  );
  return answer.data;
}

export async function fetchCasinoPromotions(client: ApiClient = api) {
  const answer = await callEndpoint<typeof casino.listPromotions>(
    { method: 'GET', base: 'sports', path: '/games/promotions' },
    { public: true },
    client,
  );
  return answer.data;
}

export async function fetchFavourites(client: ApiClient = api): Promise<GameView[]> {
  const answer = await callEndpoint<typeof casino.listFavourites>(
    { method: 'GET', base: 'sports', path: '/games/favourites' },
    {},
    client,
  );
  return answer.data;
}

/** Adds a favourite; answers the player's favourites after the change. */
export async function addFavourite(gameId: number, client: ApiClient = api): Promise<GameView[]> {
  const answer = await callEndpoint<typeof casino.addFavourite>(
    { method: 'POST', base: 'sports', path: '/games/favourites' },
    { body: { gameId } },
    client,
  );
  return answer.data;
}

export async function removeFavourite(gameId: number, client: ApiClient = api): Promise<GameView[]> {
  const answer = await callEndpoint<typeof casino.removeFavourite>(
    { method: 'DELETE', base: 'sports', path: '/games/favourites/:gameId' },
    { params: { gameId } },
    client,
  );
  return answer.data;
}

export async function fetchRecentlyPlayed(client: ApiClient = api) {
  const answer = await callEndpoint<typeof casino.listRecentlyPlayed>(
    { method: 'GET', base: 'sports', path: '/games/recent' },
    {},
    client,
  );
  return answer.data;
}

/** Opens a game session on the balance the player chose (the casino balance dialog). */
export function startGame(
  gameId: number,
  balanceType: CasinoBalanceType,
  client: ApiClient = api,
): Promise<CasinoSession> {
  return callEndpoint<typeof casino.startGame>(
    { method: 'POST', base: 'sports', path: '/games/:clientId/start' },
    { params: clientPath, body: { gameId, balanceType } },
    client,
  );
}

// ---- Starlight Reels

export function spinSlot(
  input: BodyOf<typeof casino.spinSlot>,
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<RoundAnswer<SlotResult>> {
  return callEndpoint<typeof casino.spinSlot>(
    { method: 'POST', base: 'sports', path: '/games/play/slot/spin' },
    { body: input, idempotencyKey },
    client,
  );
}

// ---- European roulette

/** One bet on the table as the spin call takes it; amounts in major units. */
export type RouletteBet = BodyOf<typeof casino.spinRoulette>['bets'][number];
export type RouletteBetType = RouletteBet['type'];

export function spinRoulette(
  input: BodyOf<typeof casino.spinRoulette>,
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<RoundAnswer<RouletteResult>> {
  return callEndpoint<typeof casino.spinRoulette>(
    { method: 'POST', base: 'sports', path: '/games/play/roulette/spin' },
    { body: input, idempotencyKey },
    client,
  );
}

// ---- Query options shared by the lobby screens

export const casinoKeys = {
  all: ['casino'] as const,
  favourites: ['casino', 'favourites'] as const,
  recent: ['casino', 'recent'] as const,
};

const LOBBY_STALE_MS = 60_000;

export const allGamesQuery = () =>
  queryOptions({
    queryKey: ['casino', 'games', 'all'],
    queryFn: () => searchGames(),
    staleTime: LOBBY_STALE_MS,
  });

export const gameSearchQuery = (gameName: string) =>
  queryOptions({
    queryKey: ['casino', 'games', 'search', gameName],
    queryFn: () => searchGames(gameName),
    staleTime: LOBBY_STALE_MS,
  });

export const gameListQuery = (filter: GameListFilter) =>
  queryOptions({
    queryKey: ['casino', 'games', 'list', filter],
    queryFn: () => fetchGameList(filter),
    staleTime: LOBBY_STALE_MS,
  });

export const providersQuery = () =>
  queryOptions({
    queryKey: ['casino', 'providers'],
    queryFn: () => fetchProviders(),
    staleTime: LOBBY_STALE_MS,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['casino', 'categories'],
    queryFn: () => fetchCategories(),
    staleTime: LOBBY_STALE_MS,
  });

export const casinoPromotionsQuery = () =>
  queryOptions({
    queryKey: ['casino', 'promotions'],
    queryFn: () => fetchCasinoPromotions(),
    staleTime: LOBBY_STALE_MS,
  });

export const favouritesQuery = () =>
  queryOptions({ queryKey: casinoKeys.favourites, queryFn: () => fetchFavourites() });

export const recentlyPlayedQuery = () =>
  queryOptions({ queryKey: casinoKeys.recent, queryFn: () => fetchRecentlyPlayed() });
