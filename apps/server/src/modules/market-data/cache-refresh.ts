// Fills an odds cache from the database: once at a feed process's start (a warm start, before the
// feed's recovery), and continuously in API processes (ROLE=api), which never see the feed and keep
// their read cache a refresh interval behind the database.
import { MARKET_STATUS, type MarketStatus } from '@slipstream/domain';
import type { Db } from '../../db/database.ts';
import type { SportEventStatus } from './event-status.ts';
import {
  fixturesChangedSince,
  openFixtureOutcomes,
  openFixtures,
  outcomesChangedSince,
  producerStates,
  type FixtureRow,
  type OutcomeRow,
} from './odds-cache.repo.ts';
import { marketKey, type CachedFixture, type CachedMarket, type OddsCache } from './odds-cache.ts';
import { PRODUCER, type ProducerId } from './producers.ts';

const PRODUCERS = new Set<number>([PRODUCER.live, PRODUCER.prematch]);
const STATUSES = new Set<number>(Object.values(MARKET_STATUS));
const asProducer = (p: number): ProducerId => (p === PRODUCER.live ? PRODUCER.live : PRODUCER.prematch);
const asStatus = (s: number): MarketStatus =>
  STATUSES.has(s) ? (s as MarketStatus) : MARKET_STATUS.suspended;

function fixtureFrom(row: FixtureRow, markets: Map<string, CachedMarket> = new Map()): CachedFixture {
  return {
    id: row.id,
    sport: { id: row.sport_id, name: row.sport_name },
    category: { id: row.category_id, name: row.category_name, countryCode: row.country_code },
    tournament: { id: row.tournament_id, name: row.tournament_name },
    home: { id: row.home_id, name: row.home_name, abbreviation: row.home_abbreviation },
    away: { id: row.away_id, name: row.away_name, abbreviation: row.away_abbreviation },
    startTime: row.start_time.getTime(),
    status: row.status,
    statusTs: row.status_at.getTime(),
    eventStatus: (row.event_status ?? null) as SportEventStatus | null,
    lastMessageAt: row.last_message_at.getTime(),
    fixtureTs: row.status_at.getTime(),
    oddsTs: { [PRODUCER.live]: 0, [PRODUCER.prematch]: 0 },
    markets,
  };
}

/** Puts fixture rows into the cache (updating those it has, dropping closed and cancelled ones). */
function putFixtures(cache: OddsCache, rows: readonly FixtureRow[]): void {
  for (const row of rows) {
    if (row.status === 'closed' || row.status === 'cancelled') {
      cache.remove(row.id);
      continue;
    }
    const known = cache.fixture(row.id);
    cache.put(fixtureFrom(row, known?.markets));
  }
}

/** Puts lines (rows of outcomes in order) into their fixtures; lines of unknown fixtures are skipped. */
function putOutcomes(cache: OddsCache, rows: readonly OutcomeRow[]): void {
  let line: CachedMarket | undefined;
  for (const row of rows) {
    if (
      !line ||
      line.fixtureId !== row.fixture_id ||
      line.marketId !== row.market_id ||
      line.specifier !== row.specifier
    ) {
      const fixture = cache.fixture(row.fixture_id);
      line = undefined;
      if (!fixture) continue;
      const producer = asProducer(row.producer);
      line = {
        fixtureId: row.fixture_id,
        marketId: row.market_id,
        specifier: row.specifier,
        status: asStatus(row.status),
        producer,
        ts: row.message_at.getTime(),
        outcomes: [],
      };
      fixture.markets.set(marketKey(row.market_id, row.specifier), line);
      if (line.ts > fixture.oddsTs[producer]) fixture.oddsTs[producer] = line.ts;
    }
    if (!line) continue;
    line.outcomes.push({ id: row.outcome_id, odds: Number(row.odds), active: row.active ? 1 : 0 });
  }
}

async function putProducers(
  db: Db,
  cache: OddsCache,
): Promise<{ lastAppliedAt: number | null; down: ProducerId[] }> {
  const rows = await producerStates(db);
  let lastAppliedAt: number | null = null;
  const down: ProducerId[] = [];
  for (const row of rows) {
    if (!PRODUCERS.has(row.producer)) continue;
    const producer = asProducer(row.producer);
    cache.setProducerDown(producer, row.down);
    if (row.down) down.push(producer);
    if (row.last_alive_at) cache.advanceFeedTime(row.last_alive_at.getTime());
    if (row.last_applied_at) lastAppliedAt = Math.max(lastAppliedAt ?? 0, row.last_applied_at.getTime());
  }
  return { lastAppliedAt, down };
}

function newest(rows: readonly { updated_at: Date }[], since: Date): Date {
  let max = since.getTime();
  for (const row of rows) max = Math.max(max, row.updated_at.getTime());
  return new Date(max);
}

export interface LoadedState {
  fixtures: number;
  /** Feed time of the newest message applied before (where a real feed's recovery starts). */
  lastAppliedAt: number | null;
  /** Producers that were down. */
  down: ProducerId[];
  /** The newest database write seen (for the next incremental refresh). */
  watermark: Date;
}

/** Loads every open fixture with its lines, and the producers' state, into the cache. */
export async function loadCache(db: Db, cache: OddsCache): Promise<LoadedState> {
  const fixtures = await openFixtures(db);
  putFixtures(cache, fixtures);
  const outcomes = await openFixtureOutcomes(db);
  putOutcomes(cache, outcomes);
  const producers = await putProducers(db, cache);
  return {
    fixtures: fixtures.length,
    ...producers,
    watermark: newest(outcomes, newest(fixtures, new Date(0))),
  };
}

/** What the refresher's ticks run on: the process's timers, or a hand-driven one in tests. */
export interface RefreshTimer {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const processTimer: RefreshTimer = {
  setInterval: (callback, ms) => {
    const handle = setInterval(callback, ms);
    // The refresher must not keep a process alive on its own (tests, scripts); the server has its listener.
    handle.unref();
    return handle;
  },
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface CacheRefresherOptions {
  db: Db;
  cache: OddsCache;
  intervalMs: number;
  log: { error(obj: object, msg: string): void };
  timer?: RefreshTimer;
}

/**
 * Keeps an API process's cache a refresh behind the database: a full load at start, then every
 * interval the fixtures and lines written since the last one seen (re-reading a second of overlap,
 * so a write committed late is not missed; re-applying a row is harmless).
 */
export function createCacheRefresher(options: CacheRefresherOptions) {
  const timer = options.timer ?? processTimer;
  let watermark = new Date(0);
  let ticking: unknown;
  let running: Promise<void> | null = null;

  const refresh = async (): Promise<void> => {
    const since = new Date(watermark.getTime() - 1_000);
    const fixtures = await fixturesChangedSince(options.db, since);
    putFixtures(options.cache, fixtures);
    const outcomes = await outcomesChangedSince(options.db, since);
    putOutcomes(options.cache, outcomes);
    await putProducers(options.db, options.cache);
    watermark = newest(outcomes, newest(fixtures, watermark));
  };

  const tick = () => {
    if (running) return;
    running = refresh()
      .catch((err: unknown) => options.log.error({ err }, 'sports cache refresh failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    async start(): Promise<void> {
      watermark = (await loadCache(options.db, options.cache)).watermark;
      ticking = timer.setInterval(tick, options.intervalMs);
    },
    refresh,
    async stop(): Promise<void> {
      if (ticking !== undefined) timer.clearInterval(ticking);
      ticking = undefined;
      await running;
    },
  };
}

export type CacheRefresher = ReturnType<typeof createCacheRefresher>;
