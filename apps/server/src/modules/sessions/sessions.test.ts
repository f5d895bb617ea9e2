// Sessions behind tokens: requireUser's answers, logout, expiry, the safety page's list and revocation,
// and what the broker asks of them (a token as the MQTT password for the player's own topics).
import type { AddressInfo } from 'node:net';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { login, registerPlayer, type Player } from '../../test/accounts.ts';
import { brokerSessions } from './broker-access.ts';
import { createTokenCodec } from './session-token.ts';
import type { SessionsEnded } from './sessions.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const details = (token?: string, headers?: Record<string, string>) =>
  t.call({ url: '/api/v2/auth/details/12', ...(token ? { token } : {}), ...(headers ? { headers } : {}) });

describe('requireUser', () => {
  it('asks for a login without a bearer token, and ends a bad one', async () => {
    const none = await details();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });

    const player = await registerPlayer(t);
    const [head, body, signature] = player.token.split('.') as [string, string, string];
    const tampered = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = await createTokenCodec('someone-elses-secret-value').sign(
      { userId: player.id, sessionId: crypto.randomUUID() },
      t.clock.now(),
      new Date(t.clock.now().getTime() + 3_600_000),
    );
    for (const token of [tampered, forged, 'not.a.token', 'x'.repeat(5000)]) {
      const res = await details(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'SESSION_INVALID',
        message: 'Your session has ended. Please log in again.',
      });
    }
    expect((await details(undefined, { authorization: `Basic ${player.token}` })).json().code).toBe(
      'UNAUTHORIZED',
    );
    expect((await details(player.token)).statusCode).toBe(200);
  });

  it('refuses an expired token (72 hours by default)', async () => {
    const player = await registerPlayer(t);
    t.clock.advanceHours(71.9);
    expect((await details(player.token)).statusCode).toBe(200);
    t.clock.advanceHours(0.2);
    const res = await details(player.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_INVALID');
  });
});

describe('POST auth/logout', () => {
  it('revokes the token at once; other sessions stay', async () => {
    const player = await registerPlayer(t);
    const other = (await login(t, player.number)).json().token as string;
    const res = await t.call({ method: 'POST', url: '/api/v2/auth/logout', token: player.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'You are logged out.' });
    expect((await details(player.token)).json().code).toBe('SESSION_INVALID');
    expect(
      (await t.call({ method: 'POST', url: '/api/v2/auth/logout', token: player.token })).statusCode,
    ).toBe(401);
    expect((await details(other)).statusCode).toBe(200);
  });
});

describe('the session list', () => {
  let player: Player;
  let second: string;
  beforeAll(async () => {
    player = await registerPlayer(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/v2/auth/login?source=website',
      body: { username: player.number, password: player.password, clientId: 12 },
      ip: '198.51.100.23',
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/130.0' },
    });
    second = res.json().token;
  });

  it('lists the player\u2019s live sessions with the current one flagged', async () => {
    const res = await t.call({ url: '/api/v2/auth/sessions', token: second });
    expect(res.statusCode).toBe(200);
    const sessions = res.json().sessions as {
      current: boolean;
      ip: string;
      userAgent: string;
      createdAt: string;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.current)).toMatchObject({
      ip: '198.51.100.23',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/130.0',
      createdAt: expect.stringMatching(/Z$/),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
    });
  });

  it('cannot revoke another player\u2019s session by its id', async () => {
    const intruder = await registerPlayer(t);
    const mine = (await t.call({ url: '/api/v2/auth/sessions', token: player.token })).json().sessions[0]
      .id as string;
    const res = await t.call({
      method: 'POST',
      url: `/api/v2/auth/sessions/${mine}/revoke`,
      token: intruder.token,
    });
    expect(res.statusCode).toBe(404);
    expect((await details(player.token)).statusCode).toBe(200);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/v2/auth/sessions/not-a-uuid/revoke',
          token: intruder.token,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('revokes one session, then all the others', async () => {
    const third = (await login(t, player.number)).json().token as string;
    const list = (await t.call({ url: '/api/v2/auth/sessions', token: third })).json().sessions as {
      id: string;
      current: boolean;
    }[];
    expect(list).toHaveLength(3);
    const target = list.find((s) => !s.current)!;
    const one = await t.call({
      method: 'POST',
      url: `/api/v2/auth/sessions/${target.id}/revoke`,
      token: third,
    });
    expect(one.json()).toEqual({ revoked: true, current: false });
    const others = await t.call({ method: 'POST', url: '/api/v2/auth/sessions/revoke-others', token: third });
    expect(others.json()).toEqual({ revoked: 1 });
    expect((await details(player.token)).statusCode).toBe(401);
    expect((await details(second)).statusCode).toBe(401);
    expect((await details(third)).statusCode).toBe(200);
    expect((await t.call({ url: '/api/v2/auth/sessions', token: third })).json().sessions).toHaveLength(1);
  });

  it('updates last seen at most once a minute', async () => {
    const fresh = await registerPlayer(t);
    const seen = async () =>
      (
        await t.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('user_id', '=', fresh.id)
          .executeTakeFirstOrThrow()
      ).last_seen_at.getTime();
    const before = await seen();
    t.clock.advanceSeconds(30);
    await details(fresh.token);
    expect(await seen()).toBe(before);
    t.clock.advanceSeconds(31);
    await details(fresh.token);
    expect(await seen()).toBe(t.clock.now().getTime());
  });
});

describe('what the broker asks of the sessions', () => {
  it('maps a live token to its login (user id as in topics, session id) and a revoked one to null', async () => {
    const player = await registerPlayer(t);
    const sessions = brokerSessions(t.modules.sessions);
    const found = await sessions.verify(player.token);
    expect(found).toEqual({ userId: String(player.id), sessionId: expect.any(String) });
    expect(await sessions.verify('garbage')).toBeNull();
    expect(await sessions.live([found!.sessionId])).toEqual(new Set([found!.sessionId]));
    await t.call({ method: 'POST', url: '/api/v2/auth/logout', token: player.token });
    expect(await sessions.verify(player.token)).toBeNull();
    expect(await sessions.live([found!.sessionId])).toEqual(new Set());
  });

  it('announces every end made in this process with the sessions it ended', async () => {
    const player = await registerPlayer(t);
    const second = (await login(t, player.number)).json().token as string;
    const ended: SessionsEnded[] = [];
    const stop = t.modules.sessions.onEnded((e) => ended.push(e));
    try {
      const first = (await brokerSessions(t.modules.sessions).verify(player.token))!.sessionId;
      await t.call({ method: 'POST', url: '/api/v2/auth/logout', token: player.token });
      expect(ended).toEqual([{ userId: player.id, sessionIds: [first], reason: 'logout' }]);
      // Ending nothing (already ended) announces nothing.
      await t.modules.sessions.revokeAll(player.id, 'password-changed');
      await t.modules.sessions.revokeAll(player.id, 'password-changed');
      expect(ended).toHaveLength(2);
      expect(ended[1]).toMatchObject({ userId: player.id, reason: 'password-changed' });
      expect(ended[1]!.sessionIds).toHaveLength(1);
      expect(ended[1]!.sessionIds).not.toContain(first);
      expect((await details(second)).statusCode).toBe(401);
    } finally {
      stop();
    }
  });

  it('lets a player subscribe to users/{their id}/… over MQTT with the token as password, and no one else\u2019s', async () => {
    const player = await registerPlayer(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.broker.attach(t.app.server);
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
    const granted = async (password: string | undefined, topics: string[]) => {
      const client = await mqtt.connectAsync(url, {
        reconnectPeriod: 0,
        ...(password ? { username: 'token', password } : {}),
      });
      try {
        return (await client.subscribeAsync(topics)).map((g) => g.qos);
      } catch (err) {
        const packet = (err as { packet?: { granted?: (number | { qos: number })[] } }).packet;
        return (packet?.granted ?? []).map((g) => (typeof g === 'number' ? g : g.qos));
      } finally {
        await client.endAsync();
      }
    };
    expect(
      await granted(player.token, [`users/${player.id}/balance`, `users/${player.id + 1}/balance`]),
    ).toEqual([0, 128]);
    expect(await granted(undefined, [`users/${player.id}/balance`])).toEqual([128]);
    expect(await granted('not-a-token', [`users/${player.id}/balance`])).toEqual([128]);
  });
});
