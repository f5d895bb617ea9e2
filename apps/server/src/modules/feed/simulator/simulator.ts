// The built-in feed source: the simulation engine on a virtual clock that runs `speed` times faster than
// the wall clock, delivering messages in order to one listener (waiting for it when it is async).
// Tests drive it by hand with advanceTo() or with a ManualClock; nothing here ever sleeps.
import type { FeedListener, FeedSource } from '../feed-source.ts';
import type { FeedMessage } from '../messages.ts';
import type { SportKey } from '../../market-data/sports.ts';
import { systemClock, type Clock } from './clock.ts';
import { SimulationEngine, type EngineOptions } from './engine.ts';

export interface FeedSimulatorOptions {
  /** SIM_SEED: the same seed gives the same world. */
  seed: number | string;
  /** SIM_SPEED: virtual milliseconds per wall millisecond (1 = real time, 60 = a minute a second). */
  speed?: number;
  /** Virtual time at start (ms since epoch); default: the clock's now. */
  startTime?: number;
  /** Wall clock and timers; default: the system clock. Inject a ManualClock in tests. */
  clock?: Clock;
  /** Wall milliseconds between advances of the virtual clock (default 250). */
  tickMs?: number;
  /** Advance on the clock's timer (default true). With false, only advanceTo()/advanceBy() move the world. */
  autoAdvance?: boolean;
  /** Bookmaker margin per market, e.g. 0.06 for 6% (default). */
  margin?: number;
  /** Days ahead fixtures are announced (default 3). */
  lookaheadDays?: number;
  /** Sports to cover (default all six). */
  sports?: readonly SportKey[];
  /** Virtual milliseconds between alive heartbeats (default 10 s). */
  heartbeatIntervalMs?: number;
  /** SIM_CANCEL_RATE: share of fixtures cancelled before kick-off (default 0.01). */
  cancelRate?: number;
  /** SIM_ROLLBACK_RATE: share of finished fixtures with a wrong settlement rolled back (default 0). */
  rollbackRate?: number;
  /** SIM_BET_CANCEL_WINDOW_RATE: share of played fixtures with a window of live odds cancelled (default 0). */
  betCancelWindowRate?: number;
  /** SIM_BET_CANCEL_ROLLBACK_RATE: share of those cancellations rolled back (default 0). */
  betCancelRollbackRate?: number;
  confirmDelayMs?: number;
  /** Called when the listener throws; delivery goes on with the next message. Default: console.error. */
  onError?: (error: unknown, message: FeedMessage) => void;
}

export class FeedSimulator implements FeedSource {
  readonly name = 'simulator';
  readonly engine: SimulationEngine;
  private readonly clock: Clock;
  private readonly speed: number;
  private readonly tickMs: number;
  private readonly autoAdvance: boolean;
  private readonly startTime: number;
  private readonly onError: (error: unknown, message: FeedMessage) => void;
  private listener: FeedListener | undefined;
  private wallStart = 0;
  private timer: unknown;
  private delivering: Promise<void> = Promise.resolve();
  private busy = false;
  private stopped = false;

  constructor(options: FeedSimulatorOptions) {
    const {
      seed,
      speed = 1,
      clock = systemClock,
      tickMs = 250,
      autoAdvance = true,
      onError,
      startTime,
      ...engine
    } = options;
    if (!(speed > 0 && Number.isFinite(speed))) throw new RangeError('speed must be a positive number');
    if (!(tickMs > 0)) throw new RangeError('tickMs must be positive');
    const defined = Object.fromEntries(
      Object.entries(engine).filter(([, v]) => v !== undefined),
    ) as Partial<EngineOptions>;
    this.engine = new SimulationEngine({ ...defined, seed });
    this.clock = clock;
    this.speed = speed;
    this.tickMs = tickMs;
    this.autoAdvance = autoAdvance;
    this.startTime = startTime ?? clock.now();
    this.onError =
      onError ?? ((error, message) => console.error(`feed listener failed on ${message.type}`, error));
  }

  /** The simulator's virtual time: where the world will be advanced to on the next tick. */
  now(): number {
    if (!this.listener) return this.startTime;
    return this.startTime + (this.clock.now() - this.wallStart) * this.speed;
  }

  start(onMessage: FeedListener): void {
    if (this.listener) throw new Error('The simulator has already been started');
    this.listener = onMessage;
    this.wallStart = this.clock.now();
    this.enqueue(this.engine.start(this.startTime));
    if (this.autoAdvance) this.timer = this.clock.setInterval(() => this.tick(), this.tickMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) this.clock.clearInterval(this.timer);
    this.timer = undefined;
    await this.delivering;
  }

  /** Delivers everything due up to virtual `time`; resolves once the listener has handled it all. */
  advanceTo(time: number): Promise<void> {
    if (!this.listener) throw new Error('Call start() first');
    this.enqueue(this.engine.advanceTo(time));
    return this.delivering;
  }

  advanceBy(ms: number): Promise<void> {
    return this.advanceTo(this.engine.now + ms);
  }

  /** Resolves once every message produced so far has been delivered. */
  idle(): Promise<void> {
    return this.delivering;
  }

  private tick(): void {
    // A slow listener makes ticks skip; the next one catches up with everything due by then.
    if (this.busy || this.stopped) return;
    this.busy = true;
    this.enqueue(this.engine.advanceTo(this.now()));
    void this.delivering.finally(() => {
      this.busy = false;
    });
  }

  private enqueue(messages: readonly FeedMessage[]): void {
    if (messages.length === 0) return;
    this.delivering = this.delivering.then(() => this.deliver(messages));
  }

  private async deliver(messages: readonly FeedMessage[]): Promise<void> {
    const listener = this.listener;
    if (!listener) return;
    for (const message of messages) {
      if (this.stopped) return;
      try {
        await listener(message);
      } catch (error) {
        this.onError(error, message);
      }
    }
  }
}
