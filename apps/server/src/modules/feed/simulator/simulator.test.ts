import { describe, expect, it } from 'vitest';
import { feedMessageSchema, marketKey, type FeedMessage } from '../messages.ts';
import { SPORT_KEYS } from '../../market-data/sports.ts';
import { HOUR_MS, MINUTE_MS } from './calendar.ts';
import { ManualClock } from './clock.ts';
import { SimulationEngine } from './engine.ts';
import { FeedSimulator } from './simulator.ts';

const T0 = Date.UTC(2025, 2, 15, 14, 7, 0);
const WINDOW = 3 * HOUR_MS;

function of<T extends FeedMessage['type']>(
  messages: FeedMessage[],
  type: T,
): Extract<FeedMessage, { type: T }>[] {
  return messages.filter((m): m is Extract<FeedMessage, { type: T }> => m.type === type);
}

describe('simulation engine (all sports, three hours)', () => {
  const engine = new SimulationEngine({ seed: 42 });
  const snapshot = engine.start(T0);
  const inFeedAtStart = engine.fixtures().map((f) => f.id);
  const liveAt: Record<string, number>[] = [];
  const stream: FeedMessage[] = [];
  for (let t = T0 + HOUR_MS / 2; t <= T0 + WINDOW; t += HOUR_MS / 2) {
    stream.push(...engine.advanceTo(t));
    const live: Record<string, number> = {};
    for (const f of engine.liveFixtures()) live[f.sport] = (live[f.sport] ?? 0) + 1;
    liveAt.push(live);
  }
  const all = [...snapshot, ...stream];

  it('emits only messages that parse with the feed schemas, in time order', () => {
    for (const message of all) expect(feedMessageSchema.safeParse(message).error).toBeUndefined();
    for (let i = 1; i < stream.length; i++)
      expect(stream[i]!.timestamp).toBeGreaterThanOrEqual(stream[i - 1]!.timestamp);
    const types = new Set(all.map((m) => m.type));
    for (const type of ['fixture_change', 'odds_change', 'bet_stop', 'bet_settlement', 'alive'] as const)
      expect(types).toContain(type);
  });

  it('starts with a recovery snapshot of every fixture in the feed', () => {
    const announced = of(snapshot, 'fixture_change').map((m) => m.event_id);
    expect(announced).toEqual(inFeedAtStart);
    expect(announced.length).toBeGreaterThan(100);
    expect(of(snapshot, 'fixture_change').every((m) => m.change_type === 'recovery')).toBe(true);
    expect(of(snapshot, 'odds_change').length).toBe(announced.length);
  });

  it('keeps matches of every sport in play', () => {
    for (const live of liveAt)
      for (const sport of SPORT_KEYS)
        expect(live[sport] ?? 0, `${sport} at ${JSON.stringify(live)}`).toBeGreaterThan(0);
  });

  it('announces fixtures days ahead: at least 40 soccer matches a day across many countries', () => {
    const tomorrow = Math.floor(T0 / 86_400_000) + 1;
    const soccer = of(all, 'fixture_change').filter(
      (m) => m.fixture.sport.id === 1 && Math.floor(m.fixture.start_time / 86_400_000) === tomorrow,
    );
    const ids = new Set(soccer.map((m) => m.event_id));
    expect(ids.size).toBeGreaterThanOrEqual(40);
    expect(new Set(soccer.map((m) => m.fixture.category.name)).size).toBeGreaterThanOrEqual(10);
    const furthest = Math.max(...of(all, 'fixture_change').map((m) => m.fixture.start_time));
    expect(furthest - T0).toBeGreaterThan(2 * 24 * HOUR_MS);
  });

  it('sends alive for the live and the pre-match producer every 10 seconds', () => {
    const alive = of(stream, 'alive');
    for (const producer of [1, 3]) {
      const times = alive.filter((m) => m.producer === producer).map((m) => m.timestamp);
      expect(times.length).toBe(WINDOW / 10_000);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBe(10_000);
    }
  });

  it('plays a soccer match from kick-off to close: hand-over, live odds, stops, settlement of every market', () => {
    const kickoff = of(stream, 'fixture_change').find(
      (m) => m.fixture.sport.id === 1 && m.fixture.status === 'live' && m.timestamp < T0 + 50 * MINUTE_MS,
    );
    expect(kickoff).toBeDefined();
    const id = kickoff!.event_id;
    const mine = all.filter((m) => 'event_id' in m && m.event_id === id);
    const odds = of(mine, 'odds_change');
    const handover = odds.find((m) => m.producer === 3 && m.timestamp === kickoff!.timestamp);
    expect(handover?.markets.every((m) => m.status === -2)).toBe(true);

    const live = odds.filter((m) => m.producer === 1 && m.sport_event_status?.status === 'live');
    const minutes = live.map((m) => m.sport_event_status?.match_time ?? 0);
    for (let i = 1; i < minutes.length; i++) expect(minutes[i]).toBeGreaterThanOrEqual(minutes[i - 1]!);
    expect(Math.max(...minutes)).toBe(90);

    // Every bet stop is followed by a fresh live odds_change re-opening the markets.
    const stops = of(mine, 'bet_stop');
    expect(stops.length).toBeGreaterThan(0);
    for (const stop of stops) {
      const reopen = live.find((m) => m.timestamp > stop.timestamp);
      expect(reopen?.markets.some((m) => m.status === 1)).toBe(true);
    }

    const settlements = of(mine, 'bet_settlement');
    const halfTime = settlements.find(
      (s) => s.certainty === 1 && s.markets.every((m) => m.id === 60 || m.id === 68),
    );
    expect(halfTime).toBeDefined();
    const confirmed = settlements.find((s) => s.certainty === 2);
    expect(confirmed).toBeDefined();
    const offered = new Set(odds.flatMap((m) => m.markets.map(marketKey)));
    const settledOnce = new Set(
      settlements.filter((s) => s.certainty === 1).flatMap((s) => s.markets.map(marketKey)),
    );
    const settledConfirmed = new Set(confirmed!.markets.map(marketKey));
    for (const key of offered) {
      expect(settledOnce.has(key), key).toBe(true);
      expect(settledConfirmed.has(key), key).toBe(true);
    }

    const final = odds.at(-1)!.sport_event_status!;
    expect(final.status).toBe('ended');
    const x12 = confirmed!.markets.find((m) => m.id === 1)!;
    const winner =
      final.home_score > final.away_score ? '1' : final.home_score === final.away_score ? '2' : '3';
    expect(x12.outcomes.find((o) => o.result === 1)?.id).toBe(winner);

    const statuses = of(mine, 'fixture_change').map((m) => m.fixture.status);
    expect(statuses.slice(-3)).toEqual(['live', 'ended', 'closed']);
  });
});

describe('determinism', () => {
  const run = (seed: number | string, sports = SPORT_KEYS) => {
    const engine = new SimulationEngine({ seed, sports });
    return [...engine.start(T0), ...engine.advanceTo(T0 + 30 * MINUTE_MS)];
  };

  it('gives the same fixtures and odds for the same seed, others for another seed', () => {
    const a = run('slipstream', ['soccer', 'ice_hockey']);
    const b = run('slipstream', ['soccer', 'ice_hockey']);
    expect(b).toEqual(a);
    const c = run('another', ['soccer', 'ice_hockey']);
    const names = (ms: FeedMessage[]) =>
      of(ms, 'fixture_change').map(
        (m) => `${m.fixture.competitors.home.name} v ${m.fixture.competitors.away.name}`,
      );
    expect(names(c)).not.toEqual(names(a));
    const prices = (ms: FeedMessage[]) =>
      of(ms, 'odds_change').flatMap((m) => m.markets.flatMap((k) => k.outcomes.map((o) => o.odds)));
    expect(prices(c)).not.toEqual(prices(a));
  });

  it('rebuilds the same world when started later (a restart loses nothing)', () => {
    const sports = ['soccer', 'basketball', 'tennis'] as const;
    const early = new SimulationEngine({ seed: 9, sports });
    early.start(T0);
    early.advanceTo(T0 + 100 * MINUTE_MS);
    const late = new SimulationEngine({ seed: 9, sports });
    expect(late.start(T0 + 100 * MINUTE_MS)).toEqual(early.snapshot());
  });
});

describe('FeedSimulator', () => {
  it('runs on a virtual clock: at speed 60 a wall minute plays an hour, in order, through an async listener', async () => {
    const clock = new ManualClock(1_000_000);
    const sim = new FeedSimulator({
      seed: 5,
      speed: 60,
      clock,
      startTime: T0,
      tickMs: 500,
      sports: ['table_tennis'],
    });
    const received: FeedMessage[] = [];
    sim.start(async (message) => {
      await Promise.resolve();
      received.push(message);
    });
    for (let i = 0; i < 120; i++) {
      clock.advance(500);
      await sim.idle();
    }
    expect(sim.now()).toBe(T0 + HOUR_MS);
    expect(sim.engine.now).toBe(T0 + HOUR_MS);
    const alive = of(received, 'alive').filter((m) => m.producer === 1);
    expect(alive.at(-1)?.timestamp).toBe(T0 + HOUR_MS - ((T0 + HOUR_MS) % 10_000));
    for (let i = 1; i < received.length; i++)
      expect(received[i]!.timestamp).toBeGreaterThanOrEqual(received[i - 1]!.timestamp);
    expect(of(received, 'bet_settlement').length).toBeGreaterThan(0);
    await sim.stop();
  });

  it('is driven by hand without a timer, reports listener errors and goes on, and stops cleanly', async () => {
    const errors: string[] = [];
    const sim = new FeedSimulator({
      seed: 5,
      startTime: T0,
      autoAdvance: false,
      sports: ['table_tennis'],
      onError: (_error, message) => errors.push(message.type),
    });
    const seen: string[] = [];
    sim.start((message) => {
      seen.push(message.type);
      if (message.type === 'bet_stop') throw new Error('consumer failed');
    });
    await sim.advanceBy(30 * MINUTE_MS);
    expect(sim.engine.now).toBe(T0 + 30 * MINUTE_MS);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((t) => t === 'bet_stop')).toBe(true);
    expect(seen.filter((t) => t === 'odds_change').length).toBeGreaterThan(0);
    await sim.stop();
    expect(() => sim.start(() => undefined)).toThrow();
  });
});
