// Private live topics end with the login session: whatever ends a session (logout, revocation, a
// password change or reset, a time-out or self-exclusion, an end written by another API process,
// expiry), the MQTT connections it opened stop getting users/{id}/… within a second and are refused
// new ones, while the public feeds stay open to a visitor.
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { login, registerPlayer, sendCode, lastCode, type Player } from '../test/accounts.ts';
import { granted, listensAsPlayer, mqttClients, reaches as reachesTopic } from '../test/mqtt-client.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let url: string;
const clients = mqttClients(() => url);

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.broker.attach(t.app.server);
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
});
afterEach(() => clients.endAll());
afterAll(() => t.close());

/** A connection as older pages make it (the token as password), without reconnecting by itself. */
async function connect(token?: string): Promise<MqttClient> {
  return clients.connect(token ? { username: 'player', password: token } : undefined);
}

const bets = (player: Player) => `users/${player.id}/bets`;

/** A connection of `token` holding the player's private topics and the public feeds. */
async function listening(player: Player, token: string): Promise<MqttClient> {
  return listensAsPlayer(await connect(token), player.id, t.broker);
}

/** Whether a message published now on the player's bets topic reaches `client`. */
const reaches = (client: MqttClient, player: Player): Promise<boolean> =>
  reachesTopic(client, bets(player), t.broker);

/** Waits for the player's private messages to stop reaching `client`: a second is promised, 1.5 s allowed. */
async function losesPrivateTopics(client: MqttClient, player: Player): Promise<void> {
  const deadline = Date.now() + 1500;
  while (await reaches(client, player)) {
    if (Date.now() > deadline) throw new Error('private messages still arrive 1.5 s after the session ended');
    await sleep(50);
  }
}

/** After the end: no private topic for the dead token, on the old connection or a new one; feeds stay. */
async function refusedAfterwards(client: MqttClient, player: Player, deadToken: string): Promise<void> {
  if (client.connected) expect(await granted(client, [bets(player)])).toEqual([128]);
  const again = await connect(deadToken);
  expect(await granted(again, [bets(player), 'feeds/#'])).toEqual([128, 0]);
  expect(await reaches(again, player)).toBe(false);

  const visitor = await connect();
  expect(await granted(visitor, ['feeds/#'])).toEqual([0]);
  const topic = `feeds/live/odds_change/${player.id}`;
  const received = new Promise((resolve) =>
    visitor.on('message', (at, payload) => at === topic && resolve(JSON.parse(payload.toString()))),
  );
  await t.broker.publish(topic, { markets: [] });
  expect(await received).toEqual({ markets: [] });
}

async function sessionIdOf(token: string, byToken: string): Promise<string> {
  // The safety page's list, as seen from another device (`byToken`), names each session.
  const mine = (await t.call({ url: '/api/v2/auth/sessions', token })).json().sessions as {
    id: string;
    current: boolean;
  }[];
  const id = mine.find((s) => s.current)!.id;
  const seen = (await t.call({ url: '/api/v2/auth/sessions', token: byToken })).json().sessions as {
    id: string;
  }[];
  expect(seen.map((s) => s.id)).toContain(id);
  return id;
}

const secondLogin = async (player: Player) => (await login(t, player.number)).json().token as string;

describe('sessions ended through the API', () => {
  it('logout: that session\u2019s connections lose users/{id}/…; the player\u2019s other devices keep theirs', async () => {
    const player = await registerPlayer(t);
    const otherToken = await secondLogin(player);
    const client = await listening(player, player.token);
    const other = await listening(player, otherToken);

    const res = await t.call({ method: 'POST', url: '/api/v2/auth/logout', token: player.token });
    expect(res.statusCode).toBe(200);

    await losesPrivateTopics(client, player);
    await refusedAfterwards(client, player, player.token);
    expect(await reaches(other, player)).toBe(true);
  });

  it('revoking one session from another device (Safety & Security)', async () => {
    const player = await registerPlayer(t);
    const otherToken = await secondLogin(player);
    const client = await listening(player, player.token);
    const other = await listening(player, otherToken);

    const id = await sessionIdOf(player.token, otherToken);
    const res = await t.call({
      method: 'POST',
      url: `/api/v2/auth/sessions/${id}/revoke`,
      token: otherToken,
    });
    expect(res.json()).toEqual({ revoked: true, current: false });

    await losesPrivateTopics(client, player);
    await refusedAfterwards(client, player, player.token);
    expect(await reaches(other, player)).toBe(true);
  });

  it('signing out the other sessions', async () => {
    const player = await registerPlayer(t);
    const secondToken = await secondLogin(player);
    const keptToken = await secondLogin(player);
    const first = await listening(player, player.token);
    const second = await listening(player, secondToken);
    const kept = await listening(player, keptToken);

    const res = await t.call({
      method: 'POST',
      url: '/api/v2/auth/sessions/revoke-others',
      token: keptToken,
    });
    expect(res.json()).toEqual({ revoked: 2 });

    await losesPrivateTopics(first, player);
    await losesPrivateTopics(second, player);
    await refusedAfterwards(second, player, secondToken);
    expect(await reaches(kept, player)).toBe(true);
  });

  it('a password change: every old session goes, the new token gets the topics', async () => {
    const player = await registerPlayer(t);
    const otherToken = await secondLogin(player);
    const client = await listening(player, player.token);
    const other = await listening(player, otherToken);

    const res = await t.call({
      method: 'PUT',
      url: '/api/v2/auth/update/password',
      token: player.token,
      body: { currentPassword: player.password, newPassword: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(200);

    await losesPrivateTopics(client, player);
    await losesPrivateTopics(other, player);
    await refusedAfterwards(other, player, otherToken);
    await listening(player, res.json().token as string);
  });

  it('a password reset by texted code', async () => {
    const player = await registerPlayer(t);
    const client = await listening(player, player.token);

    t.clock.advanceSeconds(60); // the register code was texted just now
    expect((await sendCode(t, player.number, 'reset-password')).statusCode).toBe(200);
    const res = await t.call({
      method: 'PATCH',
      url: '/api/v2/auth/update/reset-password',
      body: {
        clientId: 12,
        phone: player.number,
        code: await lastCode(t, player.number),
        newPassword: 'a brand new passphrase',
      },
    });
    expect(res.statusCode).toBe(200);

    await losesPrivateTopics(client, player);
    await refusedAfterwards(client, player, player.token);
  });

  it('a time-out and a self-exclusion', async () => {
    for (const [path, body] of [
      ['time-out', { hours: 24 }],
      ['self-exclusion', { months: 6 }],
    ] as const) {
      const player = await registerPlayer(t);
      const client = await listening(player, player.token);
      const res = await t.call({
        method: 'POST',
        url: `/api/v2/auth/responsible-gambling/${path}`,
        token: player.token,
        body,
      });
      expect(res.statusCode).toBe(200);

      await losesPrivateTopics(client, player);
      await refusedAfterwards(client, player, player.token);
    }
  });
});

describe('the session\u2019s broker login, as the web app connects', () => {
  it('reads the player\u2019s own topics until the session ends, then only the feeds', async () => {
    const player = await registerPlayer(t);
    const res = await t.call({ url: '/api/v2/auth/live-credentials', token: player.token });
    expect(res.statusCode).toBe(200);
    const credentials = res.json() as { username: string; password: string };
    expect(credentials.username).toMatch(new RegExp(`^u${player.id}-[0-9a-f-]{36}$`));

    const client = await clients.connect(credentials);
    expect(await granted(client, [bets(player), 'feeds/#'])).toEqual([0, 0]);
    expect(await reaches(client, player)).toBe(true);
    // A wrong password, or another session's name with it, is a visitor.
    const forged = await clients.connect({ username: credentials.username, password: 'guess' });
    expect(await granted(forged, [bets(player), 'feeds/#'])).toEqual([128, 0]);

    expect(
      (await t.call({ method: 'POST', url: '/api/v2/auth/logout', token: player.token })).statusCode,
    ).toBe(200);
    await losesPrivateTopics(client, player);
    const again = await clients.connect(credentials);
    expect(await granted(again, [bets(player), 'feeds/#'])).toEqual([128, 0]);
  });
});

describe('sessions ended where this process did not see it', () => {
  it('a revocation written by another API process', async () => {
    const player = await registerPlayer(t);
    const otherToken = await secondLogin(player);
    const client = await listening(player, player.token);
    const other = await listening(player, otherToken);

    const id = await sessionIdOf(player.token, otherToken);
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: t.clock.now(), revoked_reason: 'logout' })
      .where('id', '=', id)
      .execute();

    await losesPrivateTopics(client, player);
    await refusedAfterwards(client, player, player.token);
    expect(await reaches(other, player)).toBe(true);
  });

  it('a player blocked by the operator', async () => {
    const player = await registerPlayer(t);
    const client = await listening(player, player.token);
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', player.id).execute();

    await losesPrivateTopics(client, player);
    await refusedAfterwards(client, player, player.token);
  });

  // Last: it moves the shared clock past every session opened so far.
  it('expiry (72 hours after login)', async () => {
    const player = await registerPlayer(t);
    const client = await listening(player, player.token);
    t.clock.advanceHours(71.9);
    expect(await reaches(client, player)).toBe(true);

    t.clock.advanceHours(0.2);
    await losesPrivateTopics(client, player);
    await refusedAfterwards(client, player, player.token);
  });
});
