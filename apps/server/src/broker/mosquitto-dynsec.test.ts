// Players on an external Mosquitto run with the project's own configuration (docs/mosquitto): the
// server, as the dynamic security admin, gives each session a broker login that reads the public
// trees and its player's own users/{id}/… and nothing else, never publishes, and stops working (its
// connections dropped) within a second of the session ending, wherever and however it ends.
import { randomUUID } from 'node:crypto';
import { maySubscribe } from '@slipstream/contract/topics';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brokerSessions } from '../modules/sessions/broker-access.ts';
import { createSessionsModule } from '../modules/sessions/sessions.module.ts';
import { login, registerPlayer, type Player } from '../test/accounts.ts';
import { startMosquitto, type RunningMosquitto } from '../test/mosquitto.ts';
import {
  granted,
  listensAsPlayer,
  mqttClients,
  reaches as reachesTopic,
  REFUSED_LOGIN,
} from '../test/mqtt-client.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import type { Broker, BrokerCredentials } from './broker.ts';
import { createBroker } from './index.ts';

const ADMIN = { MQTT_USERNAME: 'slipstream-server', MQTT_PASSWORD: `admin-${randomUUID()}` };

let mosquitto: RunningMosquitto | undefined;
let t: TestApp;
/** Browsers' connections over the broker's WebSocket listener. */
const clients = mqttClients(() => mosquitto!.wsUrl);

beforeAll(async () => {
  mosquitto = await startMosquitto(ADMIN);
  t = await buildTestApp({ MQTT_URL: mosquitto.url, ...ADMIN });
});

afterEach(() => clients.endAll());

afterAll(async () => {
  await t?.close();
  await mosquitto?.stop();
});

async function credentialsOf(token: string): Promise<BrokerCredentials> {
  const res = await t.call({ url: '/api/v2/auth/live-credentials', token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as BrokerCredentials;
}

const bets = (player: Player) => `users/${player.id}/bets`;

/** Whether a message the server publishes now on the player's bets topic reaches `client`. */
const reaches = (client: MqttClient, player: Player, broker: Broker = t.broker): Promise<boolean> =>
  reachesTopic(client, bets(player), broker);

/** A player's connection holding their own topics and the feeds, checked to receive them. */
async function listening(player: Player, token = player.token): Promise<MqttClient> {
  return listensAsPlayer(await clients.connect(await credentialsOf(token)), player.id, t.broker);
}

/** Resolves with how long `client` stayed connected; fails after 1.5 s (a second is promised). */
async function dropped(client: MqttClient): Promise<number> {
  const started = Date.now();
  if (!client.connected) return 0;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected 1.5 s after the session ended')), 1500);
    client.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

describe('players on Mosquitto with dynamic security', () => {
  it('a logged-in player reads their own topics, the feeds and the crash table', async () => {
    const player = await registerPlayer(t);
    const credentials = await credentialsOf(player.token);
    expect(credentials.username).toMatch(
      new RegExp(`^u${player.id}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`),
    );
    // Asking again (another page load) gives the same login and costs the broker nothing new.
    expect(await credentialsOf(player.token)).toEqual(credentials);

    const client = await clients.connect(credentials);
    expect(await granted(client, [bets(player), 'feeds/#', 'casino/crash/#'])).toEqual([0, 0, 0]);
    expect(await reaches(client, player)).toBe(true);
    const received = new Promise((resolve) =>
      client.on(
        'message',
        (topic, payload) => topic === 'casino/crash/tick' && resolve(JSON.parse(payload.toString())),
      ),
    );
    await t.broker.publish('casino/crash/tick', { multiplier: 1.5 });
    expect(await received).toEqual({ multiplier: 1.5 });
  });

  it('Mosquitto grants exactly what maySubscribe allows, to a visitor and to a player', async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    const filters = [
      'feeds/#',
      'feeds',
      'feeds/live/odds_change/7',
      'feeds/+/bet_stop/+',
      'feedsx/1',
      'casino/crash/#',
      'casino/crash',
      'casino/crash/tick',
      'casino/crashed',
      'casino/#',
      'casino/+/tick',
      '#',
      '+',
      '+/#',
      'users/#',
      'users/+/bets',
      `users/${player.id}`,
      `users/${player.id}/#`,
      `users/${player.id}/+`,
      `users/${player.id}/bets`,
      `users/${player.id}0/bets`,
      `users/${other.id}/bets`,
      '$SYS/#',
      '$CONTROL/dynamic-security/v1/response',
    ];
    const visitor = await clients.connect();
    const own = await clients.connect(await credentialsOf(player.token));
    for (const filter of filters) {
      expect([filter, ...(await granted(visitor, [filter]))]).toEqual([
        filter,
        maySubscribe(filter, null) ? 0 : 128,
      ]);
      expect([filter, ...(await granted(own, [filter]))]).toEqual([
        filter,
        maySubscribe(filter, String(player.id)) ? 0 : 128,
      ]);
    }
  });

  it('another player\u2019s login cannot read the first player\u2019s topics', async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    const snoop = await clients.connect(await credentialsOf(other.token));
    expect(await granted(snoop, [bets(player), `users/${player.id}/#`, 'users/+/bets'])).toEqual([
      128, 128, 128,
    ]);
    expect(await granted(snoop, ['feeds/#'])).toEqual([0]);
    expect(await reaches(snoop, player)).toBe(false);
  });

  it('nobody but the server publishes, and a wrong password or unknown name is refused', async () => {
    const player = await registerPlayer(t);
    const credentials = await credentialsOf(player.token);
    const listener = await listening(player);
    const intrusion = randomUUID();
    let leaked = false;
    listener.on('message', (_topic, payload) => {
      if (payload.toString().includes(intrusion)) leaked = true;
    });
    await granted(listener, ['feeds/live/odds_change/1']);

    // MQTT 5 says why in the PUBACK: 135, not authorised.
    const publisher = await clients.connect(credentials, { protocolVersion: 5 });
    const visitor = await clients.connect(undefined, { protocolVersion: 5 });
    for (const client of [publisher, visitor]) {
      for (const topic of ['feeds/live/odds_change/1', bets(player), '$CONTROL/dynamic-security/v1']) {
        const answer = await client.publishAsync(topic, JSON.stringify({ intrusion }), { qos: 1 }).then(
          (packet) => (packet as { reasonCode?: number } | undefined)?.reasonCode,
          (err: Error & { code?: number }) => err.code,
        );
        expect([topic, answer]).toEqual([topic, 135]);
      }
    }
    expect(await reaches(listener, player)).toBe(true); // the marker came after anything sent above
    expect(leaked).toBe(false);

    expect(await clients.refusal({ username: credentials.username, password: 'guess' })).toMatch(
      REFUSED_LOGIN,
    );
    expect(await clients.refusal({ username: 'u1-' + randomUUID(), password: credentials.password })).toMatch(
      REFUSED_LOGIN,
    );
  });

  it('logout drops the session\u2019s connections at once and its login stops working', async () => {
    const player = await registerPlayer(t);
    const otherToken = (await login(t, player.number)).json().token as string;
    const credentials = await credentialsOf(player.token);
    const client = await listening(player);
    const other = await listening(player, otherToken);

    const closed = dropped(client);
    const res = await t.call({ method: 'POST', url: '/api/v2/auth/logout', token: player.token });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBeLessThan(1000);

    expect(await clients.refusal(credentials)).toMatch(REFUSED_LOGIN);
    // The player's other device keeps its own login.
    expect(await reaches(other, player)).toBe(true);
    // And the ended session gets no new one.
    expect((await t.call({ url: '/api/v2/auth/live-credentials', token: player.token })).statusCode).toBe(
      401,
    );
  });

  it('an end written by another API process, or by the clock, is caught within a second', async () => {
    const player = await registerPlayer(t);
    const credentials = await credentialsOf(player.token);
    const client = await listening(player);
    const sessionId = credentials.username.slice(`u${player.id}-`.length);
    const closed = dropped(client);
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: t.clock.now(), revoked_reason: 'logout' })
      .where('id', '=', sessionId)
      .execute();
    await closed;
    expect(await clients.refusal(credentials)).toMatch(REFUSED_LOGIN);

    const expiring = await registerPlayer(t);
    const expiringCredentials = await credentialsOf(expiring.token);
    const expiringClient = await listening(expiring);
    const expired = dropped(expiringClient);
    t.clock.advanceHours(t.config.SESSION_TTL_HOURS + 0.1);
    await expired;
    expect(await clients.refusal(expiringCredentials)).toMatch(REFUSED_LOGIN);
  });

  it('processes starting together on a freshly initialised broker all set up', async () => {
    // The first to give the server's client its publisher role makes Mosquitto drop every connection
    // of that client, the others' too, in the middle of their setup: they must set up again, not fail.
    const fresh = await startMosquitto(ADMIN);
    const config = { ...t.config, MQTT_URL: fresh.url };
    const sessions = createSessionsModule({ config: t.config, db: t.db, now: t.clock.now });
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => createBroker(config, brokerSessions(sessions))),
    );
    try {
      expect(started.map((s) => (s.status === 'fulfilled' ? s.value.isReady() : String(s.reason)))).toEqual([
        true,
        true,
        true,
      ]);
    } finally {
      for (const s of started) if (s.status === 'fulfilled') await s.value.close();
      await fresh.stop();
    }
  });

  it('a session ended by another API process is dropped at once (every process is the broker admin)', async () => {
    // A second process on the same database and broker, as behind a load balancer.
    const sessions = createSessionsModule({ config: t.config, db: t.db, now: t.clock.now });
    const second = await createBroker(t.config, brokerSessions(sessions));
    try {
      expect(second.isReady()).toBe(true);
      const player = await registerPlayer(t);
      const client = await listening(player);
      const user = await sessions.authenticate(player.token);
      const closed = dropped(client);
      expect(await sessions.revoke(user!, user!.sessionId, 'logout')).toBe(true);
      expect(await closed).toBeLessThan(1000);
    } finally {
      await second.close();
    }
  });
});
