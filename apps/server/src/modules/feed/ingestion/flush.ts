// The odds write-behind: ingestion marks what changed (fixtures, market lines, producers, new timeline
// entries) and every interval the latest state of each is written in one transaction of multi-row
// upserts. A line that changed 50 times in the window is written once; a crash loses at most the
// window, which the feed's recovery snapshot (or a real feed's recovery from
// producer_state.last_applied_at) restores.
import type { Db } from '../../../db/database.ts';
import type { ProducerId } from '../messages.ts';
import type { Clock } from '../simulator/clock.ts';
import type { CachedFixture, CachedMarket, CachedOutcome } from '../../market-data/odds-cache.ts';
import {
  writeBatch,
  type MarketRow,
  type OutcomeRow,
  type ProducerRow,
  type WriteBatch,
} from './ingestion.repo.ts';
import type { FeedLog } from './log.ts';
import type { TimelineRow } from './timeline.repo.ts';

export interface WriteBehindOptions {
  db: Db;
  log: FeedLog;
  /** Also writes at once when this many lines are waiting (bounds a flush's size). */
  maxPendingMarkets?: number;
  /** Rows per statement (see ingestion.repo.ts): small for PGlite, large for a server. */
  chunkRows?: number;
  /** Replaces the database write (tests count batches). */
  write?: (db: Db, batch: WriteBatch) => Promise<void>;
}

export class WriteBehind {
  private catalogue = new Set<CachedFixture>();
  private fixtures = new Set<CachedFixture>();
  private markets = new Set<CachedMarket>();
  private readonly producers = new Map<ProducerId, ProducerRow>();
  private dirtyProducers = new Set<ProducerId>();
  private timelineRows: TimelineRow[] = [];
  private running: Promise<void> | null = null;
  private again = false;
  private timer: unknown;
  private clock: Clock | undefined;
  private failures = 0;
  private restUntil = 0;
  /** Batches written and rows in them, for the bench and tests. */
  readonly written = { batches: 0, fixtures: 0, markets: 0, outcomes: 0 };
  /** The outcomes array of each line as last written (only changed prices are written again). */
  private readonly pricesWritten = new WeakMap<CachedMarket, CachedOutcome[]>();

  constructor(private readonly options: WriteBehindOptions) {}

  get pending(): number {
    return this.fixtures.size + this.markets.size + this.dirtyProducers.size + this.timelineRows.length;
  }

  fixture(fixture: CachedFixture, catalogueChanged = false): void {
    this.fixtures.add(fixture);
    if (catalogueChanged) this.catalogue.add(fixture);
  }

  market(market: CachedMarket): void {
    this.markets.add(market);
    if (this.markets.size >= (this.options.maxPendingMarkets ?? 20_000)) void this.flushQuietly();
  }

  /** A new timeline entry (entries are only added, never changed). */
  timeline(row: TimelineRow): void {
    this.timelineRows.push(row);
  }

  /** The producer's row as last read or written; ingestion updates it through producer(). */
  producerState(producer: ProducerId): ProducerRow {
    let row = this.producers.get(producer);
    if (!row) {
      row = { producer, lastAliveAt: null, lastAppliedAt: null, down: false, downSince: null };
      this.producers.set(producer, row);
    }
    return row;
  }

  producer(producer: ProducerId, patch: Partial<Omit<ProducerRow, 'producer'>>): void {
    Object.assign(this.producerState(producer), patch);
    this.dirtyProducers.add(producer);
  }

  /** Notes a message applied for the producer (where a real feed's recovery would resume). */
  applied(producer: ProducerId, timestamp: number): void {
    const row = this.producerState(producer);
    if (row.lastAppliedAt === null || timestamp > row.lastAppliedAt) {
      row.lastAppliedAt = timestamp;
      this.dirtyProducers.add(producer);
    }
  }

  start(clock: Clock, intervalMs: number): void {
    this.clock = clock;
    this.timer = clock.setInterval(() => void this.onTimer(), intervalMs);
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    if (this.timer !== undefined) this.clock?.clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /**
   * Writes everything marked so far; resolves once it is in the database. Calls during a running
   * flush are folded into one more flush after it.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.writeOnce();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /**
   * A timer write, unless one is running or the last one has not had its breathing room: after a
   * write that took d ms the next waits d ms, so a slow database (PGlite shares this thread) gets at
   * most about half the time and each write covers more changes instead of falling behind.
   */
  private async onTimer(): Promise<void> {
    if (this.running || performance.now() < this.restUntil) return;
    const started = performance.now();
    await this.flushQuietly();
    const took = performance.now() - started;
    this.restUntil = performance.now() + took;
  }

  private async flushQuietly(): Promise<void> {
    try {
      await this.flush();
    } catch (err) {
      // The database may be briefly away; what was taken is marked again and retried next time.
      this.failures++;
      if (this.failures === 1 || this.failures % 100 === 0)
        this.options.log.error({ err, failures: this.failures }, 'odds write-behind failed');
    }
  }

  private async writeOnce(): Promise<void> {
    if (this.pending === 0) return;
    const batch = this.take();
    try {
      const { db, write, chunkRows } = this.options;
      await (write ? write(db, batch) : writeBatch(db, batch, chunkRows));
      for (const [line, outcomes] of batch.prices) this.pricesWritten.set(line, outcomes);
      this.written.batches++;
      this.written.fixtures += batch.fixtures.length;
      this.written.markets += batch.markets.length;
      this.written.outcomes += batch.outcomes.length;
      this.failures = 0;
    } catch (err) {
      this.putBack(batch);
      throw err;
    }
  }

  private take(): WriteBatch & {
    timeline: TimelineRow[];
    taken: CachedMarket[];
    prices: [CachedMarket, CachedOutcome[]][];
  } {
    const markets: MarketRow[] = [];
    const outcomes: OutcomeRow[] = [];
    const prices: [CachedMarket, CachedOutcome[]][] = [];
    for (const m of this.markets) {
      const line = { fixtureId: m.fixtureId, marketId: m.marketId, specifier: m.specifier };
      markets.push({ ...line, status: m.status, producer: m.producer, ts: m.ts });
      // Ingestion replaces a line's outcomes when a price changes, so the same array means no new price.
      const last = this.pricesWritten.get(m);
      if (last === m.outcomes) continue;
      m.outcomes.forEach((o, position) => {
        const before = last?.[position];
        if (before && before.id === o.id && before.odds === o.odds && before.active === o.active) return;
        outcomes.push({ ...line, outcomeId: o.id, odds: o.odds, active: o.active === 1, position });
      });
      prices.push([m, m.outcomes]);
    }
    const batch = {
      catalogue: [...this.catalogue],
      fixtures: [...this.fixtures],
      markets,
      outcomes,
      producers: [...this.dirtyProducers].map((p) => ({ ...this.producerState(p) })),
      timeline: this.timelineRows,
      taken: [...this.markets],
      prices,
    };
    this.catalogue = new Set();
    this.fixtures = new Set();
    this.markets = new Set();
    this.dirtyProducers = new Set();
    this.timelineRows = [];
    return batch;
  }

  private putBack(batch: ReturnType<WriteBehind['take']>): void {
    for (const f of batch.catalogue) this.catalogue.add(f);
    for (const f of batch.fixtures) this.fixtures.add(f);
    for (const m of batch.taken) this.markets.add(m);
    for (const p of batch.producers) this.dirtyProducers.add(p.producer);
    this.timelineRows = [...batch.timeline, ...this.timelineRows];
  }
}
