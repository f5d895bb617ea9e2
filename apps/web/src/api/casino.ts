// Casino calls (SPEC.md §7 "Casino", docs/decisions.md "Casino"): the lobby's public reads (search,
// lists by provider or category, providers, categories, promotions), a player's favourites and
// recently played games, opening a game session, and the play calls of the built-in slot and roulette.
// Play calls move money: each carries the caller's Idempotency-Key, so a retried bet is played once.
import { CLIENT_ID } from '@slipstream/domain';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { CasinoBalanceType, CasinoSession, RoundAnswer } from '../features/casino/games/game-screen.ts';
import { api, type ApiClient } from './client.ts';
import { dataOf, parseRows, rowsOf } from './envelope.ts';

const named = z.object({ id: z.number(), slug: z.string(), name: z.string() });

/** A game card's fields; amounts in major units, `rtp` in percent. */
export const casinoGameSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  provider: named,
  category: named,
  thumbnail: z.string(),
  rtp: z.number(),
  volatility: z.enum(['low', 'medium', 'high']),
  demo: z.boolean(),
  tags: z.array(z.string()),
  minBet: z.number(),
  maxBet: z.number(),
});
export type CasinoGame = z.infer<typeof casinoGameSchema>;

const recentGameSchema = z.extend(casinoGameSchema, { playedAt: z.string() });
export type RecentGame = z.infer<typeof recentGameSchema>;

export const casinoProviderSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  gameCount: z.number(),
});
export type CasinoProvider = z.infer<typeof casinoProviderSchema>;

export const casinoCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** Set for categories that gather games by tag (New, Popular) rather than holding them. */
  tag: z.nullable(z.string()),
  gameCount: z.number(),
});
export type CasinoCategory = z.infer<typeof casinoCategorySchema>;

export const casinoPromotionSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  game: z.nullable(casinoGameSchema),
});
export type CasinoPromotion = z.infer<typeof casinoPromotionSchema>;

const games = (body: unknown) => parseRows(casinoGameSchema, rowsOf(dataOf(body)));

/** Every game whose name contains `gameName` (all games when it is empty). */
export async function searchGames(gameName = '', client: ApiClient = api): Promise<CasinoGame[]> {
  const query = gameName.trim() ? { gameName: gameName.trim() } : undefined;
  return games(await client.get('sports', `games/${CLIENT_ID}/game-list`, { public: true, query }));
}

export type GameListFilter = { providerId: number } | { categoryId: number };

export async function fetchGameList(filter: GameListFilter, client: ApiClient = api): Promise<CasinoGame[]> {
  return games(await client.get('sports', `games/${CLIENT_ID}/list`, { public: true, query: { ...filter } }));
}

export async function fetchProviders(client: ApiClient = api): Promise<CasinoProvider[]> {
  const body = await client.get('sports', 'games/provider', { public: true });
  return parseRows(casinoProviderSchema, rowsOf(dataOf(body)));
}

/** POST as SPEC.md §7 lists it; the server reads no body. */
export async function fetchCategories(client: ApiClient = api): Promise<CasinoCategory[]> {
  const body = await client.post('sports', 'games/categories', {});
  return parseRows(casinoCategorySchema, rowsOf(dataOf(body)));
}

export async function fetchCasinoPromotions(client: ApiClient = api): Promise<CasinoPromotion[]> {
  const body = await client.get('sports', 'games/promotions', { public: true });
  return parseRows(casinoPromotionSchema, rowsOf(dataOf(body)));
}

export async function fetchFavourites(client: ApiClient = api): Promise<CasinoGame[]> {
  return games(await client.get('sports', 'games/favourites'));
}

/** Adds a favourite; answers the player's favourites after the change. */
export async function addFavourite(gameId: number, client: ApiClient = api): Promise<CasinoGame[]> {
  return games(await client.post('sports', 'games/favourites', { gameId }));
}

export async function removeFavourite(gameId: number, client: ApiClient = api): Promise<CasinoGame[]> {
  return games(await client.delete('sports', `games/favourites/${gameId}`));
}

export async function fetchRecentlyPlayed(client: ApiClient = api): Promise<RecentGame[]> {
  const body = await client.get('sports', 'games/recent');
  return parseRows(recentGameSchema, rowsOf(dataOf(body)));
}

/** Opens a game session on the balance the player chose (the casino balance dialog). */
export async function startGame(
  gameId: number,
  balanceType: CasinoBalanceType,
  client: ApiClient = api,
): Promise<CasinoSession> {
  return client.post<CasinoSession>('sports', `games/${CLIENT_ID}/start`, { gameId, balanceType });
}

// ---- Starlight Reels

export interface SlotLineWin {
  /** Index into the published paylines. */
  line: number;
  symbol: string;
  count: number;
  amount: number;
}

export interface SlotSpinView {
  /** The visible screen: grid[reel][row]. */
  grid: string[][];
  stops: number[];
  lineWins: SlotLineWin[];
  scatters: number;
  freeSpinsWon: number;
  win: number;
}

export interface SlotResult {
  base: SlotSpinView;
  freeSpins: SlotSpinView[];
  totalWin: number;
}

export function spinSlot(
  input: { sessionId: string; bet: number },
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<RoundAnswer<SlotResult>> {
  return client.post('sports', 'games/play/slot/spin', input, { idempotencyKey });
}

// ---- European roulette

/** The bets the table accepts (the server's ROULETTE_BET_TYPES). */
export type RouletteBetType =
  | 'straight'
  | 'split'
  | 'street'
  | 'trio'
  | 'corner'
  | 'first-four'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export interface RouletteBet {
  type: RouletteBetType;
  /** Inside bets: the numbers covered. dozen and column: [1], [2] or [3]. Even-money bets: none. */
  numbers?: number[];
  amount: number;
}

export interface RouletteResult {
  number: number;
  color: 'green' | 'red' | 'black';
  bets: { type: RouletteBetType; numbers: number[]; amount: number; payout: number }[];
}

export function spinRoulette(
  input: { sessionId: string; bets: RouletteBet[] },
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<RoundAnswer<RouletteResult>> {
  return client.post('sports', 'games/play/roulette/spin', input, { idempotencyKey });
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
