// Sports calls: the sports menu (SPEC.md §7 "sports/menu?timeoffset", reads sports) and the odds refresh
// of the betslip's selections.
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { FixtureSummary, FixtureView, MarketHeader, MarketView } from '@slipstream/domain';
import { api, type ApiClient } from './client.ts';
import { dataOf, isRecord, parseRows, rowsOf } from './envelope.ts';

export const sportsMenuItemSchema = z.looseObject({
  sportID: z.coerce.number(),
  sportName: z.string(),
  /** How many fixtures the sport has, when the server counts them. */
  total: z.optional(z.coerce.number()),
});

export type SportsMenuItem = z.infer<typeof sportsMenuItemSchema>;

/**
 * The browser's offset in minutes as `Date#getTimezoneOffset` gives it (UTC minus local, so Lagos is
 * -60). Recorded in docs/decisions.md so the server reads it the same way.
 */
export function timeOffsetMinutes(date = new Date()): number {
  return date.getTimezoneOffset();
}

export async function fetchSportsMenu(client: ApiClient = api, timeoffset = timeOffsetMinutes()) {
  const body = await client.get('sports', 'sports/menu', { public: true, query: { timeoffset } });
  const data = dataOf(body);
  const rows = isRecord(data) && Array.isArray(data.sports) ? data.sports : Array.isArray(data) ? data : [];
  return parseRows(sportsMenuItemSchema, rows);
}

export const sportsMenuQuery = () =>
  queryOptions({ queryKey: ['sports', 'menu'], queryFn: () => fetchSportsMenu() });

/** One selection to refresh: its match, market (as a string, SPEC.md §7), outcome and specifier. */
export interface OddsRefreshEvent {
  matchId: number;
  marketId: string;
  outcomeId: number | string;
  specifier: string;
}

export const oddsRefreshEntrySchema = z.looseObject({
  matchId: z.union([z.number(), z.string()]),
  marketId: z.union([z.number(), z.string()]),
  outcomeId: z.union([z.number(), z.string()]),
  specifier: z.optional(z.nullable(z.string())),
  odds: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  active: z.union([z.boolean(), z.number()]),
});

export type OddsRefreshResult = z.infer<typeof oddsRefreshEntrySchema>;

/**
 * The odds refresh call (SPEC.md §7; `POST {sports}/sports/odds-refresh`, public): the current price
 * and state of each selection. Answers `{ success, data: { [key]: { matchId, marketId, outcomeId,
 * odds, active } } }`; entries that do not parse are skipped.
 */
export async function fetchOddsRefresh(
  events: readonly OddsRefreshEvent[],
  client: ApiClient = api,
): Promise<OddsRefreshResult[]> {
  if (events.length === 0) return [];
  const body = await client.post('sports', 'sports/odds-refresh', { events });
  if (isRecord(body) && body.success === false) return [];
  return parseRows(oddsRefreshEntrySchema, rowsOf(dataOf(body)));
}

// ---- Sportsbook screens: the reads of SPEC.md §7 "Sports" as the server answers them
// (apps/server/src/modules/sports/sports.schemas.ts). Shapes are checked at the top level; the rows
// are the server's own validated JSON, so they are typed rather than re-parsed field by field.

export interface Named {
  id: number;
  name: string;
}

export interface Counts {
  total: number;
  live: number;
  prematch: number;
}

export type {
  FixtureSummary,
  LiveStatusView,
  MarketHeader,
  MarketView,
  OutcomeView,
} from '@slipstream/domain';

/** A fixture with its lines, as the lists and the fixture page read it. */
export type Fixture = FixtureView;

export interface CategoriesAnswer {
  sport: Named;
  categories: (Named & Counts & { countryCode: string | null })[];
}

export interface TournamentsAnswer {
  sport: Named;
  category: Named & { countryCode: string | null };
  tournaments: (Named & Counts & { top: boolean })[];
}

export interface PrematchAnswer {
  sport: Named;
  market: MarketHeader;
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  fixtures: Fixture[];
}

export interface LiveAnswer {
  total: number;
  sports: (Named & { market: MarketHeader | null; total: number; fixtures: Fixture[] })[];
}

export interface TournamentFixturesAnswer {
  sport: Named;
  category: Named & { countryCode: string | null };
  tournament: Named;
  market: MarketHeader;
  fixtures: Fixture[];
}

export interface MatchAnswer {
  fixture: FixtureSummary;
  groups: { id: string; name: string; markets: MarketView[] }[];
}

/** The answer's payload when it has every listed member, else a clear error (never a blank screen). */
function shaped<T>(body: unknown, members: readonly string[]): T {
  const data = dataOf(body);
  if (!isRecord(data) || members.some((m) => !(m in data))) {
    throw new Error('The sports service sent an answer we could not read.');
  }
  return data as T;
}

const get = (client: ApiClient, path: string, query?: Record<string, string | number>) =>
  client.get('sports', path, query ? { public: true, query } : { public: true });

export async function fetchCategories(sportId: number, client: ApiClient = api) {
  return shaped<CategoriesAnswer>(await get(client, `sports/categories/${sportId}`), ['categories']);
}

export async function fetchTournaments(categoryId: number, client: ApiClient = api) {
  return shaped<TournamentsAnswer>(await get(client, `sports/tournaments/${categoryId}`), ['tournaments']);
}

export interface PrematchFilter {
  today?: boolean;
  upcoming?: boolean;
  hours?: number;
  page?: number;
  perPage?: 50 | 30;
}

export async function fetchPrematch(sportId: number, filter: PrematchFilter = {}, client: ApiClient = api) {
  const query: Record<string, string | number> = {
    page: filter.page ?? 1,
    perPage: filter.perPage ?? 50,
    timeoffset: timeOffsetMinutes(),
  };
  if (filter.today) query.today = 1;
  if (filter.upcoming) query.upcoming = 1;
  if (filter.hours) query.hours = filter.hours;
  const path = `sports/highlight/prematch/${sportId}`;
  return shaped<PrematchAnswer>(await get(client, path, query), ['fixtures', 'market']);
}

export async function fetchLive(client: ApiClient = api) {
  const body = await get(client, 'sports/highlight/live/0', { source: 'web', markets: 1 });
  return shaped<LiveAnswer>(body, ['sports']);
}

export async function fetchTournamentFixtures(
  tournamentId: number,
  sportId: number,
  client: ApiClient = api,
) {
  const path = `sports/get-fixtures/${tournamentId}`;
  return shaped<TournamentFixturesAnswer>(await get(client, path, { sportID: sportId, marketID: 1 }), [
    'fixtures',
    'market',
  ]);
}

export async function fetchMatch(matchId: number, client: ApiClient = api) {
  return shaped<MatchAnswer>(await get(client, `sports/match/${matchId}`), ['fixture', 'groups']);
}

export async function fetchTopBets(client: ApiClient = api) {
  return shaped<{ fixtures: Fixture[] }>(await get(client, 'sports/12/top-bets'), ['fixtures']);
}

// Live data goes stale fast; lists refetch every 30 s so fixtures that start or end come and go,
// while prices between refetches come from the feed.
const LIST_REFRESH_MS = 30_000;

export const sportsQueries = {
  categories: (sportId: number) =>
    queryOptions({ queryKey: ['sports', 'categories', sportId], queryFn: () => fetchCategories(sportId) }),
  tournaments: (categoryId: number) =>
    queryOptions({
      queryKey: ['sports', 'tournaments', categoryId],
      queryFn: () => fetchTournaments(categoryId),
    }),
  prematch: (sportId: number, filter: PrematchFilter) =>
    queryOptions({
      queryKey: ['sports', 'prematch', sportId, filter],
      queryFn: () => fetchPrematch(sportId, filter),
      refetchInterval: LIST_REFRESH_MS,
    }),
  live: () =>
    queryOptions({
      queryKey: ['sports', 'live'],
      queryFn: () => fetchLive(),
      refetchInterval: LIST_REFRESH_MS,
    }),
  tournamentFixtures: (tournamentId: number, sportId: number) =>
    queryOptions({
      queryKey: ['sports', 'tournament-fixtures', tournamentId, sportId],
      queryFn: () => fetchTournamentFixtures(tournamentId, sportId),
      refetchInterval: LIST_REFRESH_MS,
    }),
  match: (matchId: number, live = false) =>
    queryOptions({
      queryKey: ['sports', 'match', matchId],
      queryFn: () => fetchMatch(matchId),
      // Live lines are re-chosen as the match moves; a refetch brings in the new ones.
      refetchInterval: live ? 10_000 : LIST_REFRESH_MS,
    }),
  topBets: () =>
    queryOptions({
      queryKey: ['sports', 'top-bets'],
      queryFn: () => fetchTopBets(),
      refetchInterval: 60_000,
    }),
};
