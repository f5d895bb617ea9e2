// The sports API's reads, all served from the odds cache: the menu and its counts, categories and
// tournaments, pre-match highlights (paged), live fixtures, a tournament's fixtures, one fixture's
// every line grouped for tabs, top bets and the odds refresh of a betslip. Sorted listings are kept
// until the cache's structure changes, so price updates never make a read slower.
import { AppError, type MarketGroup } from '@slipstream/domain';
import { MARKET_GROUP_LABELS } from '../market-data/markets.ts';
import {
  isLive,
  isOpenFixture,
  type CachedFixture,
  type Named,
  type OddsCache,
} from '../market-data/odds-cache.ts';
import { SPORTS } from '../market-data/sports.ts';
import { isTopTournament, mainMarketOf, marketOfSport, sportRank, tournamentRank } from './catalogue.ts';
import {
  fixtureSummary,
  listedFixture,
  marketView,
  shownLines,
  type FixtureSummary,
  type FixtureView,
  type MarketHeader,
  type MarketView,
} from './fixture-view.ts';
import {
  chosenColumnsBySport,
  listColumns,
  marketColumns,
  type ListColumns,
  type ListMarketRequest,
} from './list-columns.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface Counts {
  total: number;
  live: number;
  prematch: number;
}

export interface MenuSport extends Counts {
  sportID: number;
  sportName: string;
  /** Pre-match fixtures starting today in the player's time zone (timeoffset). */
  today: number;
}

export interface PrematchQuery {
  today: boolean;
  upcoming: boolean;
  hours: number | null;
  page: number;
  perPage: 30 | 50;
  /** Minutes, UTC minus local (Date#getTimezoneOffset). */
  timeoffset: number;
  /** The list market of the columns (list-markets.ts key); the sport's default when absent. */
  market?: string | undefined;
}

export interface OddsRefreshRequest {
  matchId: number;
  marketId: string;
  outcomeId: string;
  specifier: string;
}

export interface OddsRefreshEntry {
  matchId: number;
  marketId: string;
  outcomeId: string;
  specifier: string;
  odds: number | null;
  active: 0 | 1;
}

const KNOWN_SPORTS = new Map<number, string>(Object.values(SPORTS).map((s) => [s.id, s.name]));

function count(fixtures: Iterable<CachedFixture>): Counts {
  let live = 0;
  let prematch = 0;
  for (const f of fixtures) {
    if (f.status === 'live') live++;
    else if (f.status === 'not_started') prematch++;
  }
  return { total: live + prematch, live, prematch };
}

const byStart = (a: CachedFixture, b: CachedFixture) => a.startTime - b.startTime || a.id - b.id;
const byHighlight = (a: CachedFixture, b: CachedFixture) =>
  tournamentRank(a.tournament.id) - tournamentRank(b.tournament.id) || byStart(a, b);

/** Start of the player's local day containing `now`, as UTC ms. */
export function localDayStart(now: number, timeoffset: number): number {
  const offsetMs = timeoffset * 60_000;
  return Math.floor((now - offsetMs) / DAY_MS) * DAY_MS + offsetMs;
}

export interface SportsServiceOptions {
  cache: OddsCache;
  /** The time listings are relative to; default: the feed's own clock (its newest message). */
  now?: () => number;
}

export function createSportsService(options: SportsServiceOptions) {
  const { cache } = options;
  const now = options.now ?? (() => cache.feedTime() || Date.now());
  let memoVersion = -1;
  const memo = new Map<string, CachedFixture[]>();

  /** A sorted list, kept until the cache's structure changes. */
  function sorted(key: string, build: () => CachedFixture[]): CachedFixture[] {
    if (memoVersion !== cache.version) {
      memo.clear();
      memoVersion = cache.version;
    }
    let list = memo.get(key);
    if (!list) memo.set(key, (list = build()));
    return list;
  }

  function sportOf(sportId: number): Named {
    const first = cache.ofSport(sportId).values().next().value;
    if (first) return first.sport;
    const name = KNOWN_SPORTS.get(sportId);
    if (name) return { id: sportId, name };
    throw new AppError('NOT_FOUND', `Sport ${sportId} was not found.`);
  }

  function fixtureOf(matchId: number): CachedFixture {
    const fixture = cache.fixture(matchId);
    if (!fixture || !isOpenFixture(fixture)) {
      throw new AppError('NOT_FOUND', `Match ${matchId} was not found or is no longer open for betting.`);
    }
    return fixture;
  }

  const openOf = (set: ReadonlySet<CachedFixture>) => [...set].filter(isOpenFixture);

  return {
    menu(timeoffset: number): { sports: MenuSport[] } {
      const dayStart = localDayStart(now(), timeoffset);
      const sports = cache
        .sportIds()
        .map((id): MenuSport | null => {
          const fixtures = cache.ofSport(id);
          const counts = count(fixtures);
          if (counts.total === 0) return null;
          let today = 0;
          for (const f of fixtures)
            if (f.status === 'not_started' && f.startTime >= dayStart && f.startTime < dayStart + DAY_MS)
              today++;
          return { sportID: id, sportName: sportOf(id).name, ...counts, today };
        })
        .filter((s): s is MenuSport => s !== null)
        .sort((a, b) => sportRank(a.sportID) - sportRank(b.sportID));
      return { sports };
    },

    categories(sportId: number) {
      const sport = sportOf(sportId);
      const byCategory = new Map<number, CachedFixture[]>();
      for (const f of cache.ofSport(sportId)) {
        const list = byCategory.get(f.category.id);
        if (list) list.push(f);
        else byCategory.set(f.category.id, [f]);
      }
      const categories = [...byCategory.values()]
        .map((fixtures) => {
          const c = (fixtures[0] as CachedFixture).category;
          return { id: c.id, name: c.name, countryCode: c.countryCode, ...count(fixtures) };
        })
        .filter((c) => c.total > 0)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      return { sport, categories };
    },

    tournaments(categoryId: number) {
      const fixtures = openOf(cache.ofCategory(categoryId));
      const first = fixtures[0];
      if (!first) throw new AppError('NOT_FOUND', `Category ${categoryId} was not found or has no fixtures.`);
      const byTournament = new Map<number, CachedFixture[]>();
      for (const f of fixtures) {
        const list = byTournament.get(f.tournament.id);
        if (list) list.push(f);
        else byTournament.set(f.tournament.id, [f]);
      }
      const tournaments = [...byTournament.values()]
        .map((list) => {
          const t = (list[0] as CachedFixture).tournament;
          return { id: t.id, name: t.name, top: isTopTournament(t.id), ...count(list) };
        })
        .sort((a, b) => tournamentRank(a.id) - tournamentRank(b.id) || a.name.localeCompare(b.name));
      return { sport: first.sport, category: first.category, tournaments };
    },

    prematchHighlight(sportId: number, query: PrematchQuery) {
      const sport = sportOf(sportId);
      const all = sorted(`prematch:${sportId}:${query.upcoming ? 'start' : 'rank'}`, () =>
        [...cache.ofSport(sportId)]
          .filter((f) => f.status === 'not_started')
          .sort(query.upcoming ? byStart : byHighlight),
      );
      const at = now();
      let from = -Infinity;
      let to = Infinity;
      if (query.today) {
        from = localDayStart(at, query.timeoffset);
        to = from + DAY_MS;
      }
      if (query.hours !== null) to = Math.min(to, at + query.hours * HOUR_MS);
      if (query.upcoming) from = Math.max(from, at);
      const matching =
        from === -Infinity && to === Infinity
          ? all
          : all.filter((f) => f.startTime >= from && f.startTime < to);
      const total = matching.length;
      const start = (query.page - 1) * query.perPage;
      const columns = listColumns(sport, query.market);
      return {
        sport,
        market: columns.header,
        page: query.page,
        perPage: query.perPage,
        total,
        totalPages: Math.ceil(total / query.perPage),
        fixtures: matching
          .slice(start, start + query.perPage)
          .map((f) => listedFixture(cache, f, columns.marketId, columns.line)),
      };
    },

    /** `markets`: the list market chosen for some sports; the others show their default. */
    liveHighlight(sportId: number, withMarkets: boolean, markets: readonly ListMarketRequest[] = []) {
      if (sportId !== 0) sportOf(sportId);
      const chosen = chosenColumnsBySport(sportId, markets);
      const live = sorted(`live:${sportId}`, () =>
        [...(sportId === 0 ? cache.fixtures() : cache.ofSport(sportId))].filter(isLive).sort(byHighlight),
      );
      const groups = new Map<number, CachedFixture[]>();
      for (const f of live) {
        const list = groups.get(f.sport.id);
        if (list) list.push(f);
        else groups.set(f.sport.id, [f]);
      }
      const sports = [...groups.entries()]
        .sort(([a], [b]) => sportRank(a) - sportRank(b))
        .map(([id, fixtures]) => {
          const sport = (fixtures[0] as CachedFixture).sport;
          const columns: ListColumns | null = withMarkets ? (chosen.get(id) ?? listColumns(sport)) : null;
          return {
            id,
            name: sport.name,
            market: columns?.header ?? null,
            total: fixtures.length,
            fixtures: fixtures.map((f) =>
              listedFixture(cache, f, columns?.marketId ?? null, columns?.line ?? 'main'),
            ),
          };
        });
      return { total: live.length, sports };
    },

    /** The columns are the list market `marketKey` names, else the main line of `marketId`, else the default. */
    tournamentFixtures(
      tournamentId: number,
      sportId: number | null,
      marketId: number | null,
      marketKey?: string,
    ) {
      const fixtures = sorted(`tournament:${tournamentId}`, () =>
        openOf(cache.ofTournament(tournamentId)).sort(
          (a, b) => Number(isLive(b)) - Number(isLive(a)) || byStart(a, b),
        ),
      );
      const first = fixtures[0];
      if (!first)
        throw new AppError('NOT_FOUND', `Tournament ${tournamentId} was not found or has no fixtures.`);
      if (sportId !== null && sportId !== first.sport.id) {
        throw new AppError(
          'NOT_FOUND',
          `Tournament ${tournamentId} is not a ${sportOf(sportId).name} tournament.`,
        );
      }
      if (marketId !== null && marketKey !== undefined) {
        throw new AppError('VALIDATION_FAILED', 'market: ask for a list market or a marketID, not both');
      }
      if (marketId !== null && !marketOfSport(marketId, first.sport.id)) {
        throw new AppError('VALIDATION_FAILED', `Market ${marketId} is not offered for ${first.sport.name}.`);
      }
      const columns = marketId === null ? listColumns(first.sport, marketKey) : marketColumns(marketId);
      return {
        sport: first.sport,
        category: first.category,
        tournament: first.tournament,
        market: columns.header,
        fixtures: fixtures.map((f) => listedFixture(cache, f, columns.marketId, columns.line)),
      };
    },

    match(matchId: number): {
      fixture: FixtureSummary;
      groups: { id: 'all' | MarketGroup; name: string; markets: MarketView[] }[];
    } {
      const fixture = fixtureOf(matchId);
      const lines = shownLines(cache, fixture).map((line) => marketView(cache, fixture, line));
      const groups: { id: 'all' | MarketGroup; name: string; markets: MarketView[] }[] = [
        { id: 'all', name: 'All', markets: lines },
      ];
      for (const [id, name] of Object.entries(MARKET_GROUP_LABELS) as [MarketGroup, string][]) {
        const markets = lines.filter((m) => m.groups.includes(id));
        if (markets.length > 0) groups.push({ id, name, markets });
      }
      return { fixture: fixtureSummary(cache, fixture), groups };
    },

    /**
     * Top bets: the soonest pre-match fixtures of the top tournaments in the next two days with
     * their main market (no bet counts exist yet to rank by popularity, so the tournament ranks it).
     */
    topBets(limit = 20): { fixtures: FixtureView[] } {
      const at = now();
      const top = sorted('top', () =>
        [...cache.fixtures()]
          .filter((f) => f.status === 'not_started' && isTopTournament(f.tournament.id))
          .sort(byHighlight),
      );
      const soon = top.filter((f) => f.startTime >= at && f.startTime < at + 2 * DAY_MS);
      const picked = (soon.length > 0 ? soon : top).slice(0, limit);
      return { fixtures: picked.map((f) => listedFixture(cache, f, mainMarketOf(f.sport.id))) };
    },

    /** The current price and availability of each betslip selection (SPEC.md §4 odds refresh). */
    oddsRefresh(events: readonly OddsRefreshRequest[]): Record<string, OddsRefreshEntry> {
      const data: Record<string, OddsRefreshEntry> = {};
      for (const e of events) {
        const marketId = Number(e.marketId);
        const quote = cache.quote({
          matchId: e.matchId,
          marketId,
          specifier: e.specifier,
          outcomeId: e.outcomeId,
        });
        data[`${e.matchId}:${e.marketId}:${e.specifier}:${e.outcomeId}`] = {
          matchId: e.matchId,
          marketId: e.marketId,
          outcomeId: e.outcomeId,
          specifier: e.specifier,
          odds: quote.odds,
          active: quote.open ? 1 : 0,
        };
      }
      return data;
    },
  };
}

export type SportsService = ReturnType<typeof createSportsService>;
export type { MarketHeader };
