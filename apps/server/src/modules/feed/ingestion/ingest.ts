// Feed ingestion: validates each message a FeedSource delivers, applies it to the odds cache in feed
// order (synchronously, O(lines of the event)), marks it for the database write-behind and the
// publisher (timeline entries too), stores settlements and hands them to the bets module, and
// watches producer heartbeats. A malformed, duplicate or stale message is counted and skipped;
// nothing here throws at the source.
import type { Broker } from '../../../broker/index.ts';
import type { Db } from '../../../db/database.ts';
import type { FeedSource } from '../feed-source.ts';
import {
  feedMessageSchema,
  MARKET_STATUS,
  PRODUCER,
  type FeedMessage,
  type ProducerId,
} from '../messages.ts';
import { systemClock, type Clock } from '../simulator/clock.ts';
import { loadCache, type LoadedState } from '../../market-data/cache-refresh.ts';
import type { CachedFixture, OddsCache } from '../../market-data/odds-cache.ts';
import type { ApplyContext, ApplyResult } from './apply-context.ts';
import { applyFixtureChange, setFixtureStatus } from './apply-fixture.ts';
import { applyBetStop, applyOddsChange } from './apply-odds.ts';
import { applySettlementToOdds } from './apply-settlement.ts';
import { applyTimelineEvent } from './apply-timeline.ts';
import { WriteBehind } from './flush.ts';
import { EMBEDDED_CHUNK_ROWS, readProducers, SERVER_CHUNK_ROWS } from './ingestion.repo.ts';
import { silentLog, type FeedLog } from './log.ts';
import { ProducerMonitor, type DownReason } from './producer-monitor.ts';
import { FeedPublisher, type Schedule } from './publisher.ts';
import { RecoveryTracker } from './recovery.ts';
import { storeOnlySettlementSink, type SettlementSink } from './settlement-sink.ts';
import { SettlementStore } from './settlement-store.ts';
import { MatchTimelines } from './timelines.ts';

/** A source that can replay what a producer sent since a time (a real feed's recovery request). */
export interface RecoverableFeedSource extends FeedSource {
  requestRecovery(producer: ProducerId, since: number | null): void;
}

export interface IngestionOptions {
  db: Db;
  broker: Broker;
  cache: OddsCache;
  log?: FeedLog;
  /** Wall clock and timers for heartbeats and the write-behind; a ManualClock in tests. */
  clock?: Clock;
  sink?: SettlementSink;
  /** FEED_PRODUCER_TIMEOUT_MS: a producer without alive for longer is down. */
  producerTimeoutMs?: number;
  /** FEED_FLUSH_INTERVAL_MS: how often the write-behind writes. */
  flushIntervalMs?: number;
  /** Which database it writes to: PGlite shares this thread, so its writes go in small statements. */
  databaseKind?: 'pglite' | 'postgres';
  /** When collected changes are published (default: next turn of the event loop). */
  schedulePublish?: Schedule;
  /**
   * The source acknowledges what it delivered once commit() says it is committed (a real feed's
   * queue): settlements the database refuses are then never given up on, only retried, because an
   * acknowledged message is not sent again.
   */
  acknowledgingSource?: boolean;
}

export interface IngestionStats {
  received: number;
  applied: number;
  duplicate: number;
  stale: number;
  malformed: number;
  unknownFixture: number;
  failed: number;
  /** Messages by type, of those that parsed. */
  byType: Partial<Record<FeedMessage['type'], number>>;
}

const PRODUCERS: readonly ProducerId[] = [PRODUCER.live, PRODUCER.prematch];
const FINISHED_KEPT_MS = 2 * 24 * 3_600_000;
/** Settlement messages waiting to be stored beyond which the source is made to wait. */
const SETTLEMENT_BACKLOG = 1_000;
/** A commit the database refused is tried again after this pause. */
const COMMIT_RETRY_MS = 1_000;

export class FeedIngestion {
  readonly cache: OddsCache;
  readonly writes: WriteBehind;
  readonly publisher: FeedPublisher;
  readonly monitor: ProducerMonitor;
  readonly stats: IngestionStats = {
    received: 0,
    applied: 0,
    duplicate: 0,
    stale: 0,
    malformed: 0,
    unknownFixture: 0,
    failed: 0,
    byType: {},
  };
  private readonly ctx: ApplyContext;
  private readonly settlements: SettlementStore;
  private readonly recovery = new RecoveryTracker();
  private readonly clock: Clock;
  private readonly log: FeedLog;
  private source: FeedSource | undefined;
  private loaded: LoadedState | undefined;
  private stopping = false;
  private commitFailures = 0;

  constructor(private readonly options: IngestionOptions) {
    this.cache = options.cache;
    this.clock = options.clock ?? systemClock;
    this.log = options.log ?? silentLog;
    this.writes = new WriteBehind({
      db: options.db,
      log: this.log,
      chunkRows: options.databaseKind === 'postgres' ? SERVER_CHUNK_ROWS : EMBEDDED_CHUNK_ROWS,
    });
    this.publisher = new FeedPublisher({
      broker: options.broker,
      cache: options.cache,
      log: this.log,
      ...(options.schedulePublish ? { schedule: options.schedulePublish } : {}),
    });
    this.ctx = {
      cache: this.cache,
      writes: this.writes,
      publisher: this.publisher,
      finished: new Map(),
      timelines: new MatchTimelines(),
    };
    this.settlements = new SettlementStore({
      db: options.db,
      sink: options.sink ?? storeOnlySettlementSink,
      log: this.log,
      ...(options.acknowledgingSource ? { giveUp: false } : {}),
    });
    this.monitor = new ProducerMonitor({
      producers: PRODUCERS,
      timeoutMs: options.producerTimeoutMs ?? 30_000,
      clock: this.clock,
      onDown: (p, reason) => this.producerDown(p, reason),
      onUp: (p) => this.producerUp(p),
    });
  }

  /**
   * Loads what the database holds into the cache (a restart resumes from it). Answers the feed time
   * of the last message applied before, where a source should resume.
   */
  async warmStart(): Promise<LoadedState> {
    if (!this.loaded) {
      this.loaded = await loadCache(this.options.db, this.cache);
      await this.ctx.timelines.load(this.options.db);
      // Each producer resumes from its own row: a quiet pre-match producer is not taken as caught up
      // by the live one's progress. Its last alive is not taken over: the first heartbeat after a
      // restart is what proves the producer alive.
      for (const saved of await readProducers(this.options.db)) {
        if (!PRODUCERS.includes(saved.producer)) continue;
        Object.assign(this.writes.producerState(saved.producer), {
          lastAppliedAt: saved.lastAppliedAt,
          down: saved.down,
          downSince: saved.downSince,
        });
      }
    }
    return this.loaded;
  }

  /** Where a producer's messages resume after a restart: the feed time of its last one committed. */
  resumeFrom(producer: ProducerId): number | null {
    return this.writes.producerState(producer).lastAppliedAt;
  }

  /** Starts the timers and the source (after a warm start). */
  async start(source: FeedSource): Promise<void> {
    if (this.source) throw new Error('Ingestion has already been started');
    const loaded = await this.warmStart();
    this.source = source;
    this.monitor.start(loaded.down);
    this.writes.start(this.clock, this.options.flushIntervalMs ?? 200);
    source.start((message) => this.handle(message));
    this.log.info({ source: source.name, fixtures: loaded.fixtures }, 'feed ingestion started');
  }

  /** Stops the source, then lets settlements, publishing and the last database write finish. */
  async stop(): Promise<void> {
    // What the database refuses now is left to the source's redelivery rather than retried for ever.
    this.stopping = true;
    this.settlements.stopRetrying();
    await this.source?.stop();
    this.monitor.stop();
    await this.settlements.idle();
    await this.publisher.idle();
    await this.writes.stop();
  }

  /** Resolves once settlements are stored and changes published (not written: see flush). */
  async idle(): Promise<void> {
    await this.settlements.idle();
    await this.publisher.idle();
  }

  /** Writes the write-behind now. */
  flush(): Promise<void> {
    return this.writes.flush();
  }

  /**
   * Resolves once everything applied so far is in the database: its settlements stored and the
   * write-behind written (in one transaction, shared by the commits asked for while one runs). A
   * database that refuses is asked again until it answers, so an acknowledging source waits rather
   * than acknowledging what is not stored; rejects only when stopping.
   */
  async commit(): Promise<void> {
    // Settlements retry on their own (see SettlementStore): this resolves once they are stored.
    await this.settlements.idle();
    for (;;) {
      try {
        await this.writes.flush();
        this.commitFailures = 0;
        break;
      } catch (err) {
        if (this.stopping) throw err;
        this.commitFailures++;
        if (this.commitFailures === 1 || this.commitFailures % 60 === 0)
          this.log.error({ err, failures: this.commitFailures }, 'feed commit failed; trying again');
        await new Promise((resolve) => setTimeout(resolve, COMMIT_RETRY_MS));
      }
    }
    if (this.settlements.givenUp > 0) throw new Error('settlements were given up on, not stored');
  }

  /**
   * Validates and applies one message. Returns a promise only when settlements are queueing up
   * faster than the database stores them (a waiting source gets back-pressure; order is kept either way).
   */
  handle(raw: unknown): void | Promise<void> {
    this.stats.received++;
    const parsed = feedMessageSchema.safeParse(raw);
    if (!parsed.success) {
      this.stats.malformed++;
      if (this.stats.malformed <= 10 || this.stats.malformed % 1000 === 0) {
        const type = (raw as { type?: unknown } | null)?.type;
        this.log.warn(
          {
            type: typeof type === 'string' ? type.slice(0, 40) : undefined,
            issues: parsed.error.issues.slice(0, 3),
            malformed: this.stats.malformed,
          },
          'feed message rejected',
        );
      }
      return;
    }
    const message = parsed.data;
    this.stats.byType[message.type] = (this.stats.byType[message.type] ?? 0) + 1;
    try {
      return this.apply(message);
    } catch (err) {
      // A bug must not stop the feed: the message is skipped and the next full snapshot heals the event.
      this.stats.failed++;
      this.log.error({ err, type: message.type }, 'feed message failed');
    }
  }

  private apply(message: FeedMessage): void | Promise<void> {
    this.cache.advanceFeedTime(message.timestamp);
    const gone = this.recovery.observe(message, this.cache);
    if (gone.length > 0) this.closeGone(gone, message.timestamp);
    switch (message.type) {
      case 'alive': {
        // Only a newer heartbeat proves the producer is alive (a replayed one proves nothing).
        const last = this.writes.producerState(message.producer).lastAliveAt;
        if (last !== null && message.timestamp <= last) {
          this.stats[message.timestamp < last ? 'stale' : 'duplicate']++;
          return;
        }
        this.writes.producer(message.producer, { lastAliveAt: message.timestamp });
        this.monitor.alive(message.producer, message.subscribed);
        this.stats.applied++;
        this.pruneFinished();
        return;
      }
      case 'fixture_change':
        return this.count(message, applyFixtureChange(this.ctx, message));
      case 'odds_change':
        return this.count(message, applyOddsChange(this.ctx, message));
      case 'bet_stop':
        return this.count(message, applyBetStop(this.ctx, message));
      case 'timeline_event':
        return this.count(message, applyTimelineEvent(this.ctx, message));
      default: {
        // The cache shows the line settled at once; storing and the bets module follow, in order,
        // off the feed's path; only a long backlog makes a waiting source slow down.
        applySettlementToOdds(this.ctx, message);
        this.stats.applied++;
        this.writes.applied(message.producer, message.timestamp);
        const stored = this.settlements.enqueue(message);
        return this.settlements.backlog > SETTLEMENT_BACKLOG ? stored : undefined;
      }
    }
  }

  private count(message: FeedMessage, result: ApplyResult): void {
    switch (result) {
      case 'applied':
        this.stats.applied++;
        if ('producer' in message) this.writes.applied(message.producer, message.timestamp);
        return;
      case 'duplicate':
        this.stats.duplicate++;
        return;
      case 'stale':
        this.stats.stale++;
        return;
      case 'unknown_fixture':
        this.stats.unknownFixture++;
        this.log.debug({ type: message.type }, 'feed message for an unknown fixture skipped');
        return;
    }
  }

  private closeGone(fixtures: readonly CachedFixture[], ts: number): void {
    for (const fixture of fixtures) {
      this.stopLines(fixture, null, ts, 'bet_stop');
      setFixtureStatus(this.ctx, fixture, 'closed', ts);
    }
    this.log.info({ fixtures: fixtures.length }, 'fixtures no longer in the feed were closed');
    this.pruneFinished();
  }

  private pruneFinished(): void {
    const finished = this.ctx.finished;
    if (finished.size < 10_000) return;
    const before = this.cache.feedTime() - FINISHED_KEPT_MS;
    for (const [id, at] of finished) if (at < before) finished.delete(id);
  }

  /** Publishes a bet_stop for each producer with active lines in the fixture (all producers when null). */
  private stopLines(
    fixture: CachedFixture,
    only: ProducerId | null,
    ts: number,
    reason: 'bet_stop' | 'producer_down',
  ): void {
    const producers = new Set<ProducerId>();
    for (const line of fixture.markets.values())
      if (line.status === MARKET_STATUS.active && (only === null || line.producer === only))
        producers.add(line.producer);
    for (const p of producers) this.publisher.betStop(fixture, p, ts, 'all', reason);
  }

  private producerDown(producer: ProducerId, reason: DownReason): void {
    this.cache.setProducerDown(producer, true);
    const ts = this.cache.feedTime();
    this.writes.producer(producer, { down: true, downSince: ts });
    for (const fixture of this.cache.fixtures()) this.stopLines(fixture, producer, ts, 'producer_down');
    this.log.warn({ producer, reason }, 'feed producer down: its markets are suspended');
  }

  private producerUp(producer: ProducerId): void {
    this.cache.setProducerDown(producer, false);
    const ts = this.cache.feedTime();
    this.writes.producer(producer, { down: false, downSince: null });
    for (const fixture of this.cache.fixtures()) {
      for (const line of fixture.markets.values())
        if (line.producer === producer && line.status === MARKET_STATUS.active)
          this.publisher.marketChanged(fixture, line, ts);
    }
    this.log.info({ producer }, 'feed producer up: its markets are open again');
    const source = this.source as Partial<RecoverableFeedSource> | undefined;
    source?.requestRecovery?.(producer, this.resumeFrom(producer));
  }
}

export function createIngestion(options: IngestionOptions): FeedIngestion {
  return new FeedIngestion(options);
}
