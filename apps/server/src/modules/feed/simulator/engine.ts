// The simulated world on a virtual clock: builds the calendar days as they come into view, runs every
// fixture's lifecycle and the producers' heartbeats in time order, and returns the messages due up to
// a given time. Synchronous and pure — the same seed and times give the same messages; starting later
// gives the same world (fixtures are fast-forwarded to the start time without emitting).
import { PRODUCER, type FeedMessage } from '../messages.ts';
import { SPORT_KEYS, type SportKey } from '../../market-data/sports.ts';
import { Calendar, dayOf, type SimFixture } from './calendar.ts';
import { FixtureLifecycle, type LifecycleOptions } from './fixture-lifecycle.ts';
import { Rng, seedFrom } from './rng.ts';

export interface EngineOptions extends LifecycleOptions {
  seed: number | string;
  lookaheadDays: number;
  sports: readonly SportKey[];
  heartbeatIntervalMs: number;
}

export const DEFAULT_ENGINE_OPTIONS: Omit<EngineOptions, 'seed'> = {
  margin: 0.06,
  lookaheadDays: 3,
  sports: SPORT_KEYS,
  heartbeatIntervalMs: 10_000,
  cancelRate: 0.01,
  rollbackRate: 0,
  // Off unless asked for, as wrong settlements are: they take money back from players. The server's
  // configuration (SIM_BET_CANCEL_*) turns them on.
  betCancelWindowRate: 0,
  betCancelRollbackRate: 0,
  confirmDelayMs: 10 * 60_000,
};

const RATES = ['cancelRate', 'rollbackRate', 'betCancelWindowRate', 'betCancelRollbackRate'] as const;

/** A min-heap of lifecycles by (next time, fixture id): equal times run in id order, deterministically. */
class LifecycleQueue {
  private readonly heap: { time: number; lc: FixtureLifecycle }[] = [];

  get size(): number {
    return this.heap.length;
  }

  peekTime(): number {
    return this.heap[0]?.time ?? Infinity;
  }

  push(lc: FixtureLifecycle): void {
    const time = lc.nextTime();
    if (time === Infinity) return;
    this.heap.push({ time, lc });
    let i = this.heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): FixtureLifecycle | undefined {
    const top = this.heap[0];
    const last = this.heap.pop();
    if (!top || !last) return undefined;
    if (this.heap.length > 0) {
      this.heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.heap.length && this.less(l, m)) m = l;
        if (r < this.heap.length && this.less(r, m)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top.lc;
  }

  all(): FixtureLifecycle[] {
    return this.heap.map((e) => e.lc);
  }

  private less(a: number, b: number): boolean {
    const x = this.heap[a];
    const y = this.heap[b];
    if (!x || !y) return false;
    return x.time < y.time || (x.time === y.time && x.lc.id < y.lc.id);
  }

  private swap(a: number, b: number): void {
    const x = this.heap[a];
    const y = this.heap[b];
    if (!x || !y) return;
    this.heap[a] = y;
    this.heap[b] = x;
  }
}

export class SimulationEngine {
  readonly options: EngineOptions;
  private readonly rng: Rng;
  private readonly calendar: Calendar;
  private readonly queue = new LifecycleQueue();
  private current = -Infinity;
  private nextDay = 0;
  private nextHeartbeat = Infinity;

  constructor(options: Partial<EngineOptions> & Pick<EngineOptions, 'seed'>) {
    this.options = { ...DEFAULT_ENGINE_OPTIONS, ...options };
    const { margin, lookaheadDays, heartbeatIntervalMs } = this.options;
    if (!(margin >= 0 && margin <= 0.25)) throw new RangeError('margin must be within [0, 0.25]');
    if (!(Number.isInteger(lookaheadDays) && lookaheadDays >= 1))
      throw new RangeError('lookaheadDays must be an integer >= 1');
    if (!(heartbeatIntervalMs >= 1_000)) throw new RangeError('heartbeatIntervalMs must be >= 1000');
    for (const rate of RATES) {
      const value = this.options[rate];
      if (!(value >= 0 && value <= 1)) throw new RangeError(`${rate} must be within [0, 1]`);
    }
    this.rng = new Rng(seedFrom(this.options.seed));
    this.calendar = new Calendar(this.rng.fork('calendar'), { lookaheadDays, sports: this.options.sports });
  }

  /** The virtual time the world has been advanced to. */
  get now(): number {
    return this.current;
  }

  /**
   * Builds the world as it stands at `time` and returns the recovery snapshot: both producers' alive,
   * then fixture_change and odds_change for every fixture in the feed (and bet_stop where bets are stopped).
   */
  start(time: number): FeedMessage[] {
    if (this.current !== -Infinity) throw new Error('The simulation has already started');
    this.current = time;
    const today = dayOf(time);
    for (let day = today - 1; day <= today + this.options.lookaheadDays; day++) this.addDay(day, time);
    this.nextDay = today + this.options.lookaheadDays + 1;
    const interval = this.options.heartbeatIntervalMs;
    this.nextHeartbeat = Math.floor(time / interval) * interval + interval;
    return this.snapshot();
  }

  /** The recovery snapshot at the current time (what a consumer connecting now needs). */
  snapshot(): FeedMessage[] {
    const out: FeedMessage[] = this.alive(this.current);
    const lifecycles = this.queue.all().sort((a, b) => a.id - b.id);
    for (const lc of lifecycles) lc.recover(this.current, out);
    return out;
  }

  /** Runs the world to `time` (inclusive) and returns the messages in order. */
  advanceTo(time: number): FeedMessage[] {
    if (this.current === -Infinity) throw new Error('Call start() first');
    const out: FeedMessage[] = [];
    if (time <= this.current) return out;
    for (;;) {
      const dayAt = this.calendar.firstPublishOf(this.nextDay);
      const t = Math.min(this.nextHeartbeat, dayAt, this.queue.peekTime());
      if (t > time) break;
      if (t === this.nextHeartbeat) {
        out.push(...this.alive(t));
        this.nextHeartbeat += this.options.heartbeatIntervalMs;
      } else if (t === dayAt) {
        this.addDay(this.nextDay, t);
        this.nextDay++;
      } else {
        const lc = this.queue.pop();
        if (!lc) break;
        lc.step(out);
        this.queue.push(lc);
      }
    }
    this.current = time;
    return out;
  }

  /** Fixtures currently in the feed (announced, not yet closed). */
  fixtures(): SimFixture[] {
    return this.queue
      .all()
      .filter((lc) => lc.fixture.publishTime <= this.current)
      .map((lc) => lc.fixture)
      .sort((a, b) => a.id - b.id);
  }

  /** Fixtures in play right now. */
  liveFixtures(): SimFixture[] {
    return this.queue
      .all()
      .filter((lc) => lc.isLive)
      .map((lc) => lc.fixture)
      .sort((a, b) => a.id - b.id);
  }

  private alive(at: number): FeedMessage[] {
    return [
      { type: 'alive', producer: PRODUCER.live, timestamp: at, subscribed: 1 },
      { type: 'alive', producer: PRODUCER.prematch, timestamp: at, subscribed: 1 },
    ];
  }

  /** Adds a day's fixtures; events up to `now` are fast-forwarded silently, finished fixtures skipped. */
  private addDay(day: number, now: number): void {
    for (const fixture of this.calendar.fixturesOfDay(day)) {
      const lc = new FixtureLifecycle(fixture, this.rng.fork('fixture', fixture.id), this.options);
      if (lc.latestEnd < now) continue;
      while (lc.nextTime() <= now) lc.step(null);
      if (!lc.isDone) this.queue.push(lc);
    }
  }
}
