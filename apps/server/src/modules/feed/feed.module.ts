// The feed module: what fills this process's odds cache (the simulator, a Unified Odds Feed provider,
// or, without ingestion, the database) and hands settlements to the bets module. It starts only once
// the database is migrated, so the composition gives main.ts a start() rather than starting it here.
import type { Broker } from '../../broker/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import type { FastifyInstance } from 'fastify';
import type { FeedLog } from './ingestion/log.ts';
import type { SettlementSink } from './ingestion/settlement-sink.ts';
import { startFeed, type RunningFeed } from './ingestion/start-feed.ts';
import { scheduleTimelineRetention } from './timeline-retention.ts';

export interface FeedModuleDeps {
  config: Config;
  db: Db;
  /** The database's kind (DatabaseHandle.kind): PGlite's writes are cut small. */
  databaseKind?: 'pglite' | 'postgres';
  broker: Broker;
  odds: OddsCache;
  settlement: SettlementSink;
  log: FeedLog;
}

export interface FeedModule {
  start(): Promise<RunningFeed>;
  /** The feed process's upkeep: old match timelines deleted (not on API processes). */
  jobs(app: FastifyInstance): void;
}

export function createFeedModule(deps: FeedModuleDeps): FeedModule {
  const { databaseKind, settlement, odds, ...rest } = deps;
  return {
    start: () =>
      startFeed({ ...rest, cache: odds, sink: settlement, ...(databaseKind ? { databaseKind } : {}) }),
    jobs(app) {
      if (deps.config.ROLE === 'api') return;
      scheduleTimelineRetention(app, deps.db, deps.config.MATCH_TIMELINE_RETENTION_DAYS);
    },
  };
}
