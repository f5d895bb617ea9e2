// What a bettor sees of live markets over hours of simulated play: a market is suspended only for the
// seconds around a dangerous moment (a goal, a set point, a shoot-out attempt), never for minutes, and
// nearly every price of a match in play can be taken at any moment.
import { beforeAll, describe, expect, it } from 'vitest';
import { MARKET_STATUS, marketKey, PRODUCER, type FeedMessage } from '../messages.ts';
import { SPORT_KEYS, SPORTS } from '../../market-data/sports.ts';
import { HOUR_MS } from './calendar.ts';
import { ManualClock } from './clock.ts';
import { FeedSimulator } from './simulator.ts';

const T0 = Date.UTC(2025, 2, 15, 14, 7, 0);
/** Real feeds re-open a market 5–30 s after a bet stop; a minute is the most a market may stay locked. */
const MAX_SUSPENDED_SECONDS = 60;

interface Line {
  status: number;
  since: number;
}

/** Follows the live lines as a consumer applies them (a bet_stop suspends what is open until the next odds_change). */
class LiveWatch {
  private readonly sportOf = new Map<number, number>();
  private readonly live = new Set<number>();
  private readonly lines = new Map<number, Map<string, Line>>();
  readonly longest = new Map<number, { seconds: number; what: string }>();
  readonly sportsSeen = new Set<number>();
  open = 0;
  shown = 0;

  take(m: FeedMessage): void {
    switch (m.type) {
      case 'fixture_change':
        this.sportOf.set(m.event_id, m.fixture.sport.id);
        if (m.fixture.status === 'live') {
          this.live.add(m.event_id);
          this.sportsSeen.add(m.fixture.sport.id);
        } else if (this.live.delete(m.event_id)) this.forget(m.event_id, m.timestamp);
        return;
      case 'bet_stop':
        for (const line of this.lines.get(m.event_id)?.values() ?? [])
          if (line.status === MARKET_STATUS.active) Object.assign(line, { status: -1, since: m.timestamp });
        return;
      case 'odds_change': {
        if (m.producer !== PRODUCER.live || !this.live.has(m.event_id)) return;
        const lines = this.lines.get(m.event_id) ?? new Map<string, Line>();
        this.lines.set(m.event_id, lines);
        const quoted = new Set(m.markets.map((x) => marketKey(x)));
        // Settled lines drop out of the snapshot.
        for (const key of lines.keys()) if (!quoted.has(key)) this.end(m.event_id, key, m.timestamp);
        for (const market of m.markets) {
          const key = marketKey(market);
          const line = lines.get(key);
          if (line?.status === market.status) continue;
          if (line) this.end(m.event_id, key, m.timestamp);
          lines.set(key, { status: market.status, since: m.timestamp });
        }
        return;
      }
      case 'alive':
        if (m.producer !== PRODUCER.live) return;
        // A look at every line a player could see (open or locked) of every match in play.
        for (const lines of this.lines.values())
          for (const line of lines.values()) {
            if (line.status !== MARKET_STATUS.active && line.status !== MARKET_STATUS.suspended) continue;
            this.shown++;
            if (line.status === MARKET_STATUS.active) this.open++;
          }
        return;
      default:
        return;
    }
  }

  private end(eventId: number, key: string, at: number): void {
    const lines = this.lines.get(eventId);
    const line = lines?.get(key);
    if (!lines || !line) return;
    lines.delete(key);
    if (line.status !== MARKET_STATUS.suspended) return;
    const sport = this.sportOf.get(eventId) ?? 0;
    const seconds = (at - line.since) / 1000;
    if (seconds > (this.longest.get(sport)?.seconds ?? 0))
      this.longest.set(sport, {
        seconds,
        what: `match ${eventId} market ${key} from ${new Date(line.since).toISOString()}`,
      });
  }

  private forget(eventId: number, at: number): void {
    for (const key of [...(this.lines.get(eventId)?.keys() ?? [])]) this.end(eventId, key, at);
    this.lines.delete(eventId);
  }
}

describe('live suspensions (all sports, two hours at 1200× speed)', () => {
  const watch = new LiveWatch();

  beforeAll(async () => {
    const clock = new ManualClock(T0);
    const simulator = new FeedSimulator({ seed: 7, speed: 1200, clock, startTime: T0, lookaheadDays: 1 });
    simulator.start((m) => watch.take(m));
    const wallMs = (2 * HOUR_MS) / 1200;
    for (let ms = 0; ms < wallMs; ms += 1000) {
      clock.advance(1000);
      await simulator.idle();
    }
    await simulator.stop();
  }, 120_000);

  it('watches matches of every sport in play', () => {
    for (const sport of SPORT_KEYS) expect(watch.sportsSeen, sport).toContain(SPORTS[sport].id);
  });

  it(`never keeps a market suspended for more than ${MAX_SUSPENDED_SECONDS} seconds`, () => {
    for (const sport of SPORT_KEYS) {
      const longest = watch.longest.get(SPORTS[sport].id);
      expect(longest, `${sport}: no bet stop seen`).toBeDefined();
      expect(longest!.seconds, `${sport}: ${longest!.what}`).toBeLessThanOrEqual(MAX_SUSPENDED_SECONDS);
    }
  });

  it('keeps nearly every live price open at any moment', () => {
    expect(watch.shown).toBeGreaterThan(10_000);
    expect(watch.open / watch.shown).toBeGreaterThan(0.95);
  });
});
