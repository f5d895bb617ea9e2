// The whole production path of FEED=uof against the RabbitMQ on this machine: the simulator as the
// provider publishes its world as the provider's XML; our queue takes it into ingestion; fixtures
// come from the provider's API; recovery, redelivery and a restart behave as the provider documents.
import { randomUUID } from 'node:crypto';
import amqp, { type ChannelModel } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedBroker } from '../../../broker/embedded-broker.ts';
import type { Broker } from '../../../broker/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { SIM_T0 } from '../../../test/feed.ts';
import { OddsCache } from '../../market-data/odds-cache.ts';
import { createIngestion, type FeedIngestion } from '../ingestion/ingest.ts';
import { silentLog } from '../ingestion/log.ts';
import type { SettlementSink } from '../ingestion/settlement-sink.ts';
import { MARKET_STATUS, PRODUCER, type FeedMessage, type Fixture, type ProducerId } from '../messages.ts';
import { ManualClock } from '../simulator/clock.ts';
import { FeedSimulator } from '../simulator/simulator.ts';
import { encodeFeedMessage } from './encode.ts';
import { createSimulatedProviderApi } from './simulated-provider-api.ts';
import { SimulatedUofProvider } from './simulated-provider.ts';
import { UofFeedSource } from './uof-source.ts';

const AMQP_URL = process.env.AMQP_TEST_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const TOKEN = 'test-access-token';
const HOUR = 3_600_000;

async function brokerAnswers(): Promise<boolean> {
  try {
    const connection = await amqp.connect(AMQP_URL, { timeout: 2_000 });
    await connection.close();
    return true;
  } catch {
    return false;
  }
}

const rabbit = await brokerAnswers();
if (!rabbit)
  console.warn(`RabbitMQ does not answer at ${AMQP_URL}: the odds feed tests over AMQP are skipped`);

describe.runIf(rabbit)('the Unified Odds Feed over AMQP, with the simulator as the provider', () => {
  const exchange = `uof-test-${randomUUID()}`;
  const queue = `slipstream-test-${randomUUID()}`;
  let database: TestDatabase;
  let broker: Broker;
  let sim: FeedSimulator;
  let provider: SimulatedUofProvider;
  let api: ReturnType<typeof createSimulatedProviderApi>;
  let apiUrl: string;
  const world: FeedMessage[] = [];
  const fixtures = new Map<number, Fixture>();

  // One consumer at a time: a feed process with its ingestion and source.
  let cache: OddsCache;
  let ingestion: FeedIngestion;
  let source: UofFeedSource;
  /** How often each settlement was handed to the bets module, over every consumer. */
  const handedOver = new Map<number, number>();
  /** The recovery requests the consumers made: producer and `after`. */
  const recoveries: { producer: string; after: string | null }[] = [];

  const countingSink: SettlementSink = {
    onSettlement: (e) => {
      for (const m of e.markets) handedOver.set(m.settlementId, (handedOver.get(m.settlementId) ?? 0) + 1);
    },
    onCancel: () => undefined,
    onRollbackSettlement: () => undefined,
    onRollbackCancel: () => undefined,
  };

  /** Every AMQP connection the feed processes opened, so a test can drop one under them. */
  const connections: ChannelModel[] = [];

  /** While set, the provider's API answers fixture requests with 503, as one that is down does. */
  const fixturesDown = { on: false, refused: 0 };

  const recordingFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const recovery = /^\/v1\/(\w+)\/recovery\//.exec(url.pathname);
    if (recovery) recoveries.push({ producer: recovery[1]!, after: url.searchParams.get('after') });
    if (fixturesDown.on && url.pathname.endsWith('/fixture.xml')) {
      fixturesDown.refused++;
      return Promise.resolve(new Response('', { status: 503 }));
    }
    return fetch(input, init);
  };

  /** A feed process: its ingestion resumes from the database, its source from each producer's last commit. */
  async function startConsumer(commit?: () => Promise<void>): Promise<void> {
    cache = new OddsCache();
    const started = createIngestion({
      db: database.db,
      broker,
      cache,
      clock: new ManualClock(1_000_000),
      flushIntervalMs: 3_600_000,
      acknowledgingSource: true,
      sink: countingSink,
    });
    ingestion = started;
    await ingestion.warmStart();
    const since: Partial<Record<ProducerId, number>> = {};
    for (const p of [PRODUCER.live, PRODUCER.prematch]) {
      const at = ingestion.resumeFrom(p);
      if (at !== null) since[p] = at;
    }
    source = new UofFeedSource({
      amqpUrl: AMQP_URL,
      exchange,
      queue,
      apiUrl,
      accessToken: TOKEN,
      nodeId: '7',
      since,
      silenceMs: 60_000,
      log: silentLog,
      commit: commit ?? (() => started.commit()),
      fetch: recordingFetch,
      connect: async (url) => {
        const connection = await amqp.connect(url);
        connections.push(connection);
        return connection;
      },
    });
    await ingestion.start(source);
    await source.ready();
  }

  /** Waits until the queue is empty and every message handed over has been taken. */
  async function drained(): Promise<void> {
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createChannel();
    try {
      for (let quiet = 0; quiet < 3;) {
        await source.idle();
        const { messageCount } = await channel.checkQueue(queue);
        quiet = messageCount === 0 ? quiet + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await ingestion.idle();
    } finally {
      await connection.close();
    }
  }

  /** Every open line in the cache carries the last odds the world gave it. */
  function expectCurrentPrices(): void {
    for (const [key, odds] of lastOdds()) {
      const [event, market, specifier] = key.split('/') as [string, string, string];
      const line = cache.market(Number(event), Number(market), specifier);
      if (!line || line.status !== MARKET_STATUS.active) continue;
      expect(JSON.stringify(line.outcomes.map((o) => o.odds)), key).toBe(odds);
    }
  }

  /** The last odds each line was given in the world, for open fixtures. */
  function lastOdds(): Map<string, string> {
    const out = new Map<string, string>();
    for (const m of world) {
      if (m.type !== 'odds_change') continue;
      for (const market of m.markets)
        out.set(
          `${m.event_id}/${market.id}/${market.specifier}`,
          JSON.stringify(market.outcomes.map((o) => o.odds)),
        );
    }
    return out;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    broker = await createEmbeddedBroker();
    sim = new FeedSimulator({
      seed: 11,
      startTime: SIM_T0,
      clock: new ManualClock(1_000_000),
      autoAdvance: false,
      sports: ['soccer'],
      lookaheadDays: 1,
      rollbackRate: 0.2,
      cancelRate: 0.2,
      confirmDelayMs: 60_000,
    });
    const recording = {
      name: sim.name,
      start: (listener: (m: FeedMessage) => void | Promise<void>) =>
        sim.start((m) => {
          world.push(m);
          if (m.type === 'fixture_change') fixtures.set(m.event_id, m.fixture);
          return listener(m);
        }),
      stop: () => sim.stop(),
    };
    provider = new SimulatedUofProvider({
      source: recording,
      amqpUrl: AMQP_URL,
      exchange,
      now: () => sim.engine.now,
    });
    api = createSimulatedProviderApi(provider, TOKEN);
    apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
    // The consumer's queue exists before the provider speaks, as a deployment's would.
    // Our queue exists before the provider speaks, as a deployment's durable queue does.
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createChannel();
    await channel.assertExchange(exchange, 'topic', { durable: true });
    await channel.assertQueue(queue, { durable: true });
    await channel.bindQueue(queue, exchange, '#');
    await connection.close();
    await provider.start();
    await sim.idle();
    await startConsumer();
    await drained();
  }, 120_000);

  afterAll(async () => {
    await ingestion?.stop();
    await provider?.stop();
    await api?.close();
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue).catch(() => undefined);
    await channel.deleteExchange(exchange).catch(() => undefined);
    await connection.close();
    await broker?.close();
    await database?.dispose();
  });

  it('brings every announced match in with its names from the provider’s API, and every price', () => {
    expect(fixtures.size).toBeGreaterThan(10);
    for (const [id, fixture] of fixtures) {
      const cached = cache.fixture(id);
      expect(cached, `match ${id}`).toBeDefined();
      expect(cached!.home.name).toBe(fixture.competitors.home.name);
      expect(cached!.tournament.name).toBe(fixture.tournament.name);
    }
    for (const [key, odds] of lastOdds()) {
      const [event, market, specifier] = key.split('/') as [string, string, string];
      const line = cache.market(Number(event), Number(market), specifier);
      if (!line) continue; // settled and handed over lines leave the cache
      expect(JSON.stringify(line.outcomes.map((o) => o.odds)), key).toBe(odds);
    }
    expect(source.isRecovering(PRODUCER.live)).toBe(false);
    expect(source.isRecovering(PRODUCER.prematch)).toBe(false);
  });

  it('plays matches to their settlement through the queue, and stores the settlements', async () => {
    await sim.advanceBy(3 * HOUR);
    await drained();
    const settlements = world.filter((m) => m.type === 'bet_settlement');
    expect(settlements.length).toBeGreaterThan(0);
    expect(world.some((m) => m.type === 'rollback_bet_settlement')).toBe(true);
    const stored = await database.db
      .selectFrom('market_settlements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBeGreaterThan(0);
    // Every price the provider last gave is the cache's.
    expectCurrentPrices();
  }, 180_000);

  it('changes nothing when a message is delivered twice', async () => {
    const last = [...world].reverse().find((m) => m.type === 'odds_change')!;
    const fixture = fixtures.get(last.event_id)!;
    const sport = {
      key: fixture.sport.id === 1 ? ('soccer' as const) : ('tennis' as const),
      id: fixture.sport.id,
    };
    const { routingKey, xml } = encodeFeedMessage(last, { sport });
    const before = ingestion.stats.duplicate + ingestion.stats.stale;
    const applied = ingestion.stats.applied;
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createConfirmChannel();
    channel.publish(exchange, routingKey, Buffer.from(xml));
    channel.publish(exchange, routingKey, Buffer.from(xml));
    await channel.waitForConfirms();
    await connection.close();
    await drained();
    expect(ingestion.stats.duplicate + ingestion.stats.stale).toBe(before + 2);
    expect(ingestion.stats.applied).toBe(applied);
  });

  it('connects again when its connection drops, asks for a recovery and takes what queued meanwhile', async () => {
    const dropped = connections.at(-1)!;
    const taken = ingestion.stats.byType.odds_change ?? 0;
    recoveries.length = 0;
    // The network cuts the socket under the feed process (amqplib keeps it as connection.stream).
    (
      dropped as unknown as { connection: { stream: { destroy(err: Error): void } } }
    ).connection.stream.destroy(new Error('the network dropped the connection'));
    await sim.advanceBy(10 * 60_000);
    await vi.waitFor(() => expect(connections.at(-1)).not.toBe(dropped), { timeout: 30_000 });
    await vi.waitFor(() => expect(recoveries.map((r) => r.producer).sort()).toEqual(['liveodds', 'pre']), {
      timeout: 30_000,
    });
    await drained();
    expect(ingestion.stats.byType.odds_change ?? 0).toBeGreaterThan(taken);
    expectCurrentPrices();
  }, 60_000);

  it('waits for the provider’s API when it does not answer, then takes every message in order', async () => {
    await ingestion.stop();
    fixturesDown.on = true;
    // A new process knows no match yet: the first message of each needs its fixture from the API.
    await startConsumer();
    await sim.advanceBy(60_000);
    await vi.waitFor(() => expect(fixturesDown.refused).toBeGreaterThan(1), { timeout: 30_000 });
    expect(ingestion.stats.byType.odds_change ?? 0).toBe(0);
    fixturesDown.on = false;
    await drained();
    expect(ingestion.stats.byType.odds_change ?? 0).toBeGreaterThan(0);
    expectCurrentPrices();
  }, 60_000);

  it('acknowledges only what is committed: what a process that died first had taken comes again, and no settlement is handed over twice', async () => {
    await ingestion.stop();
    // A feed process whose commits never complete, as when it dies before its database answers.
    await startConsumer(() => Promise.reject(new Error('the process died before its commit')));
    const dying = ingestion;
    const handedBefore = handedOver.size;
    await sim.advanceBy(HOUR);
    await drained();
    const settlements = dying.stats.byType.bet_settlement ?? 0;
    expect(settlements).toBeGreaterThan(0);
    expect(handedOver.size).toBeGreaterThan(handedBefore);
    await dying.stop();
    // The next process is handed all of it again, and it changes nothing twice.
    await startConsumer();
    await drained();
    expect(ingestion.stats.byType.bet_settlement ?? 0).toBeGreaterThanOrEqual(settlements);
    expect([...handedOver].filter(([, times]) => times !== 1)).toEqual([]);
  }, 180_000);

  it('recovers after a restart from each producer’s last commit: what queued meanwhile is taken, and markets stay suspended until the snapshot is complete', async () => {
    await ingestion.stop();
    const saved = await database.db
      .selectFrom('producer_state')
      .select(['producer', 'last_applied_at'])
      .execute();
    const committed = new Map(saved.map((r) => [r.producer, r.last_applied_at?.getTime()]));
    expect(committed.get(PRODUCER.live)).toBeGreaterThan(SIM_T0);
    // The world goes on while the feed process is down; its messages wait in our queue.
    await sim.advanceBy(HOUR / 2);
    provider.holdRecoveries();
    recoveries.length = 0;
    await startConsumer();
    expect(committed.get(PRODUCER.prematch)).toBeGreaterThan(SIM_T0);
    expect(recoveries).toEqual([
      { producer: 'liveodds', after: String(committed.get(PRODUCER.live)) },
      { producer: 'pre', after: String(committed.get(PRODUCER.prematch)) },
    ]);
    await sim.advanceBy(30_000);
    await drained();
    // Everything queued is taken, but until the provider answers the recovery the prices are not current.
    expect(source.isRecovering(PRODUCER.live)).toBe(true);
    expect(cache.isProducerDown(PRODUCER.live)).toBe(true);
    provider.releaseRecoveries();
    await sim.advanceBy(30_000);
    await drained();
    expect(source.isRecovering(PRODUCER.live)).toBe(false);
    expect(cache.isProducerDown(PRODUCER.live)).toBe(false);
    expectCurrentPrices();
  }, 180_000);

  it('treats a producer that says it lost us as down until its recovery completes', async () => {
    // The provider's own word: alive with subscribed=0.
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createConfirmChannel();
    const lost = encodeFeedMessage(
      { type: 'alive', producer: PRODUCER.live, timestamp: sim.engine.now + 1, subscribed: 0 },
      {},
    );
    channel.publish(exchange, lost.routingKey, Buffer.from(lost.xml));
    await channel.waitForConfirms();
    await connection.close();
    await drained();
    // The recovery was asked for and answered (snapshot_complete), so the next alive brings it back.
    expect(source.isRecovering(PRODUCER.live)).toBe(false);
    expect(cache.isProducerDown(PRODUCER.live)).toBe(true);
    await sim.advanceBy(30_000);
    await drained();
    expect(cache.isProducerDown(PRODUCER.live)).toBe(false);
  }, 60_000);
});
