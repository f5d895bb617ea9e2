// Ingestion of the simulated feed into the cache and the database: validation, idempotency, stale
// and malformed messages, bet stops, full snapshots, hand-over, and a restart after a crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broker } from '../../../broker/index.ts';
import { createEmbeddedBroker } from '../../../broker/embedded-broker.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { SIM_T0, startSimulatedFeed, type SimulatedFeed } from '../../../test/feed.ts';
import { MARKET_STATUS, PRODUCER, type OddsChange } from '../messages.ts';
import { isLive, isOpenFixture, OddsCache, type CachedFixture } from '../../market-data/odds-cache.ts';
import { silentLog } from './log.ts';

const MINUTE = 60_000;

/** Every line of every open fixture, as a bettor could see it. */
function openLines(cache: OddsCache): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of cache.fixtures()) {
    if (!isOpenFixture(f)) continue;
    for (const line of f.markets.values()) {
      if (line.status !== MARKET_STATUS.active && line.status !== MARKET_STATUS.suspended) continue;
      out.set(
        `${f.id}/${line.marketId}/${line.specifier}`,
        JSON.stringify([line.status, line.producer, line.outcomes]),
      );
    }
  }
  return out;
}

function liveFixture(cache: OddsCache): CachedFixture {
  const fixture = [...cache.fixtures()].find(
    (f) =>
      isLive(f) &&
      [...f.markets.values()].some((m) => m.producer === PRODUCER.live && m.status === MARKET_STATUS.active),
  );
  if (!fixture) throw new Error('no live fixture with active lines');
  return fixture;
}

/** The live producer's current picture of a fixture as an odds_change at `timestamp`. */
function snapshotOf(fixture: CachedFixture, timestamp: number, status: 1 | -1 = 1): OddsChange {
  return {
    type: 'odds_change',
    event_id: fixture.id,
    producer: PRODUCER.live,
    timestamp,
    markets: [...fixture.markets.values()]
      .filter((m) => m.producer === PRODUCER.live && (m.status === 1 || m.status === -1))
      .map((m) => ({
        id: m.marketId,
        specifier: m.specifier,
        status,
        outcomes: m.outcomes.map((o) => ({ ...o })),
      })),
  };
}

describe('ingesting the simulated feed', () => {
  let database: TestDatabase;
  let broker: Broker;
  let cache: OddsCache;
  let feed: SimulatedFeed;
  const warnings: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    broker = await createEmbeddedBroker();
    cache = new OddsCache();
    const log = { ...silentLog, warn: (_obj: object, msg: string) => void warnings.push(msg) };
    feed = await startSimulatedFeed({ db: database.db, broker, cache, log });
    await feed.advance(30 * MINUTE);
    await feed.ingestion.flush();
  });
  afterAll(async () => {
    await feed.stop();
    await broker.close();
    await database.dispose();
  });

  it('applies the recovery snapshot and the stream to the cache and the database', async () => {
    const { stats } = feed.ingestion;
    expect(stats.malformed).toBe(0);
    expect(stats.failed).toBe(0);
    expect(stats.unknownFixture).toBe(0);
    expect(stats.byType.odds_change).toBeGreaterThan(500);
    expect(cache.size).toBeGreaterThan(150);
    expect([...cache.fixtures()].filter(isLive).length).toBeGreaterThan(5);

    const db = database.db;
    const open = await db
      .selectFrom('fixtures')
      .select(['id', 'status'])
      .where('status', 'in', ['not_started', 'live', 'ended'])
      .execute();
    expect(new Set(open.map((f) => f.id))).toEqual(new Set([...cache.fixtures()].map((f) => f.id)));

    // Every line of a live fixture is in the database exactly as in the cache.
    const fixture = liveFixture(cache);
    const rows = await db
      .selectFrom('markets as m')
      .innerJoin('outcomes as o', (j) =>
        j
          .onRef('o.fixture_id', '=', 'm.fixture_id')
          .onRef('o.market_id', '=', 'm.market_id')
          .onRef('o.specifier', '=', 'm.specifier'),
      )
      .select(['m.market_id', 'm.specifier', 'm.status', 'm.producer', 'o.outcome_id', 'o.odds', 'o.active'])
      .where('m.fixture_id', '=', fixture.id)
      .orderBy('m.market_id')
      .orderBy('m.specifier')
      .orderBy('o.position')
      .execute();
    const fromDb = rows.map(
      (r) =>
        `${r.market_id}/${r.specifier}/${r.status}/${r.producer}/${r.outcome_id}/${Number(r.odds)}/${r.active}`,
    );
    const fromCache = [...fixture.markets.values()]
      .sort(
        (a, b) =>
          a.marketId - b.marketId || (a.specifier < b.specifier ? -1 : a.specifier > b.specifier ? 1 : 0),
      )
      .flatMap((m) =>
        m.outcomes.map(
          (o) => `${m.marketId}/${m.specifier}/${m.status}/${m.producer}/${o.id}/${o.odds}/${o.active === 1}`,
        ),
      );
    expect(fromDb).toEqual(fromCache);

    const producers = await db.selectFrom('producer_state').selectAll().orderBy('producer').execute();
    expect(producers.map((p) => [p.producer, p.down])).toEqual([
      [1, false],
      [3, false],
    ]);
    expect(producers[0]?.last_applied_at?.getTime()).toBeGreaterThan(SIM_T0);
  });

  it('is idempotent: replaying every message changes, writes and publishes nothing', async () => {
    await feed.ingestion.idle();
    const before = openLines(cache);
    const published = feed.ingestion.publisher.published;
    const settlements = await database.db.selectFrom('market_settlements').select('id').execute();
    const applied = feed.ingestion.stats.applied;
    for (const message of feed.delivered) await feed.ingestion.handle(message);
    await feed.ingestion.idle();
    expect(openLines(cache)).toEqual(before);
    expect(feed.ingestion.stats.applied).toBe(
      applied + feed.delivered.filter((m) => m.type.includes('bet_') && m.type !== 'bet_stop').length,
    );
    expect(feed.ingestion.writes.pending).toBe(0);
    expect(feed.ingestion.publisher.published).toBe(published);
    expect(await database.db.selectFrom('market_settlements').select('id').execute()).toEqual(settlements);
  });

  it('drops an odds_change older than the last one applied for the event', async () => {
    const fixture = liveFixture(cache);
    const line = [...fixture.markets.values()].find((m) => m.producer === PRODUCER.live && m.status === 1)!;
    const priceBefore = line.outcomes.map((o) => o.odds);
    const old = snapshotOf(fixture, fixture.oddsTs[PRODUCER.live] - 1);
    for (const m of old.markets) for (const o of m.outcomes) o.odds = 999;
    const stale = feed.ingestion.stats.stale;
    feed.ingestion.handle(old);
    expect(feed.ingestion.stats.stale).toBe(stale + 1);
    expect(line.outcomes.map((o) => o.odds)).toEqual(priceBefore);
  });

  it('logs and skips malformed messages, and carries on', async () => {
    warnings.length = 0;
    const fixture = liveFixture(cache);
    const malformed: unknown[] = [
      null,
      'odds_change',
      42,
      { type: 'odds_change' },
      { type: 'nonsense', event_id: 1, timestamp: 1 },
      { ...snapshotOf(fixture, fixture.oddsTs[1] + 1), event_id: -5 },
      { ...snapshotOf(fixture, fixture.oddsTs[1] + 1), timestamp: 'yesterday' },
      {
        ...snapshotOf(fixture, fixture.oddsTs[1] + 1),
        markets: [{ id: 1, specifier: '', status: 1, outcomes: [{ id: '1', odds: 0.5, active: 1 }] }],
      },
      {
        ...snapshotOf(fixture, fixture.oddsTs[1] + 1),
        markets: [{ id: 18, specifier: 'total=', status: 1, outcomes: [] }],
      },
    ];
    const before = feed.ingestion.stats.malformed;
    for (const m of malformed) expect(() => feed.ingestion.handle(m)).not.toThrow();
    expect(feed.ingestion.stats.malformed - before).toBe(malformed.length);
    expect(warnings.filter((w) => w === 'feed message rejected').length).toBe(malformed.length);

    const next = snapshotOf(fixture, fixture.oddsTs[1] + 1);
    const first = next.markets[0]!;
    first.outcomes[0]!.odds = 7.77;
    feed.ingestion.handle(next);
    expect(cache.market(fixture.id, first.id, first.specifier)?.outcomes[0]?.odds).toBe(7.77);
  });

  it('suspends the lines on bet_stop and reopens them with the next odds_change', async () => {
    const fixture = liveFixture(cache);
    const ts = fixture.oddsTs[PRODUCER.live] + 1;
    const line = [...fixture.markets.values()].find((m) => m.producer === PRODUCER.live && m.status === 1)!;
    const ref = {
      matchId: fixture.id,
      marketId: line.marketId,
      specifier: line.specifier,
      outcomeId: line.outcomes[0]!.id,
    };
    const openBefore = cache.quote(ref).open || line.outcomes[0]!.active === 0;
    expect(openBefore).toBe(true);

    feed.ingestion.handle({
      type: 'bet_stop',
      event_id: fixture.id,
      producer: 1,
      timestamp: ts,
      groups: 'all',
    });
    expect(cache.quote(ref)).toMatchObject({ open: false, reason: 'market_not_active' });
    expect([...fixture.markets.values()].filter((m) => m.producer === 1).every((m) => m.status !== 1)).toBe(
      true,
    );

    // A bet_stop is a no-op when repeated; an odds_change from before it is stale.
    const duplicate = feed.ingestion.stats.duplicate;
    feed.ingestion.handle({
      type: 'bet_stop',
      event_id: fixture.id,
      producer: 1,
      timestamp: ts,
      groups: 'all',
    });
    expect(feed.ingestion.stats.duplicate).toBe(duplicate + 1);

    feed.ingestion.handle(snapshotOf(fixture, ts + 1, 1));
    expect(cache.market(fixture.id, line.marketId, line.specifier)?.status).toBe(MARKET_STATUS.active);
  });

  it('deactivates a line its producer no longer quotes (odds_change is a full snapshot)', async () => {
    const fixture = liveFixture(cache);
    const ts = fixture.oddsTs[PRODUCER.live] + 1;
    const message = snapshotOf(fixture, ts);
    const dropped = message.markets.pop()!;
    feed.ingestion.handle(message);
    expect(cache.market(fixture.id, dropped.id, dropped.specifier)?.status).toBe(MARKET_STATUS.deactivated);
    expect(
      cache.quote({
        matchId: fixture.id,
        marketId: dropped.id,
        specifier: dropped.specifier,
        outcomeId: dropped.outcomes[0]!.id,
      }),
    ).toMatchObject({ open: false, reason: 'market_not_active' });
  });

  it('lets the live producer take a line over, never the pre-match producer back', async () => {
    const fixture = liveFixture(cache);
    const line = [...fixture.markets.values()].find((m) => m.producer === PRODUCER.live && m.status === 1)!;
    const ts = Math.max(fixture.oddsTs[1], fixture.oddsTs[3]) + 1;
    feed.ingestion.handle({
      type: 'odds_change',
      event_id: fixture.id,
      producer: PRODUCER.prematch,
      timestamp: ts,
      markets: [
        {
          id: line.marketId,
          specifier: line.specifier,
          status: 1,
          outcomes: line.outcomes.map((o) => ({ ...o, odds: 50 })),
        },
      ],
    });
    expect(line.producer).toBe(PRODUCER.live);
    expect(line.outcomes.every((o) => o.odds !== 50)).toBe(true);
  });

  it('skips messages about fixtures it has never been told of', () => {
    const before = feed.ingestion.stats.unknownFixture;
    feed.ingestion.handle({ type: 'bet_stop', event_id: 99, producer: 1, timestamp: SIM_T0, groups: 'all' });
    expect(feed.ingestion.stats.unknownFixture).toBe(before + 1);
  });
});

describe('restart after a crash', () => {
  it('reloads the database, resumes from the last applied time, and the recovery snapshot heals the lost window', async () => {
    const database = await createTestDatabase();
    const broker = await createEmbeddedBroker();
    try {
      const first = new OddsCache();
      const a = await startSimulatedFeed({ db: database.db, broker, cache: first, sports: ['soccer'] });
      await a.advance(20 * MINUTE);
      await a.ingestion.flush();
      const flushedAt = a.sim.engine.now;
      // Ten more minutes are applied in memory but never written: the process dies here.
      await a.advance(10 * MINUTE);
      const crashedAt = a.sim.engine.now;

      const second = new OddsCache();
      const b = await startSimulatedFeed({
        db: database.db,
        broker,
        cache: second,
        sports: ['soccer'],
        startTime: crashedAt,
      });
      const loaded = await b.ingestion.warmStart();
      expect(loaded.lastAppliedAt).toBeGreaterThanOrEqual(flushedAt - 10_000);
      expect(loaded.lastAppliedAt).toBeLessThanOrEqual(flushedAt);
      // The stream moving past the snapshot closes fixtures the feed no longer carries.
      await b.advance(10_000);
      await a.advance(10_000);
      expect(openLines(second)).toEqual(openLines(first));
      expect(new Set([...second.fixtures()].filter(isOpenFixture).map((f) => f.id))).toEqual(
        new Set([...first.fixtures()].filter(isOpenFixture).map((f) => f.id)),
      );
      await b.stop();
      await a.sim.stop();
    } finally {
      await broker.close();
      await database.dispose();
    }
  });
});
