// Browsers hear the feed: an mqtt.js client subscribed over WebSocket to the embedded broker (a real
// listening server) — and to an external Mosquitto when one answers on 127.0.0.1:1883 — receives
// odds_change and bet_stop of live matches with SPEC.md §7's JSON shape as the simulator plays them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect as netConnect } from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Broker } from '../../../broker/index.ts';
import { createEmbeddedBroker } from '../../../broker/embedded-broker.ts';
import { createExternalBroker } from '../../../broker/external-broker.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { startSimulatedFeed, type SimulatedFeed } from '../../../test/feed.ts';
import { OddsCache } from '../../market-data/odds-cache.ts';

// SPEC.md §7's fields, exactly, plus ours.
const oddsChangeShape = z
  .object({
    event_id: z.int(),
    match_id: z.int(),
    producer: z.literal([1, 3]),
    timestamp: z.int(),
    status: z.string(),
    markets: z.array(
      z
        .object({
          id: z.int(),
          specifier: z.string(),
          status: z.int(),
          outcomes: z
            .array(z.object({ id: z.string(), odds: z.number(), active: z.literal([0, 1]) }).strict())
            .min(1),
        })
        .strict(),
    ),
    score: z
      .string()
      .regex(/^\d+:\d+$/)
      .optional(),
    home_score: z.int().optional(),
    away_score: z.int().optional(),
    in_play_time: z.string().optional(),
    period_name: z.string().optional(),
  })
  .strict();

const betStopShape = z
  .object({
    event_id: z.int(),
    match_id: z.int(),
    producer: z.literal([1, 3]),
    timestamp: z.int(),
    groups: z.union([z.literal('all'), z.array(z.string())]),
    reason: z.enum(['bet_stop', 'producer_down']),
  })
  .strict();

interface Received {
  topic: string;
  payload: Record<string, unknown>;
}

function collect(client: MqttClient, into: Received[]): void {
  client.on('message', (topic, payload) =>
    into.push({ topic, payload: JSON.parse(payload.toString()) as Record<string, unknown> }),
  );
}

/** Resolves when `check` holds for what arrived (messages arrive over a real socket). */
function until(
  received: Received[],
  check: (r: Received[]) => boolean,
  what: string,
  ms = 10_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (check(received)) return resolve();
      if (Date.now() - started > ms) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(poll, 20);
    };
    poll();
  });
}

/** Waits until everything published so far has arrived (a broker keeps one publisher's order). */
async function delivered(broker: Broker, received: Received[]): Promise<void> {
  const marker = `feeds/live/marker/${Math.random().toString(16).slice(2)}`;
  await broker.publish(marker, {});
  await until(received, (r) => r.some((m) => m.topic === marker), 'the marker');
}

/** Plays the feed until a live match has had both an odds_change and a bet_stop on the client. */
async function playUntilLiveStopAndOdds(
  feed: SimulatedFeed,
  broker: Broker,
  received: Received[],
  cache: OddsCache,
): Promise<number> {
  const mine = (r: Received) => cache.fixture(Number(r.topic.split('/').pop())) !== undefined;
  const matchWithBoth = () => {
    const stops = new Set(
      received
        .filter((r) => r.topic.startsWith('feeds/live/bet_stop/') && mine(r))
        .map((r) => r.topic.split('/').pop()),
    );
    const odds = received.find(
      (r) => r.topic.startsWith('feeds/live/odds_change/') && stops.has(r.topic.split('/').pop()),
    );
    return odds ? Number(odds.topic.split('/').pop()) : null;
  };
  for (let minute = 0; minute < 30; minute++) {
    await feed.advance(60_000);
    await feed.ingestion.idle();
    await delivered(broker, received);
    const id = matchWithBoth();
    if (id !== null) return id;
  }
  throw new Error('no live match had both a bet_stop and an odds_change in 30 minutes');
}

function expectShapes(received: Received[], matchId: number, cache: OddsCache): void {
  const odds = received.filter((r) => r.topic === `feeds/live/odds_change/${matchId}`);
  const stops = received.filter((r) => r.topic === `feeds/live/bet_stop/${matchId}`);
  expect(odds.length).toBeGreaterThan(0);
  expect(stops.length).toBeGreaterThan(0);
  for (const r of odds) {
    const payload = oddsChangeShape.parse(r.payload);
    expect(payload.event_id).toBe(matchId);
    expect(payload.match_id).toBe(matchId);
  }
  for (const r of stops)
    expect(betStopShape.parse(r.payload)).toMatchObject({
      event_id: matchId,
      match_id: matchId,
      reason: 'bet_stop',
    });
  // Live messages carry the score and the match time.
  const withLines = odds.map((r) => oddsChangeShape.parse(r.payload)).filter((p) => p.markets.length > 0);
  expect(withLines.some((p) => p.score !== undefined && p.in_play_time !== undefined)).toBe(true);
  // The last price heard for a line is the cache's price.
  const last = withLines.at(-1)!;
  for (const m of last.markets) {
    const line = cache.market(matchId, m.id, m.specifier);
    if (!line) continue;
    expect(m.outcomes.map((o) => o.odds)).toEqual(line.outcomes.map((o) => o.odds));
  }
}

describe('publishing to the embedded broker, heard over WebSocket', () => {
  let database: TestDatabase;
  let broker: Broker;
  let server: Server;
  let client: MqttClient;
  let feed: SimulatedFeed;
  const cache = new OddsCache();
  const received: Received[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    broker = await createEmbeddedBroker();
    server = createServer((_req, res) => res.end());
    broker.attach(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/mqtt`;
    client = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
    collect(client, received);
    await client.subscribeAsync(['feeds/live/#', 'feeds/prematch/#']);
    feed = await startSimulatedFeed({ db: database.db, broker, cache, sports: ['soccer'] });
  });
  afterAll(async () => {
    await feed.stop();
    await client.endAsync();
    await broker.close();
    await new Promise((r) => server.close(r));
    await database.dispose();
  });

  it('publishes the recovery snapshot of pre-match fixtures', async () => {
    const prematch = [...cache.fixtures()].filter((f) => f.status === 'not_started');
    await until(
      received,
      (r) => r.some((m) => m.topic === `feeds/prematch/odds_change/${prematch[0]!.id}`),
      'a pre-match snapshot',
    );
    const first = received.find((m) => m.topic === `feeds/prematch/odds_change/${prematch[0]!.id}`)!;
    const payload = oddsChangeShape.parse(first.payload);
    expect(payload.producer).toBe(3);
    expect(payload.markets.some((m) => m.id === 1 && m.specifier === '')).toBe(true);
  });

  it('delivers odds_change and bet_stop of a live match with the spec’s JSON shape', async () => {
    const matchId = await playUntilLiveStopAndOdds(feed, broker, received, cache);
    expectShapes(received, matchId, cache);
  });
});

async function mosquittoAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = netConnect({ host: '127.0.0.1', port: 1883, timeout: 500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const external = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
describe.runIf(await mosquittoAnswers())(
  'publishing through an external broker (Mosquitto on 127.0.0.1:1883)',
  () => {
    it('delivers odds_change and bet_stop of a live match to a subscriber', async () => {
      const database = await createTestDatabase();
      const broker = await createExternalBroker({ url: external });
      const client = await mqtt.connectAsync(external, { reconnectPeriod: 0 });
      const cache = new OddsCache();
      const received: Received[] = [];
      try {
        collect(client, received);
        await client.subscribeAsync('feeds/live/#');
        const feed = await startSimulatedFeed({ db: database.db, broker, cache, sports: ['soccer'] });
        const matchId = await playUntilLiveStopAndOdds(feed, broker, received, cache);
        expectShapes(received, matchId, cache);
        await feed.stop();
      } finally {
        await client.endAsync();
        await broker.close();
        await database.dispose();
      }
    });
  },
);
