// Starts what fills this process's odds cache, by configuration: feed ingestion from the simulator
// (ROLE all or feed, FEED=simulator) or from a Unified Odds Feed provider (FEED=uof), or, in a process
// without ingestion (ROLE=api, FEED=off), a read cache kept up to date from the database.
import type { Broker } from '../../../broker/index.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { observeFeed } from '../../../metrics/metrics.ts';
import { createCacheRefresher } from '../../market-data/cache-refresh.ts';
import type { OddsCache } from '../../market-data/odds-cache.ts';
import type { FeedSource } from '../feed-source.ts';
import { simulatorRates } from '../simulator/sim-rates.ts';
import { FeedSimulator } from '../simulator/simulator.ts';
import { UofFeedSource } from '../uof/uof-source.ts';
import { PRODUCER, type ProducerId } from '../messages.ts';
import { createIngestion, type FeedIngestion } from './ingest.ts';
import type { FeedLog } from './log.ts';
import type { SettlementSink } from './settlement-sink.ts';

export interface RunningFeed {
  /** What fills the cache: the feed's name, or `database` for a read cache. */
  readonly source: string;
  /** Stops taking messages and writes what is pending (call before closing the database). */
  stop(): Promise<void>;
}

export interface StartFeedOptions {
  config: Config;
  db: Db;
  broker: Broker;
  cache: OddsCache;
  log: FeedLog;
  /** The database's kind (DatabaseHandle.kind): PGlite's writes are cut small. */
  databaseKind?: 'pglite' | 'postgres';
  sink?: SettlementSink;
}

/** The simulator's heartbeat, in feed time. */
const SIM_HEARTBEAT_MS = 10_000;

export async function startFeed(options: StartFeedOptions): Promise<RunningFeed> {
  const { config, db, broker, cache, log } = options;
  const ingests = config.ROLE !== 'api' && config.FEED !== 'off';
  if (!ingests) {
    const refresher = createCacheRefresher({ db, cache, intervalMs: config.SPORTS_CACHE_REFRESH_MS, log });
    await refresher.start();
    return { source: 'database', stop: () => refresher.stop() };
  }
  if (config.FEED !== 'simulator' && config.FEED !== 'uof') {
    throw new Error(`FEED=${config.FEED} is not a feed this server knows (use simulator, uof or off).`);
  }
  const uof = config.FEED === 'uof' ? uofSettings(config) : null;
  const ingestion = createIngestion({
    db,
    broker,
    cache,
    log,
    ...(options.sink ? { sink: options.sink } : {}),
    ...(options.databaseKind ? { databaseKind: options.databaseKind } : {}),
    // A slowed-down simulator sends its heartbeats less often in wall time; it is not down for that.
    producerTimeoutMs: uof
      ? config.FEED_PRODUCER_TIMEOUT_MS
      : Math.max(config.FEED_PRODUCER_TIMEOUT_MS, Math.ceil((3 * SIM_HEARTBEAT_MS) / config.SIM_SPEED)),
    flushIntervalMs: config.FEED_FLUSH_INTERVAL_MS,
    // A provider's queue is acknowledged once what its messages changed is committed.
    acknowledgingSource: uof !== null,
  });
  observeFeed(ingestion);
  const loaded = await ingestion.warmStart();
  if (uof) {
    const source: FeedSource = new UofFeedSource({
      ...uof,
      db,
      since: resumePoints(ingestion),
      silenceMs: config.FEED_PRODUCER_TIMEOUT_MS,
      log,
      commit: () => ingestion.commit(),
    });
    await ingestion.start(source);
    return { source: source.name, stop: () => ingestion.stop() };
  }
  // The simulated world resumes where the last run left it (its clock may have run ahead at SIM_SPEED > 1),
  // so nothing it sends now is older than what the database holds.
  const startTime = Math.max(Date.now(), loaded.lastAppliedAt ?? 0);
  const simulator = new FeedSimulator({
    ...simulatorRates(config),
    seed: config.SIM_SEED,
    speed: config.SIM_SPEED,
    startTime,
    onError: (err, message) => log.error({ err, type: message.type }, 'feed listener failed'),
  });
  await ingestion.start(simulator);
  await simulator.idle();
  return { source: simulator.name, stop: () => ingestion.stop() };
}

/** Each producer's feed time of its last committed message, for those that have one. */
function resumePoints(ingestion: FeedIngestion): Partial<Record<ProducerId, number>> {
  const since: Partial<Record<ProducerId, number>> = {};
  for (const p of [PRODUCER.live, PRODUCER.prematch]) {
    const at = ingestion.resumeFrom(p);
    if (at !== null) since[p] = at;
  }
  return since;
}

/** FEED=uof needs the provider's broker, API and token; without them the process must not start. */
function uofSettings(config: Config) {
  const { UOF_AMQP_URL, UOF_API_URL, UOF_ACCESS_TOKEN } = config;
  if (!UOF_AMQP_URL || !UOF_API_URL || !UOF_ACCESS_TOKEN) {
    throw new Error('FEED=uof needs UOF_AMQP_URL, UOF_API_URL and UOF_ACCESS_TOKEN.');
  }
  return {
    amqpUrl: UOF_AMQP_URL,
    apiUrl: UOF_API_URL,
    accessToken: UOF_ACCESS_TOKEN,
    exchange: config.UOF_EXCHANGE,
    queue: config.UOF_QUEUE,
    nodeId: config.UOF_NODE_ID,
  };
}
