// Sports calls (SPEC.md §7 "Sports"): the sports menu, the sportsbook screens' reads and the odds
// refresh of the betslip's selections, each typed from its endpoint in the contract
// (packages/contract/src/sports.ts). The reads are public GETs.
import { queryOptions } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, sports } from '@slipstream/contract';
import { CLIENT_ID, type OddsRefreshEntry } from '@slipstream/domain';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';

export type SportsMenuItem = AnswerOf<typeof sports.menu>['sports'][number];

/**
 * The browser's offset in minutes as `Date#getTimezoneOffset` gives it (UTC minus local, so Lagos is
 * -60). Recorded in docs/decisions.md so the server reads it the same way.
 */
export function timeOffsetMinutes(date = new Date()): number {
  return date.getTimezoneOffset();
}

export async function fetchSportsMenu(client: ApiClient = api, timeoffset = timeOffsetMinutes()) {
  const answer = await callEndpoint<typeof sports.menu>(
    { method: 'GET', base: 'sports', path: '/sports/menu' },
    { public: true, query: { timeoffset } },
    client,
  );
  return answer.sports;
}

export const sportsMenuQuery = () =>
  queryOptions({ queryKey: ['sports', 'menu'], queryFn: () => fetchSportsMenu() });

/** One selection to refresh: its match, market (as a string, SPEC.md §7), outcome and specifier. */
export type OddsRefreshEvent = BodyOf<typeof sports.oddsRefresh>['events'][number];

/**
 * A selection's current price and whether it can be bet now, as the slip takes it (the domain's
 * entry, which the contract's answer fits).
 */
export type OddsRefreshResult = OddsRefreshEntry;

/**
 * The odds refresh call (SPEC.md §7; `POST {sports}/sports/odds-refresh`, public): the current price
 * and state of each selection, from the answer's map of entries.
 */
export async function fetchOddsRefresh(
  events: readonly OddsRefreshEvent[],
  client: ApiClient = api,
): Promise<OddsRefreshResult[]> {
  if (events.length === 0) return [];
  const answer = await callEndpoint<typeof sports.oddsRefresh>(
    { method: 'POST', base: 'sports', path: '/sports/odds-refresh' },
    { body: { events: [...events] } },
    client,
  );
  return Object.values(answer.data);
}

// ---- Sportsbook screens: the reads of SPEC.md §7 "Sports" (the views of
// packages/domain/src/sports-views.ts, as the contract describes them).

/** A fixture with its lines, as the lists and the fixture page read it. */
export type Fixture = AnswerOf<typeof sports.topBets>['fixtures'][number];
export type FixtureSummary = MatchAnswer['fixture'];
export type MarketView = Fixture['markets'][number];
export type OutcomeView = MarketView['outcomes'][number];
export type LiveStatusView = NonNullable<FixtureSummary['liveStatus']>;
type ListHeader = AnswerOf<typeof sports.prematchHighlight>['market'];
/**
 * A market as a list column header: `1X2` with `1`, `X`, `2`; `Over 2.5`, `Under 2.5` on a fixed
 * line; `Over`, `Under` (each row's buttons showing its line) on main lines. Lists answer with the
 * list market's `key` and fixed `line`; headers a screen makes from a fixture's own line leave them out.
 */
export type MarketHeader = Pick<ListHeader, 'id' | 'name' | 'outcomes'> &
  Partial<Pick<ListHeader, 'key' | 'line'>>;
export type MatchAnswer = AnswerOf<typeof sports.match>;
/** A tournament's fixtures, as sports/get-fixtures answers. */
export type FixturesAnswer = AnswerOf<typeof sports.tournamentFixtures>;

export async function fetchCategories(sportId: number, client: ApiClient = api) {
  return callEndpoint<typeof sports.categories>(
    { method: 'GET', base: 'sports', path: '/sports/categories/:id' },
    { public: true, params: { id: String(sportId) } },
    client,
  );
}

export async function fetchTournaments(categoryId: number, client: ApiClient = api) {
  return callEndpoint<typeof sports.tournaments>(
    { method: 'GET', base: 'sports', path: '/sports/tournaments/:id' },
    { public: true, params: { id: String(categoryId) } },
    client,
  );
}

export interface PrematchFilter {
  today?: boolean;
  upcoming?: boolean;
  hours?: number;
  page?: number;
  perPage?: 50 | 30;
  /** The list market of the odds columns (`ou2.5`); the sport's default when absent. */
  market?: string;
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
  if (filter.market) query.market = filter.market;
  return callEndpoint<typeof sports.prematchHighlight>(
    { method: 'GET', base: 'sports', path: '/sports/highlight/prematch/:id' },
    { public: true, params: { id: String(sportId) }, query },
    client,
  );
}

/** List market keys by sport id: the sports whose lists show another market than their default. */
export type ListMarketChoices = Readonly<Record<number, string>>;

/** `1:ou2.5,5:games`, as the live list takes its sports' markets; '' when every sport shows its default. */
export function liveMarketsParam(chosen: ListMarketChoices): string {
  return Object.entries(chosen)
    .map(([sportId, key]) => `${sportId}:${key}`)
    .join(',');
}

export async function fetchLive(client: ApiClient = api, chosen: ListMarketChoices = {}) {
  const market = liveMarketsParam(chosen);
  return callEndpoint<typeof sports.liveHighlight>(
    { method: 'GET', base: 'sports', path: '/sports/highlight/live/:id' },
    {
      public: true,
      params: { id: '0' },
      query: { source: 'web', markets: 1, ...(market ? { market } : {}) },
    },
    client,
  );
}

/** A tournament's fixtures with the list market `market` (the sport's default when absent). */
export async function fetchTournamentFixtures(
  tournamentId: number,
  sportId: number,
  market?: string,
  client: ApiClient = api,
) {
  return callEndpoint<typeof sports.tournamentFixtures>(
    { method: 'GET', base: 'sports', path: '/sports/get-fixtures/:id' },
    {
      public: true,
      params: { id: String(tournamentId) },
      query: { sportID: sportId, ...(market ? { market } : {}) },
    },
    client,
  );
}

export async function fetchMatch(matchId: number, client: ApiClient = api) {
  return callEndpoint<typeof sports.match>(
    { method: 'GET', base: 'sports', path: '/sports/match/:id' },
    { public: true, params: { id: String(matchId) } },
    client,
  );
}

export async function fetchTopBets(client: ApiClient = api) {
  return callEndpoint<typeof sports.topBets>(
    { method: 'GET', base: 'sports', path: '/sports/:clientId/top-bets' },
    { public: true, params: { clientId: String(CLIENT_ID) } },
    client,
  );
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
  /** Every sport's live fixtures; `chosen` the sports shown with another market than their default. */
  live: (chosen: ListMarketChoices = {}) => {
    const market = liveMarketsParam(chosen);
    return queryOptions({
      queryKey: market ? ['sports', 'live', market] : ['sports', 'live'],
      queryFn: () => fetchLive(api, chosen),
      refetchInterval: LIST_REFRESH_MS,
    });
  },
  tournamentFixtures: (tournamentId: number, sportId: number, market?: string) =>
    queryOptions({
      queryKey: ['sports', 'tournament-fixtures', tournamentId, sportId, market ?? null],
      queryFn: () => fetchTournamentFixtures(tournamentId, sportId, market),
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
