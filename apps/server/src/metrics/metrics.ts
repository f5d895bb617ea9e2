// Every Prometheus metric of the server, in one registry per process, and the small calls services
// make to count into them. Counters are bumped where things happen; gauges that mirror state held
// elsewhere (feed, broker, database pool) are read when /metrics is scraped, so the hot paths pay
// nothing for them.
import { AppError } from '@slipstream/domain';
import client from 'prom-client';

export const registry = new client.Registry();
// Process and runtime figures (CPU, memory, GC, handles, event-loop delay as nodejs_eventloop_lag_*).
client.collectDefaultMetrics({ register: registry });

const PREFIX = 'slipstream_';

// HTTP -----------------------------------------------------------------------------------------------

export const httpRequests = new client.Counter({
  name: `${PREFIX}http_requests_total`,
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Time from receiving a request to the end of its answer, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const httpErrors = new client.Counter({
  name: `${PREFIX}http_errors_total`,
  help: 'Requests that ended in an error, by method, route pattern and error code (INTERNAL for a 5xx).',
  labelNames: ['method', 'route', 'code'] as const,
  registers: [registry],
});

export const httpShed = new client.Counter({
  name: `${PREFIX}http_shed_total`,
  help: 'Requests refused with 503 because the process was overloaded, by reason.',
  labelNames: ['reason'] as const,
  registers: [registry],
});

// Bets and the ledger --------------------------------------------------------------------------------

export const betsPlaced = new client.Counter({
  name: `${PREFIX}bets_placed_total`,
  help: 'Bets placed (a replayed idempotent request is not counted again), by bet type.',
  labelNames: ['bet_type'] as const,
  registers: [registry],
});

export const betsRefused = new client.Counter({
  name: `${PREFIX}bets_refused_total`,
  help: 'Bet placements refused, by the error code the player was given.',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const betsSettled = new client.Counter({
  name: `${PREFIX}bets_settled_total`,
  help: 'Bets whose status settlement changed, by the new status (open: reopened by a rollback).',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const ledgerTransfers = new client.Counter({
  name: `${PREFIX}ledger_transfers_total`,
  help: 'Ledger transactions posted, by kind (counted when written inside their database transaction).',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/**
 * Counts the outcome of a bet placement: placed (not a replay) or refused with the code the player
 * saw. Wraps the placement function so the service keeps one line for it.
 */
export function countingPlacements<
  A extends [number, { bet_type: string }, ...unknown[]],
  T extends { replayed: boolean },
>(place: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    try {
      const answer = await place(...args);
      if (!answer.replayed) betsPlaced.inc({ bet_type: args[1].bet_type });
      return answer;
    } catch (err) {
      if (err instanceof AppError) betsRefused.inc({ reason: err.code });
      throw err;
    }
  };
}

// Feed ingestion -------------------------------------------------------------------------------------

/** What the metrics read of a running feed ingestion (FeedIngestion has these). */
export interface ObservedFeed {
  readonly stats: {
    duplicate: number;
    stale: number;
    malformed: number;
    unknownFixture: number;
    failed: number;
    byType: Partial<Record<string, number>>;
  };
  readonly cache: { feedTime(): number };
  readonly monitor: { isDown(producer: 1 | 3): boolean };
}

/** The feed this process ingests (one per process; tests start several, the latest is shown). */
let feed: ObservedFeed | undefined;

/** Called once when ingestion starts. */
export function observeFeed(ingestion: ObservedFeed): void {
  feed = ingestion;
}

const PRODUCERS = { live: 1, prematch: 3 } as const;

new client.Counter({
  name: `${PREFIX}feed_messages_total`,
  help: 'Feed messages received that parsed, by message type.',
  labelNames: ['type'] as const,
  registers: [registry],
  collect() {
    if (!feed) return;
    this.reset();
    for (const [type, n] of Object.entries(feed.stats.byType)) if (n) this.inc({ type }, n);
  },
});

new client.Counter({
  name: `${PREFIX}feed_messages_skipped_total`,
  help: 'Feed messages not applied, by reason (duplicate, stale, malformed, unknown_fixture, failed).',
  labelNames: ['reason'] as const,
  registers: [registry],
  collect() {
    if (!feed) return;
    this.reset();
    const { duplicate, stale, malformed, unknownFixture, failed } = feed.stats;
    const counts = { duplicate, stale, malformed, unknown_fixture: unknownFixture, failed };
    for (const [reason, n] of Object.entries(counts)) this.inc({ reason }, n);
  },
});

new client.Gauge({
  name: `${PREFIX}feed_lag_seconds`,
  help: 'How far the newest feed message applied is behind the wall clock (grows while the producer is silent).',
  registers: [registry],
  collect() {
    const at = feed?.cache.feedTime();
    if (at) this.set(Math.max(0, (Date.now() - at) / 1000));
  },
});

new client.Gauge({
  name: `${PREFIX}feed_producer_up`,
  help: '1 while a feed producer is up, 0 while it is down and its markets are suspended.',
  labelNames: ['producer'] as const,
  registers: [registry],
  collect() {
    if (!feed) return;
    for (const [name, id] of Object.entries(PRODUCERS))
      this.set({ producer: name }, feed.monitor.isDown(id) ? 0 : 1);
  },
});

// Broker ---------------------------------------------------------------------------------------------

/** What the metrics read of the broker this process publishes through. */
interface ObservedBroker {
  isReady(): boolean;
}
/** The embedded aedes broker's figure of connected clients. */
interface ObservedAedes {
  readonly connectedClients: number;
  readonly closed: boolean;
}

let broker: ObservedBroker | undefined;
const embedded = new Set<ObservedAedes>();

export const brokerPublished = new client.Counter({
  name: `${PREFIX}broker_messages_published_total`,
  help: 'Messages the server published to the broker.',
  registers: [registry],
});

export const brokerPublishFailures = new client.Counter({
  name: `${PREFIX}broker_publish_failures_total`,
  help: 'Publishes to the broker that failed.',
  registers: [registry],
});

new client.Gauge({
  name: `${PREFIX}broker_up`,
  help: '1 while the broker is connected (external) or open (embedded).',
  registers: [registry],
  collect() {
    if (broker) this.set(broker.isReady() ? 1 : 0);
  },
});

new client.Gauge({
  name: `${PREFIX}broker_connections`,
  help: 'MQTT clients (browsers) connected to the embedded broker; an external broker reports its own.',
  registers: [registry],
  collect() {
    let n = 0;
    for (const aedes of embedded) {
      if (aedes.closed) embedded.delete(aedes);
      else n += aedes.connectedClients;
    }
    this.set(n);
  },
});

/** Counts what the server publishes through this broker; answers the same broker. */
export function observeBroker<B extends ObservedBroker & { publish(t: string, p: unknown): Promise<void> }>(
  target: B,
): B {
  broker = target;
  const publish = target.publish.bind(target);
  target.publish = async (topic, payload) => {
    try {
      await publish(topic, payload);
      brokerPublished.inc();
    } catch (err) {
      brokerPublishFailures.inc();
      throw err;
    }
  };
  return target;
}

/** Called by the embedded broker once it exists. */
export function observeEmbeddedBroker(aedes: ObservedAedes): void {
  embedded.add(aedes);
}

// Database pool --------------------------------------------------------------------------------------

/** What pg.Pool exposes of its state. */
export interface ObservedPool {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly ended: boolean;
}

const pools = new Set<ObservedPool>();

/** Called when a PostgreSQL pool opens (PGlite has no pool). */
export function observePool(pool: ObservedPool): void {
  pools.add(pool);
}

function openPools(): ObservedPool[] {
  for (const pool of pools) if (pool.ended) pools.delete(pool);
  return [...pools];
}

/** Queries waiting for a connection, over this process's pools (load shedding reads it per request). */
export function databaseWaiting(): number {
  let n = 0;
  // No array built: this runs on every request.
  for (const pool of pools) {
    if (pool.ended) pools.delete(pool);
    else n += pool.waitingCount;
  }
  return n;
}

new client.Gauge({
  name: `${PREFIX}db_pool_connections`,
  help: 'PostgreSQL pool connections, by state (total open, idle).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const open = openPools();
    if (open.length === 0) return;
    this.set(
      { state: 'total' },
      open.reduce((n, p) => n + p.totalCount, 0),
    );
    this.set(
      { state: 'idle' },
      open.reduce((n, p) => n + p.idleCount, 0),
    );
  },
});

new client.Gauge({
  name: `${PREFIX}db_pool_waiting`,
  help: 'Queries waiting for a PostgreSQL pool connection.',
  registers: [registry],
  collect() {
    if (pools.size > 0) this.set(databaseWaiting());
  },
});
