// Settlements, cancellations and their rollbacks are stored once, handed to the sink once, and shown
// on the line's status; the simulator's own settlements of a finished match land in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broker } from '../../../broker/index.ts';
import { createEmbeddedBroker } from '../../../broker/embedded-broker.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { SIM_T0, startSimulatedFeed } from '../../../test/feed.ts';
import { MARKET_STATUS, PRODUCER, type FeedMessage } from '../messages.ts';
import { OddsCache } from '../../market-data/odds-cache.ts';
import { createIngestion, type FeedIngestion } from './ingest.ts';
import type { SettlementSink } from './settlement-sink.ts';

const FIXTURE = 900_001;

function recordingSink(calls: { kind: string; event: unknown }[], fail = { on: false }): SettlementSink {
  const record = (kind: string) => (event: unknown) => {
    if (fail.on) throw new Error('bets module is down');
    calls.push({ kind, event });
  };
  return {
    onSettlement: record('settlement'),
    onCancel: record('cancel'),
    onRollbackSettlement: record('rollback_settlement'),
    onRollbackCancel: record('rollback_cancel'),
  };
}

const fixtureChange = (ts: number): FeedMessage => ({
  type: 'fixture_change',
  event_id: FIXTURE,
  producer: PRODUCER.live,
  timestamp: ts,
  change_type: 'new',
  fixture: {
    id: FIXTURE,
    sport: { id: 1, name: 'Soccer' },
    category: { id: 1, name: 'England', country_code: 'ENG' },
    tournament: { id: 17, name: 'Premier League' },
    competitors: { home: { id: 501, name: 'Lagos City' }, away: { id: 502, name: 'Abuja United' } },
    start_time: ts,
    status: 'live',
    live: true,
  },
});

const odds = (ts: number): FeedMessage => ({
  type: 'odds_change',
  event_id: FIXTURE,
  producer: PRODUCER.live,
  timestamp: ts,
  markets: [
    {
      id: 1,
      specifier: '',
      status: 1,
      outcomes: [
        { id: '1', odds: 2.1, active: 1 },
        { id: '2', odds: 3.2, active: 1 },
        { id: '3', odds: 3.5, active: 1 },
      ],
    },
    {
      id: 18,
      specifier: 'total=2.5',
      status: 1,
      outcomes: [
        { id: '12', odds: 1.9, active: 1 },
        { id: '13', odds: 1.9, active: 1 },
      ],
    },
  ],
});

const settlement = (ts: number, certainty: 1 | 2, homeWins = true): FeedMessage => ({
  type: 'bet_settlement',
  event_id: FIXTURE,
  producer: certainty === 2 ? PRODUCER.prematch : PRODUCER.live,
  timestamp: ts,
  certainty,
  markets: [
    {
      id: 1,
      specifier: '',
      outcomes: [
        { id: '1', result: homeWins ? 1 : 0, void_factor: 0, dead_heat_factor: 1 },
        { id: '2', result: 0, void_factor: 0, dead_heat_factor: 1 },
        { id: '3', result: homeWins ? 0 : 1, void_factor: 0, dead_heat_factor: 1 },
      ],
    },
  ],
});

describe('settlement messages', () => {
  let database: TestDatabase;
  let broker: Broker;
  let ingestion: FeedIngestion;
  let cache: OddsCache;
  const calls: { kind: string; event: unknown }[] = [];
  const fail = { on: false };
  const T = SIM_T0;

  beforeAll(async () => {
    database = await createTestDatabase();
    broker = await createEmbeddedBroker();
    cache = new OddsCache();
    ingestion = createIngestion({ db: database.db, broker, cache, sink: recordingSink(calls, fail) });
    ingestion.handle(fixtureChange(T));
    ingestion.handle(odds(T + 1));
    await ingestion.flush();
  });
  afterAll(async () => {
    await ingestion.stop();
    await broker.close();
    await database.dispose();
  });

  const current = () =>
    database.db
      .selectFrom('market_settlements as s')
      .innerJoin('outcome_results as r', 'r.settlement_id', 's.id')
      .select([
        's.id',
        's.market_id',
        's.certainty',
        's.rolled_back_at',
        's.rollback_reason',
        's.handled_at',
        'r.outcome_id',
        'r.result',
        'r.void_factor',
        'r.dead_heat_factor',
      ])
      .where('s.fixture_id', '=', FIXTURE)
      .orderBy('s.id')
      .orderBy('r.outcome_id')
      .execute();

  it('stores each outcome result and hands the settlement to the sink once', async () => {
    ingestion.handle(settlement(T + 10, 1));
    ingestion.handle(settlement(T + 10, 1)); // re-sent: a no-op
    await ingestion.idle();
    ingestion.handle(settlement(T + 11, 1)); // the same result again later: still a no-op
    await ingestion.idle();
    const rows = await current();
    expect(
      rows.map((r) => [
        r.market_id,
        r.certainty,
        r.outcome_id,
        r.result,
        Number(r.void_factor),
        Number(r.dead_heat_factor),
      ]),
    ).toEqual([
      [1, 1, '1', 1, 0, 1],
      [1, 1, '2', 0, 0, 1],
      [1, 1, '3', 0, 0, 1],
    ]);
    expect(rows.every((r) => r.handled_at !== null)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      kind: 'settlement',
      event: {
        fixtureId: FIXTURE,
        certainty: 1,
        markets: [{ marketId: 1, specifier: '', confirmsSettlementId: null }],
      },
    });
    // The line is settled: shown to nobody, bettable by nobody.
    expect(cache.market(FIXTURE, 1, '')?.status).toBe(MARKET_STATUS.settled);
    expect(cache.quote({ matchId: FIXTURE, marketId: 1, specifier: '', outcomeId: '1' }).open).toBe(false);
  });

  it('hands the confirmed settlement over as confirming the live one', async () => {
    ingestion.handle(settlement(T + 20, 2));
    await ingestion.idle();
    const firstId = (calls[0]?.event as { markets: { settlementId: number }[] }).markets[0]!.settlementId;
    expect(calls[1]).toMatchObject({
      kind: 'settlement',
      event: { certainty: 2, markets: [{ marketId: 1, confirmsSettlementId: firstId }] },
    });
  });

  it('replaces a settlement whose result changes, with a rollback first', async () => {
    calls.length = 0;
    ingestion.handle(settlement(T + 30, 1, false));
    await ingestion.idle();
    expect(calls.map((c) => c.kind)).toEqual(['rollback_settlement', 'settlement']);
    expect(calls[0]).toMatchObject({
      event: { reason: 'replaced', markets: [{ marketId: 1, certainty: 1 }] },
    });
    const rows = await current();
    expect(
      rows
        .filter((r) => r.rolled_back_at === null && r.certainty === 1 && r.result === 1)
        .map((r) => r.outcome_id),
    ).toEqual(['3']);
  });

  it('rolls settlements back once, reopening the line for settlement', async () => {
    calls.length = 0;
    const rollback: FeedMessage = {
      type: 'rollback_bet_settlement',
      event_id: FIXTURE,
      producer: PRODUCER.live,
      timestamp: T + 40,
      markets: [{ id: 1, specifier: '' }],
    };
    ingestion.handle(rollback);
    ingestion.handle(rollback);
    await ingestion.idle();
    expect(calls.map((c) => c.kind)).toEqual(['rollback_settlement']);
    expect((calls[0]?.event as { markets: unknown[] }).markets).toHaveLength(2); // certainty 1 and 2
    expect((await current()).every((r) => r.rolled_back_at !== null)).toBe(true);
    expect(cache.market(FIXTURE, 1, '')?.status).toBe(MARKET_STATUS.deactivated);
  });

  it('stores a cancellation with its window and its rollback, each once, and keeps trading the line', async () => {
    calls.length = 0;
    const trading = cache.market(FIXTURE, 18, 'total=2.5')?.status;
    expect(trading).toBeDefined();
    const cancel: FeedMessage = {
      type: 'bet_cancel',
      event_id: FIXTURE,
      producer: PRODUCER.live,
      timestamp: T + 50,
      start_time: T,
      end_time: T + 5,
      markets: [{ id: 18, specifier: 'total=2.5' }],
    };
    ingestion.handle(cancel);
    ingestion.handle(cancel);
    await ingestion.idle();
    // Only the bets taken inside the window are void: the provider goes on trading the market.
    expect(cache.market(FIXTURE, 18, 'total=2.5')?.status).toBe(trading);
    const { type: _t, ...window } = { ...cancel, type: 'rollback_bet_cancel' as const };
    ingestion.handle({ ...window, type: 'rollback_bet_cancel', timestamp: T + 60 });
    ingestion.handle({ ...window, type: 'rollback_bet_cancel', timestamp: T + 60 });
    await ingestion.idle();
    expect(calls.map((c) => c.kind)).toEqual(['cancel', 'rollback_cancel']);
    expect(calls[0]).toMatchObject({
      event: { startTime: T, endTime: T + 5, markets: [{ marketId: 18, specifier: 'total=2.5' }] },
    });
    const rows = await database.db
      .selectFrom('cancellations')
      .selectAll()
      .where('fixture_id', '=', FIXTURE)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.start_time?.getTime()).toBe(T);
    expect(rows[0]?.rolled_back_at).not.toBeNull();
    expect(cache.market(FIXTURE, 18, 'total=2.5')?.status).toBe(trading);
  });

  it('leaves a settlement unhandled when the sink fails, and carries on', async () => {
    fail.on = true;
    ingestion.handle({
      ...settlement(T + 70, 1),
      markets: [
        {
          id: 18,
          specifier: 'total=2.5',
          outcomes: [
            { id: '12', result: 1 },
            { id: '13', result: 0 },
          ],
        },
      ],
    });
    await ingestion.idle();
    fail.on = false;
    const row = await database.db
      .selectFrom('market_settlements')
      .select(['handled_at', 'rolled_back_at'])
      .where('fixture_id', '=', FIXTURE)
      .where('market_id', '=', 18)
      .executeTakeFirst();
    expect(row).toEqual({ handled_at: null, rolled_back_at: null });
  });
});

describe('settlements of the simulated feed', () => {
  it('stores every market of a finished match, live-scouted and confirmed', async () => {
    const database = await createTestDatabase();
    const broker = await createEmbeddedBroker();
    const calls: { kind: string; event: unknown }[] = [];
    try {
      const feed = await startSimulatedFeed({
        db: database.db,
        broker,
        cache: new OddsCache(),
        sports: ['table_tennis'],
        sink: recordingSink(calls),
      });
      await feed.advance(60 * 60_000);
      const settlements = feed.delivered.filter((m) => m.type === 'bet_settlement');
      expect(settlements.length).toBeGreaterThan(0);
      const stored = await database.db
        .selectFrom('market_settlements')
        .select(['fixture_id', 'certainty'])
        .execute();
      const sent = settlements.reduce((n, m) => n + m.markets.length, 0);
      expect(stored).toHaveLength(sent);
      expect(stored.some((s) => s.certainty === 2)).toBe(true);
      expect(calls.filter((c) => c.kind === 'settlement')).toHaveLength(settlements.length);
      await feed.stop();
    } finally {
      await broker.close();
      await database.dispose();
    }
  });
});
