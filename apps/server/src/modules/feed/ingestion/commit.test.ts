// For a source that acknowledges what it delivered (a real feed's queue), committing is the promise
// behind each acknowledgement: commit resolves only once what was applied is in the database, a
// database that refuses is asked again rather than skipped, and a settlement is never given up on
// until the process stops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broker } from '../../../broker/index.ts';
import { createEmbeddedBroker } from '../../../broker/embedded-broker.ts';
import type { Db } from '../../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { SIM_T0 } from '../../../test/feed.ts';
import { OddsCache } from '../../market-data/odds-cache.ts';
import { PRODUCER, type BetSettlement, type FeedMessage } from '../messages.ts';
import { createIngestion } from './ingest.ts';
import { silentLog } from './log.ts';
import type { SettlementSink } from './settlement-sink.ts';
import { SettlementStore } from './settlement-store.ts';

const MATCH = 910_001;

const announced: FeedMessage = {
  type: 'fixture_change',
  event_id: MATCH,
  producer: PRODUCER.live,
  timestamp: SIM_T0,
  change_type: 'new',
  fixture: {
    id: MATCH,
    sport: { id: 1, name: 'Soccer' },
    category: { id: 1, name: 'England', country_code: 'ENG' },
    tournament: { id: 17, name: 'Premier League' },
    competitors: { home: { id: 601, name: 'Kano Pillars' }, away: { id: 602, name: 'Enugu Rangers' } },
    start_time: SIM_T0,
    status: 'live',
    live: true,
  },
};

const priced = (home: number): FeedMessage => ({
  type: 'odds_change',
  event_id: MATCH,
  producer: PRODUCER.live,
  timestamp: SIM_T0 + Math.round(home * 100),
  markets: [
    {
      id: 1,
      specifier: '',
      status: 1,
      outcomes: [
        { id: '1', odds: home, active: 1 },
        { id: '2', odds: 3.2, active: 1 },
        { id: '3', odds: 3.5, active: 1 },
      ],
    },
  ],
});

const settled: BetSettlement = {
  type: 'bet_settlement',
  event_id: MATCH,
  producer: PRODUCER.live,
  timestamp: SIM_T0 + 1_000,
  certainty: 1,
  markets: [
    {
      id: 1,
      specifier: '',
      outcomes: [
        { id: '1', result: 1, void_factor: 0, dead_heat_factor: 1 },
        { id: '2', result: 0, void_factor: 0, dead_heat_factor: 1 },
        { id: '3', result: 0, void_factor: 0, dead_heat_factor: 1 },
      ],
    },
  ],
};

/** The database, refusing the next `refusals` transactions as one that went away would. */
function flaky(db: Db): { db: Db; refuse(times: number): void; refused(): number } {
  let refusals = 0;
  let refused = 0;
  const proxy = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction' && refusals > 0) {
        return () => ({
          execute: () => {
            refusals--;
            refused++;
            return Promise.reject(new Error('the database went away'));
          },
        });
      }
      const value = Reflect.get(target, property, target) as unknown;
      // Kysely keeps its state in private fields, which only the database itself can reach.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, refuse: (times) => (refusals = times), refused: () => refused };
}

function countingSink(handed: number[]): SettlementSink {
  return {
    onSettlement: (e) => void handed.push(...e.markets.map((m) => m.settlementId)),
    onCancel: () => undefined,
    onRollbackSettlement: () => undefined,
    onRollbackCancel: () => undefined,
  };
}

describe('committing for an acknowledging source', () => {
  let database: TestDatabase;
  let broker: Broker;

  beforeAll(async () => {
    database = await createTestDatabase();
    broker = await createEmbeddedBroker();
  });
  afterAll(async () => {
    await broker.close();
    await database.dispose();
  });

  const storedOdds = () =>
    database.db
      .selectFrom('outcomes')
      .select(['outcome_id', 'odds'])
      .where('fixture_id', '=', MATCH)
      .where('outcome_id', '=', '1')
      .executeTakeFirst();

  it('resolves once what was applied is written, asking a database that refused again', async () => {
    const { db, refuse, refused } = flaky(database.db);
    const ingestion = createIngestion({
      db,
      broker,
      cache: new OddsCache(),
      log: silentLog,
      acknowledgingSource: true,
    });
    ingestion.handle(announced);
    ingestion.handle(priced(2.1));
    refuse(1);
    await ingestion.commit();
    expect(refused()).toBe(1);
    expect(Number((await storedOdds())?.odds)).toBe(2.1);
    await ingestion.stop();
  });

  it('rejects, rather than waiting for ever, once the process is stopping', async () => {
    const { db, refuse } = flaky(database.db);
    const ingestion = createIngestion({
      db,
      broker,
      cache: new OddsCache(),
      log: silentLog,
      acknowledgingSource: true,
    });
    ingestion.handle(announced);
    ingestion.handle(priced(2.2));
    refuse(1_000_000);
    const committing = ingestion.commit();
    const stopping = ingestion.stop().catch(() => undefined);
    await expect(committing).rejects.toThrow('the database went away');
    refuse(0);
    await stopping;
  });
});

describe('storing settlements for an acknowledging source', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    const broker = await createEmbeddedBroker();
    // The match and its line, as ingestion writes them before any settlement of it.
    const ingestion = createIngestion({ db: database.db, broker, cache: new OddsCache() });
    ingestion.handle(announced);
    ingestion.handle(priced(2.1));
    await ingestion.stop();
    await broker.close();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('gives a batch up after its retries by default: the feed sends it again', async () => {
    const { db, refuse } = flaky(database.db);
    const handed: number[] = [];
    const store = new SettlementStore({
      db,
      sink: countingSink(handed),
      log: silentLog,
      retryDelaysMs: [1, 1],
    });
    refuse(3);
    await store.enqueue(settled);
    expect(store.givenUp).toBe(1);
    expect(handed).toEqual([]);
  });

  it('keeps trying until the database answers when told not to give up, and hands the settlement over once', async () => {
    const { db, refuse, refused } = flaky(database.db);
    const handed: number[] = [];
    const store = new SettlementStore({
      db,
      sink: countingSink(handed),
      log: silentLog,
      retryDelaysMs: [1, 1],
      giveUp: false,
    });
    refuse(6);
    await store.enqueue(settled);
    await store.enqueue(settled);
    expect(refused()).toBe(6);
    expect(store.givenUp).toBe(0);
    expect(handed).toHaveLength(1);
  });

  it('gives up at once when stopping, so that stopping does not wait for the database', async () => {
    const { db, refuse } = flaky(database.db);
    const store = new SettlementStore({
      db,
      sink: countingSink([]),
      log: silentLog,
      retryDelaysMs: [1, 1],
      giveUp: false,
    });
    refuse(1_000_000);
    store.stopRetrying();
    await store.enqueue({ ...settled, timestamp: settled.timestamp + 1 });
    expect(store.givenUp).toBe(1);
  });
});
