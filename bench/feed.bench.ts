// `npm run bench feed`: (1) feed ingestion throughput — the simulator's own message mix (recovery
// snapshot, then four hours of play of six sports) replayed as fast as ingestion takes it, validation,
// cache, publishing and the database write-behind included, on PGlite and, when 127.0.0.1:5432
// answers, on PostgreSQL in a schema of its own; (2) feed-to-browser latency — 1,000 mqtt.js clients
// over WebSocket on the embedded broker (in worker threads), each following the odds_change and
// bet_stop topics of 1 (then 5) live matches, while ingestion (on PGlite, as `npm start` runs) takes
// the stream at 200 messages a second for 20 s; measured from the moment a message is handed to
// ingestion to its receipt by each subscriber. Loopback only; about 2 minutes.
// FEED_BENCH_PARTS=1|2 runs one part; FEED_BENCH_MATCHES=1,5,30 sets the scenarios of part 2.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect as netConnect } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { setImmediate as tick } from 'node:timers/promises';
import { monitorEventLoopDelay, performance as nodePerformance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import mqtt from 'mqtt';
import pg from 'pg';
import type { Broker } from '../apps/server/src/broker/index.ts';
import { createEmbeddedBroker } from '../apps/server/src/broker/embedded-broker.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { FeedListener, FeedSource } from '../apps/server/src/modules/feed/feed-source.ts';
import { createIngestion } from '../apps/server/src/modules/feed/ingestion/ingest.ts';
import type { FeedMessage } from '../apps/server/src/modules/feed/messages.ts';
import { SimulationEngine } from '../apps/server/src/modules/feed/simulator/engine.ts';
import { OddsCache } from '../apps/server/src/modules/market-data/odds-cache.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const T0 = Date.UTC(2025, 2, 15, 14, 7, 0);
const THROUGHPUT_HOURS = 8;
const SUBSCRIBERS = 1_000;
const SUBSCRIBER_WORKERS = 2;
/**
 * Scenarios: how many live matches each subscriber follows (a live pick in the slip or the match
 * being watched: 1; a few: 5; every live match: 30 or more). FEED_BENCH_MATCHES=1,5,30 picks them.
 */
const SCENARIOS = (process.env.FEED_BENCH_MATCHES ?? '1,5').split(',').map(Number);
const RATE_PER_SECOND = 200;
const LATENCY_SECONDS = 20;
/** Messages handed over between turns of the event loop (what a source delivers per tick). */
const BATCH = 100;

const wallNow = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------- subscribers (worker threads)

interface SubscriberJob {
  role: 'feed-subscribers';
  url: string;
  /** Each client's topics. */
  clients: string[][];
}

/** Latencies in 0.1 ms buckets up to 10 s; the last bucket holds everything slower. */
const BUCKETS = 100_001;

async function runSubscribers(job: SubscriberJob): Promise<void> {
  const histogram = new Float64Array(BUCKETS);
  const clients: mqtt.MqttClient[] = [];
  const connect = async (topics: string[]) => {
    const client = await mqtt.connectAsync(job.url, { reconnectPeriod: 0, connectTimeout: 30_000 });
    client.on('message', (_topic, payload) => {
      const at = wallNow();
      // The stamp leads the payload; reading it without parsing the rest keeps the load generator
      // light, so the two cores go to the server being measured.
      const stamp = /^\{"bench_ingested_at":([\d.]+)/.exec(payload.toString('latin1', 0, 48))?.[1];
      if (stamp === undefined) return;
      histogram[Math.min(BUCKETS - 1, Math.max(0, Math.round((at - Number(stamp)) * 10)))]! += 1;
    });
    await client.subscribeAsync(topics);
    clients.push(client);
  };
  for (let i = 0; i < job.clients.length; i += 25)
    await Promise.all(job.clients.slice(i, i + 25).map(connect));
  parentPort?.postMessage({ type: 'ready' });
  parentPort?.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return;
    await Promise.all(clients.map((c) => c.endAsync(true)));
    parentPort?.postMessage({ type: 'done', histogram }, [histogram.buffer]);
  });
}

if (!isMainThread && (workerData as SubscriberJob | undefined)?.role === 'feed-subscribers') {
  void runSubscribers(workerData as SubscriberJob);
}

// ---------------------------------------------------------------- helpers

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = netConnect({ host: '127.0.0.1', port, timeout: 500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A broker that publishes nowhere: part 1 measures ingestion, not delivery. */
const nullBroker: Broker = {
  kind: 'embedded',
  publish: async () => undefined,
  isReady: () => true,
  attach: () => undefined,
  admit: async () => undefined,
  close: async () => undefined,
};

interface Phase {
  messages: readonly FeedMessage[];
  /** Paced at this rate; as fast as ingestion takes them (batch by batch) when absent. */
  perSecond?: number;
  /** Awaited before the phase starts (subscribers connecting). */
  before?: () => Promise<void>;
  /** Called as each message is handed over. */
  onDeliver?: (message: FeedMessage) => void;
}

/** Replays messages as a real source delivers them: in order, batch by batch, waiting on settlements. */
function replaySource(phases: readonly Phase[]): FeedSource & { phaseDone: Promise<void>[] } {
  let stopped = false;
  const resolvers: (() => void)[] = [];
  const phaseDone = phases.map(() => new Promise<void>((r) => resolvers.push(r)));
  return {
    name: 'replay',
    phaseDone,
    start(listener: FeedListener) {
      void (async () => {
        for (const [p, phase] of phases.entries()) {
          await phase.before?.();
          const { messages, perSecond } = phase;
          const started = wallNow();
          const step = perSecond ? 1 : BATCH;
          for (let i = 0; i < messages.length && !stopped; i += step) {
            if (perSecond) {
              const wait = started + (i * 1000) / perSecond - wallNow();
              if (wait > 1) await new Promise((r) => setTimeout(r, wait));
            }
            for (const message of messages.slice(i, i + step)) {
              phase.onDeliver?.(message);
              const pending = listener(message);
              if (pending) await pending;
            }
            if (!perSecond) await tick();
          }
          resolvers[p]?.();
        }
      })();
    },
    stop: async () => {
      stopped = true;
    },
  };
}

async function freshPGlite(): Promise<DatabaseHandle> {
  const handle = await openDatabase({});
  await migrate(handle);
  return handle;
}

async function freshPostgres(schema: string): Promise<DatabaseHandle> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: DATABASE_URL, searchPath: schema, poolSize: 4 });
  await migrate(handle);
  return handle;
}

async function dropSchema(schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}

const percentile = (histogram: Float64Array, p: number): number => {
  const total = histogram.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i]!;
    if (seen >= total * p) return i / 10;
  }
  return Infinity;
};

// ---------------------------------------------------------------- (1) throughput

async function throughput(
  label: string,
  handle: DatabaseHandle,
  snapshot: readonly FeedMessage[],
  stream: readonly FeedMessage[],
): Promise<void> {
  const cache = new OddsCache();
  const ingestion = createIngestion({
    db: handle.db,
    databaseKind: handle.kind,
    broker: nullBroker,
    cache,
    producerTimeoutMs: 600_000,
  });
  const oddsChanges = stream.filter((m) => m.type === 'odds_change').length;
  let snapshotSeconds = 0;
  let started = performance.now();
  const source = replaySource([
    { messages: snapshot },
    {
      messages: stream,
      // The recovery snapshot is a start-up cost, timed on its own; the stream is the running rate.
      before: async () => {
        await ingestion.idle();
        await ingestion.flush();
        snapshotSeconds = (performance.now() - started) / 1000;
        started = performance.now();
      },
    },
  ]);
  await ingestion.start(source);
  await source.phaseDone[1];
  const handled = (performance.now() - started) / 1000;
  await ingestion.idle();
  await ingestion.flush();
  const seconds = (performance.now() - started) / 1000;
  const { written } = ingestion.writes;
  await ingestion.stop();
  const s = ingestion.stats;
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log(
    `  ${label.padEnd(11)} ${n(oddsChanges / seconds).padStart(6)} odds_change/s  (${n(stream.length / seconds)} ` +
      `messages/s of all types: ${n(stream.length)} in ${seconds.toFixed(2)} s, applied in ${handled.toFixed(2)} s ` +
      `and the rest written by then; ` +
      `${written.batches} writes of ${n(written.markets)} lines and ${n(written.outcomes)} outcomes in all; ` +
      `snapshot of ${n(snapshot.length)} messages applied and written in ${snapshotSeconds.toFixed(2)} s; ` +
      `applied ${s.applied}, duplicate ${s.duplicate}, stale ${s.stale}, malformed ${s.malformed}, failed ${s.failed})`,
  );
}

// ---------------------------------------------------------------- (2) latency

async function latency(
  snapshot: readonly FeedMessage[],
  stream: readonly FeedMessage[],
  matchesEach: number,
): Promise<void> {
  const handle = await freshPGlite();
  const embedded = await createEmbeddedBroker();
  const ingestedAt = new Map<string, number>();
  // Stamps each payload with the time its newest message was handed to ingestion (measurement only).
  const broker: Broker = {
    ...embedded,
    publish: (topic, payload) => {
      const p = payload as { event_id?: number; timestamp?: number };
      const at = ingestedAt.get(`${p.event_id}:${p.timestamp}`);
      return embedded.publish(topic, at === undefined ? payload : { bench_ingested_at: at, ...p });
    },
  };
  const server: Server = createServer((_req, res) => res.end());
  embedded.attach(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/mqtt`;

  const cache = new OddsCache();
  const ingestion = createIngestion({ db: handle.db, broker, cache, producerTimeoutMs: 600_000 });
  // The snapshot first; then the stream as it comes (every type, in order), paced.
  const live = [
    ...new Set(snapshot.flatMap((m) => (m.type === 'fixture_change' && m.fixture.live ? [m.event_id] : []))),
  ];
  const measured = stream.slice(0, RATE_PER_SECOND * LATENCY_SECONDS);
  // Each browser follows a few live matches (its betslip's, the one it watches): matchesEach of them,
  // spread evenly, with their odds_change and bet_stop topics.
  const perClient = Array.from({ length: SUBSCRIBERS }, (_, c) =>
    Array.from(
      { length: Math.min(matchesEach, live.length) },
      (_, k) => live[(c * 7 + k * 11) % live.length] as number,
    ).flatMap((id) => [`feeds/live/odds_change/${id}`, `feeds/live/bet_stop/${id}`]),
  );
  let workers: Worker[] = [];
  // How busy the server's thread (ingestion, PGlite, the broker) is, and how late its event loop runs.
  let loopBefore = nodePerformance.eventLoopUtilization();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  let connectSeconds = 0;
  let started = 0;
  const source = replaySource([
    { messages: snapshot },
    {
      messages: measured,
      perSecond: RATE_PER_SECOND,
      before: async () => {
        await ingestion.idle();
        await ingestion.flush();
        const connectStarted = performance.now();
        workers = Array.from({ length: SUBSCRIBER_WORKERS }, (_, w) => {
          const job: SubscriberJob = {
            role: 'feed-subscribers',
            url,
            clients: perClient.filter((_, c) => c % SUBSCRIBER_WORKERS === w),
          };
          // tsx's loader must be registered inside the worker before this file loads there.
          const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
          return new Worker(boot, { eval: true, workerData: job });
        });
        await Promise.all(workers.map((w) => new Promise<void>((r) => w.once('message', () => r()))));
        connectSeconds = (performance.now() - connectStarted) / 1000;
        started = performance.now();
        loopBefore = nodePerformance.eventLoopUtilization();
        loopDelay.enable();
      },
      // Noted as each message is handed over, so the publish it causes can carry it.
      onDeliver: (m) => {
        if ('event_id' in m) ingestedAt.set(`${m.event_id}:${m.timestamp}`, wallNow());
      },
    },
  ]);
  await ingestion.start(source);
  await source.phaseDone[1];
  await ingestion.idle();
  const seconds = (performance.now() - started) / 1000;
  const busy = nodePerformance.eventLoopUtilization(loopBefore).utilization;
  loopDelay.disable();
  await new Promise((r) => setTimeout(r, 1_000)); // the last deliveries
  const histogram = new Float64Array(BUCKETS);
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve) => {
          w.on('message', (m: { type: string; histogram?: Float64Array }) => {
            if (m.type !== 'done' || !m.histogram) return;
            for (let i = 0; i < BUCKETS; i++) histogram[i]! += m.histogram[i]!;
            void w.terminate().then(() => resolve());
          });
          w.postMessage({ type: 'stop' });
        }),
    ),
  );
  const delivered = histogram.reduce((a, b) => a + b, 0);
  console.log(
    `  ${SUBSCRIBERS.toLocaleString('en-US')} subscribers (connected in ${connectSeconds.toFixed(1)} s), ` +
      `following ${Math.min(matchesEach, live.length)} of ${live.length} live matches each; ${measured.length.toLocaleString('en-US')} messages ` +
      `(${measured.filter((m) => m.type === 'odds_change').length.toLocaleString('en-US')} odds_change) in ${seconds.toFixed(1)} s ` +
      `(${Math.round(measured.length / seconds)}/s), ${delivered.toLocaleString('en-US')} deliveries ` +
      `(${Math.round(delivered / seconds).toLocaleString('en-US')}/s); server thread ${(busy * 100).toFixed(0)}% busy, ` +
      `event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`,
  );
  console.log(
    `  feed-to-browser latency: p50 ${percentile(histogram, 0.5).toFixed(1)} ms, p99 ${percentile(histogram, 0.99).toFixed(1)} ms, ` +
      `max ${percentile(histogram, 1).toFixed(1)} ms (goal: p99 < 100 ms)`,
  );
  await ingestion.stop();
  await embedded.close();
  await new Promise((r) => server.close(r));
  await handle.close();
}

// ---------------------------------------------------------------- run

export default async function run(): Promise<void> {
  console.log(
    `  ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]?.toFixed(1)} at start`,
  );
  let t = performance.now();
  const engine = new SimulationEngine({ seed: 20261121 });
  const snapshot = engine.start(T0);
  const stream = engine.advanceTo(T0 + THROUGHPUT_HOURS * 3_600_000);
  const all = [...snapshot, ...stream];
  const count = (type: FeedMessage['type']) => all.filter((m) => m.type === type).length;
  console.log(
    `  simulator: recovery snapshot + ${THROUGHPUT_HOURS} h of six sports = ${all.length.toLocaleString('en-US')} messages ` +
      `(${count('odds_change').toLocaleString('en-US')} odds_change, ${count('bet_stop')} bet_stop, ${count('bet_settlement')} bet_settlement, ` +
      `${count('fixture_change')} fixture_change, ${count('alive')} alive) generated in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const lines = all.reduce((n, m) => n + (m.type === 'odds_change' ? m.markets.length : 0), 0);
  console.log(`  ${(lines / count('odds_change')).toFixed(1)} lines per odds_change on average`);

  const parts = (process.env.FEED_BENCH_PARTS ?? '1,2').split(',');
  if (parts.includes('1')) await throughputs(snapshot, stream);
  if (parts.includes('2')) {
    console.log(`(2) feed-to-browser latency, embedded broker over WebSocket`);
    t = performance.now();
    for (const matchesEach of SCENARIOS) await latency(snapshot, stream, matchesEach);
    console.log(`  (${((performance.now() - t) / 1000).toFixed(0)} s)`);
  }
  console.log(
    `  load average ${loadavg()[0]?.toFixed(1)} at the end (other work on the machine skews every figure)`,
  );
}

async function throughputs(snapshot: readonly FeedMessage[], stream: readonly FeedMessage[]): Promise<void> {
  console.log('(1) ingestion throughput (validation, cache, publishing, database write-behind every 200 ms)');
  const lite = await freshPGlite();
  await throughput('PGlite', lite, snapshot, stream);
  await lite.close();
  if (await answers(5432)) {
    const schema = `bench_feed_${process.pid}`;
    try {
      const handle = await freshPostgres(schema);
      await throughput('PostgreSQL', handle, snapshot, stream);
      await handle.close();
    } finally {
      await dropSchema(schema);
    }
  } else {
    console.log('  PostgreSQL  skipped: nothing answers on 127.0.0.1:5432');
  }
}
