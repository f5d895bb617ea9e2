// `npm run bench uof`: Unified Odds Feed ingestion on PostgreSQL (127.0.0.1:5432) through the
// RabbitMQ on 127.0.0.1:5672. The simulator, as the provider, announces a world (its fixtures come
// from the provider's API); then the odds_change messages of four hours of play, written as the
// provider's XML, are put on the exchange at once and the feed source takes them from our queue:
// read, validated, applied to the cache, published to the broker and written (the write-behind
// flushed). Reported: odds_change messages per second from the first publish to the last commit,
// and each message's lag from its publish to ingestion having taken it. Goal ≥ 10,000 msg/s.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import amqp from 'amqplib';
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
import { encodeFeedMessage } from '../apps/server/src/modules/feed/uof/encode.ts';
import { createSimulatedProviderApi } from '../apps/server/src/modules/feed/uof/simulated-provider-api.ts';
import { SimulatedUofProvider } from '../apps/server/src/modules/feed/uof/simulated-provider.ts';
import { UofFeedSource } from '../apps/server/src/modules/feed/uof/uof-source.ts';
import { OddsCache } from '../apps/server/src/modules/market-data/odds-cache.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const AMQP_URL = process.env.AMQP_TEST_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const T0 = Date.UTC(2025, 2, 15, 14, 7, 0);
const HOURS = Number(process.env.UOF_BENCH_HOURS ?? 4);
const TOKEN = 'bench-token';

/** Hands a recorded world to the provider, then stops. */
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
  const exchange = `uof-bench-${randomUUID()}`;
  const queue = `slipstream-bench-${randomUUID()}`;

  // The provider announces the world (every fixture, with its first prices).
  const provider = new SimulatedUofProvider({
    source: recorded([...snapshot, ...announced.filter((m) => !snapshot.includes(m))]),
    amqpUrl: AMQP_URL,
    exchange,
  });
  const api = createSimulatedProviderApi(provider, TOKEN);
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
  const setup = await amqp.connect(AMQP_URL);
  const channel = await setup.createConfirmChannel();
  await channel.assertExchange(exchange, 'topic', { durable: true });
  await channel.assertQueue(queue, { durable: true });
  await channel.bindQueue(queue, exchange, '#');
  await provider.start();

  const cache = new OddsCache();
  const ingestion = createIngestion({
    db: handle.db,
    databaseKind: handle.kind,
    broker,
    cache,
    log: silentLog,
  });
  const publishedAt = new Map<string, number>();
  const lags: number[] = [];
  let taken = 0;
  const source = new UofFeedSource({
    amqpUrl: AMQP_URL,
    exchange,
    queue,
    apiUrl,
    accessToken: TOKEN,
    nodeId: '1',
    since: null,
    silenceMs: 600_000,
    log: silentLog,
  });
  // Counts and times the measured messages as ingestion takes them.
  const counting: FeedSource = {
    name: source.name,
    start: (listener) =>
      source.start(async (message) => {
        await listener(message);
        if (message.type !== 'odds_change') return;
        const at = publishedAt.get(`${message.event_id}:${message.timestamp}`);
        if (at === undefined) return;
        lags.push(performance.now() - at);
        taken++;
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
  };
  await settle();
  await ingestion.flush();

  // Measured: every odds_change of the hours of play, published at once.
  const started = performance.now();
  for (const [i, message] of encoded.entries()) {
    publishedAt.set(`${odds[i]!.event_id}:${odds[i]!.timestamp}`, performance.now());
    if (!channel.publish(exchange, message.routingKey, Buffer.from(message.xml)))
      await new Promise((r) => channel.once('drain', r));
  }
  await channel.waitForConfirms();
  while (taken < encoded.length) {
    await new Promise((r) => setTimeout(r, 20));
    if (performance.now() - started > 600_000) break;
  }
  await ingestion.idle();
  await ingestion.flush();
  const seconds = (performance.now() - started) / 1000;

  lags.sort((a, b) => a - b);
  const at = (p: number) => lags[Math.min(lags.length - 1, Math.floor(lags.length * p))] ?? NaN;
  console.log(
    `PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} · RabbitMQ ${AMQP_URL.replace(/\/\/[^@]*@/, '//')} · ${announced.length} fixtures`,
  );
  console.log(
    `odds_change XML from AMQP to committed and published: ${Math.round(taken / seconds).toLocaleString('en-US')} msg/s ` +
      `(${taken} of ${encoded.length} in ${seconds.toFixed(1)} s; goal ≥ 10,000)`,
  );
  console.log(
    `lag from publish to taken (all published at once, so it is mostly time in the queue): p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms`,
  );

  await ingestion.stop();
  await provider.stop();
  await api.close();
  await channel.deleteQueue(queue);
  await channel.deleteExchange(exchange);
  await setup.close();
  await broker.close();
  await handle.close();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}
