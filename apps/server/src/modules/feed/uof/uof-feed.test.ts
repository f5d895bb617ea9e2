// The whole production path of FEED=uof against the RabbitMQ on this machine: the simulator as the
// provider publishes its world as the provider's XML; our queue takes it into ingestion; fixtures
// come from the provider's API and are kept in PostgreSQL; odds for markets outside the catalogue
// are dropped; recovery, redelivery and a restart behave as the provider documents, its recovery
// window and refusals included.
import { randomUUID } from 'node:crypto';
import amqp, { type ChannelModel } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedBroker } from '../../../broker/embedded-broker.ts';
import type { Broker } from '../../../broker/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { SIM_T0 } from '../../../test/feed.ts';
import { OddsCache } from '../../market-data/odds-cache.ts';
import { createIngestion, type FeedIngestion } from '../ingestion/ingest.ts';
import { silentLog, type FeedLog } from '../ingestion/log.ts';
import type { SettlementSink } from '../ingestion/settlement-sink.ts';
import { MARKET_STATUS, PRODUCER, type FeedMessage, type Fixture, type ProducerId } from '../messages.ts';
import { ManualClock } from '../simulator/clock.ts';
import { FeedSimulator } from '../simulator/simulator.ts';
import { capturingLog } from './capturing-log.ts';
import { encodeFeedMessage } from './encode.ts';
import { providerResponseXml } from './provider-response.ts';
import { createSimulatedProviderApi } from './simulated-provider-api.ts';
import { SimulatedUofProvider } from './simulated-provider.ts';
import { UofFeedSource } from './uof-source.ts';
import { AMQP_URL, brokerAnswers, queueDrained, removeQueueAndExchange } from './rabbit.test-helper.ts';

const TOKEN = 'test-access-token';
const HOUR = 3_600_000;
const MINUTE = 60_000;

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
  /** While set, the provider refuses recovery requests as it does past its request limits. */
  const recoveriesRefused = { on: false };
  /** The fixtures asked of the provider's API: which match, and whether after a fixture_change. */
  const fixtureCalls: { matchId: number; changed: boolean }[] = [];
  /** Each producer's recovery window as the provider states it, in minutes. */
  const windows: Record<ProducerId, number> = { [PRODUCER.live]: 600, [PRODUCER.prematch]: 4_320 };

  const recordingFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const recovery = /^\/v1\/(\w+)\/recovery\//.exec(url.pathname);
    if (recovery) recoveries.push({ producer: recovery[1]!, after: url.searchParams.get('after') });
    const fixture = /\/sr:match:(\d+)\/(fixture|fixture_change_fixture)\.xml$/.exec(url.pathname);
    if (fixture) fixtureCalls.push({ matchId: Number(fixture[1]), changed: fixture[2] !== 'fixture' });
    if (fixturesDown.on && fixture) {
      fixturesDown.refused++;
      return Promise.resolve(new Response('', { status: 503 }));
    }
    if (recoveriesRefused.on && recovery) {
      const body = providerResponseXml('FORBIDDEN', {
        action: 'Too many requests. Access forbidden. Limits are: 4 requests per 10 minutes(s)',
      });
      return Promise.resolve(new Response(body, { status: 403 }));
    }
    return fetch(input, init);
  };

  /** What PostgreSQL holds of the provider's fixtures. */
  async function storedFixtures(): Promise<Map<number, { fixture: Fixture; fetchedAt: number }>> {
    const rows = await database.db
      .selectFrom('uof_fixtures')
      .select(['match_id', 'fixture', 'fetched_at'])
      .execute();
    return new Map(
      rows.map((r) => [r.match_id, { fixture: r.fixture as Fixture, fetchedAt: r.fetched_at.getTime() }]),
    );
  }

  /** A feed process: its ingestion resumes from the database, its source from each producer's last commit. */
  async function startConsumer({
    commit,
    log = silentLog,
  }: { commit?: () => Promise<void>; log?: FeedLog } = {}): Promise<void> {
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
      db: database.db,
      nodeId: '7',
      since,
      silenceMs: 60_000,
      log,
      commit: commit ?? (() => started.commit()),
      fetch: recordingFetch,
      now: () => sim.engine.now,
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
  const drained = () => queueDrained(queue, source, ingestion);

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
    api = createSimulatedProviderApi(provider, TOKEN, {
      now: () => sim.engine.now,
      recoveryWindowMinutes: (p) => windows[p],
      // A market the provider prices and the catalogue does not hold.
      extraMarkets: [
        {
          id: 999,
          variant: '',
          name: 'Correct score',
          groups: ['all', 'score'],
          outcomes: [{ id: '1', name: '1:0' }],
          specifiers: [],
        },
      ],
    });
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
    await removeQueueAndExchange(queue, exchange);
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

  it('keeps every fixture it read and the provider’s market descriptions in PostgreSQL', async () => {
    const stored = await storedFixtures();
    for (const [id, fixture] of fixtures) {
      expect(stored.get(id)?.fixture.competitors.home.name, `match ${id}`).toBe(
        fixture.competitors.home.name,
      );
      expect(stored.get(id)?.fixture.tournament.name).toBe(fixture.tournament.name);
    }
    const described = await database.db
      .selectFrom('uof_market_descriptions')
      .select(['market_id', 'name', 'description'])
      .execute();
    const byId = new Map(described.map((d) => [d.market_id, d]));
    expect(byId.get(999)?.name).toBe('Correct score');
    expect(byId.get(202)?.name).toBe('{!setnr} set - winner');
    expect(byId.get(18)?.description).toMatchObject({
      outcomes: [
        { id: '12', name: 'Over {total}' },
        { id: '13', name: 'Under {total}' },
      ],
      specifiers: [{ name: 'total', type: 'decimal' }],
    });
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
    // A new process on a database without stored fixtures knows no match yet: the first message of
    // each needs its fixture from the API.
    await database.db.deleteFrom('uof_fixtures').execute();
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
    await startConsumer({ commit: () => Promise.reject(new Error('the process died before its commit')) });
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

  it('restarts without asking the provider’s API for the matches PostgreSQL holds, and reads a match again at its fixture_change', async () => {
    await ingestion.stop();
    const before = await storedFixtures();
    const [changedId, changed] = [...before].find(([id]) => cache.fixture(id))!;
    // A copy read long before what the feed has said since: it must not take that back, and the
    // fixture_change must replace it with what the provider answers now.
    await database.db
      .updateTable('uof_fixtures')
      .set({
        fixture: JSON.stringify({ ...changed.fixture, tournament: { id: 1, name: 'Stale name' } }),
        fetched_at: new Date(SIM_T0 - HOUR),
      })
      .where('match_id', '=', changedId)
      .execute();
    fixtureCalls.length = 0;
    await startConsumer();
    await sim.advanceBy(5 * MINUTE);
    await drained();
    const odds = world.filter((m) => m.type === 'odds_change').slice(-50);
    expect(odds.some((m) => before.has(m.event_id))).toBe(true);
    expect(ingestion.stats.byType.odds_change ?? 0).toBeGreaterThan(0);
    const askedAgain = fixtureCalls.filter((c) => !c.changed && before.has(c.matchId));
    expect(askedAgain).toEqual([]);
    // The stale copy, announced with the time it was read, did not override what the feed said since.
    expect(cache.fixture(changedId)?.tournament.name).toBe(fixtures.get(changedId)!.tournament.name);

    const fixture = fixtures.get(changedId)!;
    const sport = {
      key: fixture.sport.id === 1 ? ('soccer' as const) : ('tennis' as const),
      id: fixture.sport.id,
    };
    const change = encodeFeedMessage(
      {
        type: 'fixture_change',
        event_id: changedId,
        producer: PRODUCER.prematch,
        timestamp: sim.engine.now,
        change_type: 'start_time',
        fixture,
      },
      { sport },
    );
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createConfirmChannel();
    channel.publish(exchange, change.routingKey, Buffer.from(change.xml));
    await channel.waitForConfirms();
    await connection.close();
    await drained();
    expect(fixtureCalls).toContainEqual({ matchId: changedId, changed: true });
    const after = (await storedFixtures()).get(changedId)!;
    expect(after.fixture.tournament.name).toBe(fixture.tournament.name);
    expect(after.fetchedAt).toBeGreaterThan(before.get(changedId)!.fetchedAt);
  }, 60_000);

  it('asks a full recovery, and says so, for a producer whose last message is older than its recovery window', async () => {
    await ingestion.stop();
    const committed = new Map(
      (await database.db.selectFrom('producer_state').select(['producer', 'last_applied_at']).execute()).map(
        (r) => [r.producer, r.last_applied_at?.getTime()],
      ),
    );
    windows[PRODUCER.live] = 20;
    await sim.advanceBy(25 * MINUTE);
    recoveries.length = 0;
    const log = capturingLog();
    await startConsumer({ log });
    // The provider refuses an `after` past the window (400): the live producer is asked for everything.
    expect(recoveries).toEqual([
      { producer: 'liveodds', after: null },
      { producer: 'pre', after: String(committed.get(PRODUCER.prematch)) },
    ]);
    expect(log.said('warn', 'older than the producer’s recovery window')).toHaveLength(1);
    expect(log.said('warn', 'older than the producer’s recovery window')[0]!.obj).toMatchObject({
      producer: PRODUCER.live,
      windowMinutes: 20,
    });
    await sim.advanceBy(30_000);
    await drained();
    expect(source.isRecovering(PRODUCER.live)).toBe(false);
    expect(source.isRecovering(PRODUCER.prematch)).toBe(false);
    windows[PRODUCER.live] = 600;
  }, 90_000);

  it('does not ask again at every alive while the provider refuses its recovery requests', async () => {
    await ingestion.stop();
    recoveriesRefused.on = true;
    recoveries.length = 0;
    const log = capturingLog();
    await startConsumer({ log });
    // Four alives of each producer: none of them asks again while the refusal's wait runs.
    await sim.advanceBy(40_000);
    await drained();
    expect(recoveries.map((r) => r.producer).sort()).toEqual(['liveodds', 'pre']);
    const refused = log.said('error', 'refused our access token');
    expect(refused).toHaveLength(2);
    expect(refused[0]!.obj.providerMessage).toContain('Too many requests');
    expect(source.isRecovering(PRODUCER.live)).toBe(true);
    expect(cache.isProducerDown(PRODUCER.live)).toBe(true);
    // The wait over, the next alive asks again, and the producer comes back.
    recoveriesRefused.on = false;
    await sim.advanceBy(70_000);
    await drained();
    expect(recoveries.map((r) => r.producer).sort()).toEqual(['liveodds', 'liveodds', 'pre', 'pre']);
    expect(source.isRecovering(PRODUCER.live)).toBe(false);
    expect(source.isRecovering(PRODUCER.prematch)).toBe(false);
  }, 90_000);

  // Last: it leaves a line with odds the simulated world never gave.
  it('drops odds for markets the catalogue does not hold, or with outcomes it does not name, and says so once per market', async () => {
    await ingestion.stop();
    const log = capturingLog();
    await startConsumer({ log });
    const match = [...cache.fixtures()].find((f) => f.status === 'not_started')!;
    const sport = {
      key: match.sport.id === 1 ? ('soccer' as const) : ('tennis' as const),
      id: match.sport.id,
    };
    const odds = (timestamp: number): FeedMessage => ({
      type: 'odds_change',
      event_id: match.id,
      producer: PRODUCER.prematch,
      timestamp,
      markets: [
        {
          id: 1,
          specifier: '',
          status: MARKET_STATUS.active,
          outcomes: [
            { id: '1', odds: 2.45, active: 1 },
            { id: '2', odds: 3.15, active: 1 },
            { id: '3', odds: 2.95, active: 1 },
          ],
        },
        {
          id: 999,
          specifier: '',
          status: MARKET_STATUS.active,
          outcomes: [{ id: '1', odds: 7.5, active: 1 }],
        },
        {
          id: 18,
          specifier: 'total=9.5',
          status: MARKET_STATUS.active,
          outcomes: [
            { id: '12', odds: 9.5, active: 1 },
            { id: '99', odds: 1.05, active: 1 },
          ],
        },
      ],
    });
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createConfirmChannel();
    for (const at of [sim.engine.now + 1, sim.engine.now + 2]) {
      const { routingKey, xml } = encodeFeedMessage(
        odds(at) as Exclude<FeedMessage, { type: 'timeline_event' }>,
        {
          sport,
        },
      );
      channel.publish(exchange, routingKey, Buffer.from(xml));
    }
    await channel.waitForConfirms();
    await connection.close();
    await drained();
    expect(cache.market(match.id, 1, '')?.outcomes.map((o) => o.odds)).toEqual([2.45, 3.15, 2.95]);
    expect(cache.market(match.id, 999, '')).toBeUndefined();
    expect(cache.market(match.id, 18, 'total=9.5')).toBeUndefined();
    const dropped = log.said('warn', 'does not offer dropped');
    expect(dropped.map((d) => d.obj)).toEqual([
      expect.objectContaining({
        marketId: 999,
        providerName: 'Correct score',
        reason: 'not in the catalogue',
      }),
      expect.objectContaining({
        marketId: 18,
        providerName: 'Total',
        reason: 'outcome ids the catalogue lacks',
      }),
    ]);
  }, 60_000);
});
