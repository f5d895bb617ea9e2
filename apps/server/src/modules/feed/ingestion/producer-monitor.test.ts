// A producer whose heartbeat stops has every market suspended (and browsers told), and reopened when
// it comes back; time moves on a hand-driven clock, never the wall clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broker } from '../../../broker/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { startSimulatedFeed, type SimulatedFeed } from '../../../test/feed.ts';
import { MARKET_STATUS, PRODUCER, type ProducerId } from '../messages.ts';
import { ManualClock } from '../simulator/clock.ts';
import { isLive, OddsCache, type SelectionRef } from '../../market-data/odds-cache.ts';
import { ProducerMonitor } from './producer-monitor.ts';

interface Published {
  topic: string;
  payload: Record<string, unknown>;
}

function recordingBroker(published: Published[]): Broker {
  return {
    kind: 'embedded',
    publish: async (topic, payload) => {
      published.push({ topic, payload: payload as Record<string, unknown> });
    },
    admit: async () => undefined,
    isReady: () => true,
    attach: () => undefined,
    close: async () => undefined,
  };
}

describe('ProducerMonitor', () => {
  it('marks a producer down after the timeout without alive, and up at its next alive', () => {
    const clock = new ManualClock(0);
    const events: string[] = [];
    const monitor = new ProducerMonitor({
      producers: [1, 3],
      timeoutMs: 30_000,
      clock,
      onDown: (p, reason) => events.push(`down ${p} ${reason}`),
      onUp: (p) => events.push(`up ${p}`),
    });
    monitor.start();
    clock.advance(20_000);
    monitor.alive(1, 1);
    clock.advance(20_000);
    expect(events).toEqual(['down 3 silent']);
    clock.advance(15_000);
    expect(events).toEqual(['down 3 silent', 'down 1 silent']);
    monitor.alive(3, 1);
    monitor.alive(3, 0);
    monitor.alive(3, 1);
    expect(events.slice(2)).toEqual(['up 3', 'down 3 unsubscribed', 'up 3']);
    monitor.stop();
  });
});

describe('producer down and up, through ingestion', () => {
  let database: TestDatabase;
  let cache: OddsCache;
  let feed: SimulatedFeed;
  const published: Published[] = [];
  let live: SelectionRef;
  let prematch: SelectionRef;

  const firstOpen = (producer: ProducerId): SelectionRef => {
    for (const f of cache.fixtures()) {
      if (isLive(f) !== (producer === PRODUCER.live)) continue;
      for (const m of f.markets.values()) {
        const o = m.outcomes.find((x) => x.active === 1);
        if (m.producer === producer && m.status === MARKET_STATUS.active && o)
          return { matchId: f.id, marketId: m.marketId, specifier: m.specifier, outcomeId: o.id };
      }
    }
    throw new Error(`no open selection of producer ${producer}`);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    cache = new OddsCache();
    feed = await startSimulatedFeed({
      db: database.db,
      broker: recordingBroker(published),
      cache,
      sports: ['soccer'],
      producerTimeoutMs: 30_000,
    });
    await feed.advance(2 * 60_000);
    live = firstOpen(PRODUCER.live);
    prematch = firstOpen(PRODUCER.prematch);
  });
  afterAll(async () => {
    await feed.stop();
    await database.dispose();
  });

  it('keeps both producers up while heartbeats arrive', () => {
    expect(cache.downProducers()).toEqual([]);
    expect(cache.quote(live).open).toBe(true);
    expect(cache.quote(prematch).open).toBe(true);
  });

  it('suspends every market of a silent producer and tells browsers with bet_stop', async () => {
    published.length = 0;
    feed.clock.advance(31_000); // the wall clock moves, the feed says nothing
    await feed.ingestion.idle();
    expect(cache.downProducers().sort()).toEqual([1, 3]);
    expect(cache.quote(live)).toMatchObject({ open: false, reason: 'producer_down' });
    expect(cache.quote(prematch)).toMatchObject({ open: false, reason: 'producer_down' });

    const stops = published.filter((p) => p.topic.includes('/bet_stop/'));
    expect(stops.map((p) => p.topic)).toContain(`feeds/live/bet_stop/${live.matchId}`);
    expect(stops.map((p) => p.topic)).toContain(`feeds/prematch/bet_stop/${prematch.matchId}`);
    expect(stops.find((p) => p.topic.endsWith(`/${live.matchId}`))?.payload).toMatchObject({
      event_id: live.matchId,
      match_id: live.matchId,
      reason: 'producer_down',
    });

    // Bettors see the open lines locked (the sports API shows the cache's effective status), and the
    // database records the producer down.
    const fixture = cache.fixture(live.matchId)!;
    const open = [...fixture.markets.values()].filter((m) => m.status === MARKET_STATUS.active);
    expect(open.length).toBeGreaterThan(0);
    expect(
      open.every(
        (m) =>
          cache.effectiveStatus(m) === MARKET_STATUS.suspended &&
          m.outcomes.every((o) => cache.effectiveActive(fixture, m, o) === 0),
      ),
    ).toBe(true);
    await feed.ingestion.flush();
    const states = await database.db
      .selectFrom('producer_state')
      .select(['producer', 'down'])
      .orderBy('producer')
      .execute();
    expect(states).toEqual([
      { producer: 1, down: true },
      { producer: 3, down: true },
    ]);
  });

  it('reopens them when the heartbeat returns, publishing the open prices', async () => {
    published.length = 0;
    await feed.sim.advanceBy(10_000); // the next alive of both producers
    await feed.ingestion.idle();
    expect(cache.downProducers()).toEqual([]);
    expect(cache.quote(live).open || cache.quote(live).reason !== 'producer_down').toBe(true);
    const reopened = published.find((p) => p.topic === `feeds/prematch/odds_change/${prematch.matchId}`);
    expect(reopened).toBeDefined();
    const markets = reopened!.payload.markets as { outcomes: { active: number }[] }[];
    expect(markets.some((m) => m.outcomes.some((o) => o.active === 1))).toBe(true);
    await feed.ingestion.flush();
    const states = await database.db
      .selectFrom('producer_state')
      .select(['producer', 'down'])
      .orderBy('producer')
      .execute();
    expect(states.every((s) => !s.down)).toBe(true);
  });

  it('takes a producer down at once when its alive says subscribed=0', async () => {
    const ts = cache.feedTime() + 1;
    feed.ingestion.handle({ type: 'alive', producer: PRODUCER.prematch, timestamp: ts, subscribed: 0 });
    expect(cache.downProducers()).toEqual([PRODUCER.prematch]);
    feed.ingestion.handle({ type: 'alive', producer: PRODUCER.prematch, timestamp: ts + 1, subscribed: 1 });
    expect(cache.downProducers()).toEqual([]);
  });
});
