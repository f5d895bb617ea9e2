// `npm run bench feed` (with the simulator's own feed) or `npm run bench feed-uof` alone: Unified Odds Feed ingestion on PostgreSQL (127.0.0.1:5432) through the
// RabbitMQ on 127.0.0.1:5672. The simulator, as the provider, announces a world (its fixtures come
// from the provider's API); the odds_change messages of four hours of play, written as the provider's
// XML, are then published by the provider, which runs in a worker thread as a provider runs
// elsewhere. The feed source takes them from our queue a batch at a time: read, validated, applied to
// the cache, published to the broker, committed to PostgreSQL and only then acknowledged.
//   (1) Throughput: every message published at once; odds_change messages per second from the first
//       publish to the last one committed and published. Goal ≥ 10,000 msg/s.
//   (2) Lag at that rate: the same messages again (their timestamps moved on, so they are news),
//       published at UOF_BENCH_RATE (10,000) a second for UOF_BENCH_SECONDS (10); a subscriber on the
//       broker's feed topics, connected over WebSocket as a browser is, times each odds_change from its
//       publish at the provider to its arrival (p50, p99).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import amqp from 'amqplib';
import mqtt from 'mqtt';
import pg from 'pg';
import { createEmbeddedBroker } from '../apps/server/src/broker/embedded-broker.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { FeedListener, FeedSource } from '../apps/server/src/modules/feed/feed-source.ts';
import { createIngestion } from '../apps/server/src/modules/feed/ingestion/ingest.ts';
import { silentLog } from '../apps/server/src/modules/feed/ingestion/log.ts';
import type { FeedMessage } from '../apps/server/src/modules/feed/messages.ts';
import { SPORTS, sportKeyOf } from '../apps/server/src/modules/market-data/sports.ts';
import { SimulationEngine } from '../apps/server/src/modules/feed/simulator/engine.ts';
import { encodeFeedMessage, type EncodedMessage } from '../apps/server/src/modules/feed/uof/encode.ts';
import { createSimulatedProviderApi } from '../apps/server/src/modules/feed/uof/simulated-provider-api.ts';
import { SimulatedUofProvider } from '../apps/server/src/modules/feed/uof/simulated-provider.ts';
import { UofFeedSource } from '../apps/server/src/modules/feed/uof/uof-source.ts';
import { OddsCache } from '../apps/server/src/modules/market-data/odds-cache.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const AMQP_URL = process.env.AMQP_TEST_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const T0 = Date.UTC(2025, 2, 15, 14, 7, 0);
const HOURS = Number(process.env.UOF_BENCH_HOURS ?? 4);
const RATE = Number(process.env.UOF_BENCH_RATE ?? 10_000);
const LAG_SECONDS = Number(process.env.UOF_BENCH_SECONDS ?? 10);
const TOKEN = 'bench-token';

// ---------------------------------------------------------------- the provider (a worker thread)

interface ProviderJob {
  role: 'uof-provider';
  amqpUrl: string;
  exchange: string;
  messages: EncodedMessage[];
}

type ProviderCommand =
  | { type: 'burst' }
  | { type: 'paced'; perSecond: number; seconds: number; brokerUrl: string; shiftMs: number }
  /** The feed has taken everything: the subscriber stops listening and reports. */
  | { type: 'report' };

type ProviderReport =
  { type: 'ready' } | { type: 'published'; count: number } | { type: 'lags'; lags: Float64Array };

const ROOT_TIMESTAMP = /timestamp="(\d+)"/;
const MATCH = /event_id="sr:match:(\d+)"/;
/** The payload's head as ingestion's publisher writes it: `{"event_id":…,"match_id":…,"producer":…,"timestamp":…`. */
const PAYLOAD_HEAD = /^\{"event_id":(\d+),"match_id":\d+,"producer":\d+,"timestamp":(\d+)/;

async function runProvider(job: ProviderJob): Promise<void> {
  const port = parentPort!;
  const connection = await amqp.connect(job.amqpUrl);
  const channel = await connection.createConfirmChannel();
  const publish = async (routingKey: string, xml: string) => {
    if (!channel.publish(job.exchange, routingKey, Buffer.from(xml)))
      await new Promise((r) => channel.once('drain', r));
  };
  const report = (r: ProviderReport, transfer: ArrayBuffer[] = []) => port.postMessage(r, transfer);

  let finish: (() => Promise<void>) | null = null;
  port.on('message', async (command: ProviderCommand) => {
    if (command.type === 'report') {
      await finish?.();
      return;
    }
    if (command.type === 'burst') {
      for (const m of job.messages) await publish(m.routingKey, m.xml);
      await channel.waitForConfirms();
      report({ type: 'published', count: job.messages.length });
      return;
    }
    // Paced: the messages again and again, each round's timestamps moved on past the last round's.
    const publishedAt = new Map<string, number>();
    const lags: number[] = [];
    const subscriber = await mqtt.connectAsync(command.brokerUrl, { reconnectPeriod: 0 });
    subscriber.on('message', (_topic, payload) => {
      const at = performance.now();
      const head = PAYLOAD_HEAD.exec(payload.toString('latin1', 0, 120));
      const sent = head && publishedAt.get(`${head[1]}:${head[2]}`);
      if (sent) lags.push(at - sent);
    });
    await subscriber.subscribeAsync('feeds/+/odds_change/+');
    const total = Math.round(command.perSecond * command.seconds);
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      // Ahead of the schedule, wait for it; behind it (a full socket), catch up without waiting.
      const due = started + (i * 1000) / command.perSecond;
      if (due - performance.now() > 2) await new Promise((r) => setTimeout(r, due - performance.now()));
      const round = Math.floor(i / job.messages.length) + 1;
      const m = job.messages[i % job.messages.length]!;
      const original = Number(ROOT_TIMESTAMP.exec(m.xml)![1]);
      const timestamp = original + round * command.shiftMs;
      publishedAt.set(`${MATCH.exec(m.xml)![1]}:${timestamp}`, performance.now());
      await publish(m.routingKey, m.xml.replace(ROOT_TIMESTAMP, `timestamp="${timestamp}"`));
    }
    await channel.waitForConfirms();
    finish = async () => {
      // The broker's last deliveries are on their way.
      await new Promise((r) => setTimeout(r, 500));
      await subscriber.endAsync();
      const out = Float64Array.from(lags);
      report({ type: 'lags', lags: out }, [out.buffer]);
    };
    report({ type: 'published', count: total });
  });
  report({ type: 'ready' });
}

if (!isMainThread && (workerData as ProviderJob | undefined)?.role === 'uof-provider') {
  void runProvider(workerData as ProviderJob);
}

// ---------------------------------------------------------------- the feed process (this thread)

/** Hands a recorded world to the simulated provider, then stops. */
function recorded(messages: readonly FeedMessage[]): FeedSource {
  return {
    name: 'recorded',
    start(listener: FeedListener) {
      void (async () => {
        for (const message of messages) await listener(message);
      })();
    },
    stop: async () => undefined,
  };
}

function startProvider(job: ProviderJob): { worker: Worker; next: () => Promise<ProviderReport> } {
  // tsx's loader must be registered inside the worker before this file loads there.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: job });
  const waiting: ((r: ProviderReport) => void)[] = [];
  const arrived: ProviderReport[] = [];
  worker.on('message', (r: ProviderReport) => {
    const w = waiting.shift();
    if (w) w(r);
    else arrived.push(r);
  });
  const next = () =>
    new Promise<ProviderReport>((resolve) => {
      const r = arrived.shift();
      if (r) resolve(r);
      else waiting.push(resolve);
    });
  return { worker, next };
}

/**
 * CPU seconds this thread has used (Linux), or null elsewhere. Unlike the wall clock it does not
 * count time the thread waited for a core, so it reads the same on a busy machine.
 */
function threadCpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

export default async function run(): Promise<void> {
  const engine = new SimulationEngine({ seed: 42 });
  const snapshot = engine.start(T0);
  const play: FeedMessage[] = [];
  for (let t = T0 + 30 * 60_000; t <= T0 + HOURS * 3_600_000; t += 30 * 60_000)
    play.push(...engine.advanceTo(t));
  // Every match of the hours measured is announced first (its fixture then comes from the API).
  const announced = [...snapshot, ...play].filter((m) => m.type === 'fixture_change');
  const odds = play.filter(
    (m): m is Extract<FeedMessage, { type: 'odds_change' }> => m.type === 'odds_change',
  );
  const sportOf = new Map(announced.map((m) => [m.event_id, m.fixture.sport.id]));
  const encoded = odds.map((m) => {
    const id = sportOf.get(m.event_id) ?? SPORTS.soccer.id;
    return encodeFeedMessage(m, { sport: { key: sportKeyOf(id) ?? 'soccer', id } });
  });

  const schema = `bench_uof_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const handle = await openDatabase({ databaseUrl: DATABASE_URL, searchPath: schema, poolSize: 4 });
  await migrate(handle);
  const broker = await createEmbeddedBroker();
  const server = createServer((_req, res) => res.end());
  broker.attach(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const brokerUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/mqtt`;
  const exchange = `uof-bench-${randomUUID()}`;
  const queue = `slipstream-bench-${randomUUID()}`;

  // The provider announces the world (every fixture, with its first prices).
  const announcer = new SimulatedUofProvider({
    source: recorded([...snapshot, ...announced.filter((m) => !snapshot.includes(m))]),
    amqpUrl: AMQP_URL,
    exchange,
  });
  const api = createSimulatedProviderApi(announcer, TOKEN);
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
  const setup = await amqp.connect(AMQP_URL);
  const channel = await setup.createChannel();
  await channel.assertExchange(exchange, 'topic', { durable: true });
  await channel.assertQueue(queue, { durable: true });
  await channel.bindQueue(queue, exchange, '#');
  await announcer.start();

  const cache = new OddsCache();
  const ingestion = createIngestion({
    db: handle.db,
    databaseKind: handle.kind,
    broker,
    cache,
    log: silentLog,
    acknowledgingSource: true,
  });
  let taken = 0;
  const source = new UofFeedSource({
    amqpUrl: AMQP_URL,
    exchange,
    queue,
    apiUrl,
    accessToken: TOKEN,
    nodeId: '1',
    since: {},
    silenceMs: 600_000,
    log: silentLog,
    commit: () => ingestion.commit(),
    db: handle.db,
  });
  const counting: FeedSource = {
    name: source.name,
    start: (listener) =>
      source.start((message) => {
        if (message.type === 'odds_change') taken++;
        return listener(message);
      }),
    stop: () => source.stop(),
  };
  await ingestion.start(counting);
  await source.ready();
  const settle = async () => {
    for (let quiet = 0; quiet < 3;) {
      await source.idle();
      const { messageCount } = await channel.checkQueue(queue);
      quiet = messageCount === 0 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 100));
    }
    await ingestion.idle();
  };
  await settle();
  const provider = startProvider({ role: 'uof-provider', amqpUrl: AMQP_URL, exchange, messages: encoded });
  await provider.next();

  // (1) Throughput: every odds_change of the hours of play, published at once.
  taken = 0;
  const writesBefore = { ...ingestion.writes.written };
  let loopBefore = performance.eventLoopUtilization();
  const cpuBefore = threadCpuSeconds();
  const started = performance.now();
  provider.worker.postMessage({ type: 'burst' } satisfies ProviderCommand);
  while (taken < encoded.length && performance.now() - started < 600_000)
    await new Promise((r) => setTimeout(r, 5));
  // Taken; then committed (the source acknowledges only then) and published.
  await source.idle();
  await ingestion.idle();
  const seconds = (performance.now() - started) / 1000;
  const busy = performance.eventLoopUtilization(loopBefore).utilization;
  const burst = taken;
  const cpuAfter = threadCpuSeconds();
  const cpuPerMessage =
    cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) / burst) * 1e6;
  await provider.next();
  const written = { ...ingestion.writes.written };

  // (2) Lag at the goal's rate, on the broker's topics.
  await settle();
  taken = 0;
  loopBefore = performance.eventLoopUtilization();
  const pacedStarted = performance.now();
  provider.worker.postMessage({
    type: 'paced',
    perSecond: RATE,
    seconds: LAG_SECONDS,
    brokerUrl,
    shiftMs: (HOURS + 1) * 3_600_000,
  } satisfies ProviderCommand);
  const published = (await provider.next()) as Extract<ProviderReport, { type: 'published' }>;
  while (taken < published.count && performance.now() - pacedStarted < 600_000)
    await new Promise((r) => setTimeout(r, 5));
  await source.idle();
  await ingestion.idle();
  const pacedSeconds = (performance.now() - pacedStarted) / 1000;
  const pacedBusy = performance.eventLoopUtilization(loopBefore).utilization;
  provider.worker.postMessage({ type: 'report' } satisfies ProviderCommand);
  const paced = (await provider.next()) as Extract<ProviderReport, { type: 'lags' }>;
  const lags = [...paced.lags].sort((a, b) => a - b);

  console.log(
    `PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} · RabbitMQ ${AMQP_URL.replace(/\/\/[^@]*@/, '//')} · ${announced.length} fixtures`,
  );
  console.log(
    `(1) odds_change XML from AMQP to committed and published: ${Math.round(burst / seconds).toLocaleString('en-US')} msg/s ` +
      `(${burst} of ${encoded.length} in ${seconds.toFixed(2)} s; goal ≥ 10,000); ` +
      `${written.batches - writesBefore.batches} transactions, ${written.markets - writesBefore.markets} line and ` +
      `${written.outcomes - writesBefore.outcomes} price rows; feed thread busy ${(busy * 100).toFixed(0)}%` +
      (cpuPerMessage === null
        ? ''
        : `, ${cpuPerMessage.toFixed(0)} µs of its CPU a message (one core to itself: ${Math.round(1e6 / cpuPerMessage).toLocaleString('en-US')} msg/s)`),
  );
  console.log(
    `(2) ${published.count} published at ${RATE.toLocaleString('en-US')} msg/s, all taken in ${pacedSeconds.toFixed(1)} s; ` +
      `from publish at the provider to the browser's topic: p50 ${percentile(lags, 0.5).toFixed(0)} ms, ` +
      `p99 ${percentile(lags, 0.99).toFixed(0)} ms (${lags.length} odds_change on the topics); ` +
      `feed thread busy ${(pacedBusy * 100).toFixed(0)}%`,
  );

  await provider.worker.terminate();
  await ingestion.stop();
  await announcer.stop();
  await api.close();
  await channel.deleteQueue(queue);
  await channel.deleteExchange(exchange);
  await setup.close();
  await broker.close();
  await new Promise<void>((r) => server.close(() => r()));
  await handle.close();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}
