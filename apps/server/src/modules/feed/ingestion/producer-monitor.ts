// Watches each producer's alive heartbeat: a producer is down when no alive has arrived for longer
// than the timeout (on the injected clock, so tests move time by hand) or when one says subscribed=0,
// and up again at its next alive with subscribed=1. Ingestion suspends and reopens the markets.
import type { ProducerId } from '../messages.ts';
import type { Clock } from '../simulator/clock.ts';

export type DownReason = 'silent' | 'unsubscribed';

export interface ProducerMonitorOptions {
  producers: readonly ProducerId[];
  timeoutMs: number;
  clock: Clock;
  onDown(producer: ProducerId, reason: DownReason): void;
  onUp(producer: ProducerId): void;
}

export class ProducerMonitor {
  private readonly lastAlive = new Map<ProducerId, number>();
  private readonly down = new Set<ProducerId>();
  private timer: unknown;

  constructor(private readonly options: ProducerMonitorOptions) {
    if (!(options.timeoutMs > 0)) throw new RangeError('timeoutMs must be positive');
  }

  /** Starts the silence check; `down` carries the state a restart left behind. */
  start(down: readonly ProducerId[] = []): void {
    const now = this.options.clock.now();
    for (const p of this.options.producers) this.lastAlive.set(p, now);
    for (const p of down) this.down.add(p);
    const every = Math.max(10, Math.min(1_000, Math.floor(this.options.timeoutMs / 4)));
    this.timer = this.options.clock.setInterval(() => this.check(), every);
  }

  stop(): void {
    if (this.timer !== undefined) this.options.clock.clearInterval(this.timer);
    this.timer = undefined;
  }

  isDown(producer: ProducerId): boolean {
    return this.down.has(producer);
  }

  alive(producer: ProducerId, subscribed: 0 | 1): void {
    this.lastAlive.set(producer, this.options.clock.now());
    if (subscribed === 0) this.markDown(producer, 'unsubscribed');
    else if (this.down.delete(producer)) this.options.onUp(producer);
  }

  /** Marks silent producers down; runs on the timer, callable by tests. */
  check(): void {
    const now = this.options.clock.now();
    for (const p of this.options.producers) {
      const last = this.lastAlive.get(p) ?? now;
      if (now - last > this.options.timeoutMs) this.markDown(p, 'silent');
    }
  }

  private markDown(producer: ProducerId, reason: DownReason): void {
    if (this.down.has(producer)) return;
    this.down.add(producer);
    this.options.onDown(producer, reason);
  }
}
