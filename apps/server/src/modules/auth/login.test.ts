// POST auth/login?source=website: token on success; 401 with `error` on failure; limits per number
// (service) and per address (@fastify/rate-limit); hashes never leave the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { PASSWORD, freshNumber, login, registerPlayer, type Player } from '../../test/accounts.ts';
import { hashPassword } from './password.ts';

let t: TestApp;
let player: Player;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_IP: 8 });
  player = await registerPlayer(t);
});
afterAll(() => t.close());

describe('POST auth/login', () => {
  it('answers a token, its expiry and the user for the number in national or full form', async () => {
    for (const username of [
      player.number,
      player.phone,
      `+${player.phone}`,
      player.number.replace(/^0/, ''),
    ]) {
      const res = await login(t, username);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        expiresAt: new Date(t.clock.now().getTime() + 72 * 3_600_000).toISOString(),
        user: { id: player.id, phone: player.phone },
      });
    }
  });

  it('answers 401 with the envelope and an error field for a wrong password or an unknown number, alike', async () => {
    const wrong = await login(t, player.number, 'wrong password!');
    const unknown = await login(t, freshNumber(), PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'CREDENTIALS_INVALID',
        message: 'The mobile number or password is incorrect.',
        error: 'The mobile number or password is incorrect.',
      });
    }
  });

  it('refuses a malformed number and bad bodies with 400', async () => {
    const malformed = await login(t, '0803');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'PHONE_INVALID', error: expect.stringContaining('+234') });
    const bodies = [
      {},
      { username: player.number, clientId: 12 },
      { username: player.number, password: '', clientId: 12 },
      { username: player.number, password: PASSWORD },
      { username: player.number, password: PASSWORD, clientId: 99 },
      { username: 8031234567, password: PASSWORD, clientId: 12 },
      { username: player.number, password: { $ne: null }, clientId: 12 },
      { username: player.number, password: 'x'.repeat(50_000), clientId: 12 },
    ];
    for (const body of bodies) {
      const res = await t.call({ method: 'POST', url: '/api/v2/auth/login?source=website', body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.any(String) });
    }
  });

  it('pauses a number after 5 wrong passwords for 15 minutes, from any address', async () => {
    const target = await registerPlayer(t);
    for (let i = 0; i < 5; i += 1)
      expect((await login(t, target.number, `guess-${i}-wrong`)).statusCode).toBe(401);
    const paused = await login(t, target.number, target.password);
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toEqual({
      code: 'RATE_LIMITED',
      message:
        'Too many wrong passwords for this number. Please try again in 15 minutes, or reset your password.',
      error:
        'Too many wrong passwords for this number. Please try again in 15 minutes, or reset your password.',
      details: { retryAfterSeconds: 900 },
    });
    t.clock.advanceSeconds(14 * 60);
    expect((await login(t, target.number, target.password)).json().message).toMatch(
      /try again in 60 seconds,/,
    );
    t.clock.advanceSeconds(60);
    expect((await login(t, target.number, target.password)).statusCode).toBe(200);
    // A success starts the count over.
    for (let i = 0; i < 4; i += 1) await login(t, target.number, 'wrong-again!');
    expect((await login(t, target.number, target.password)).statusCode).toBe(200);
  });

  it('limits logins per address with 429 RATE_LIMITED', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 8; i += 1) {
      expect((await login(t, freshNumber(), 'whatever-pass', ip)).statusCode).toBe(401);
    }
    const limited = await login(t, player.number, player.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    });
    expect(limited.json().error).toBe(limited.json().message);
    // Another address is not affected.
    expect((await login(t, player.number, player.password, '203.0.113.8')).statusCode).toBe(200);
  });

  it('upgrades a weaker stored hash at the next login', async () => {
    const target = await registerPlayer(t);
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash(target.password, { memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await t.db.updateTable('users').set({ password_hash: weak }).where('id', '=', target.id).execute();
    expect((await login(t, target.number)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a suspended or closed account with 403', async () => {
    const target = await registerPlayer(t);
    await t.db.updateTable('users').set({ status: 'closed' }).where('id', '=', target.id).execute();
    const res = await login(t, target.number);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', details: { reason: 'closed' } });
    // And the session it had ends with it.
    expect((await t.call({ url: '/api/v2/auth/details/12', token: target.token })).statusCode).toBe(401);
  });

  it('never puts a password hash in an answer', async () => {
    const answers = [
      await login(t, player.number),
      await t.call({ url: '/api/v2/auth/details/12', token: player.token }),
      await t.call({ url: '/api/v2/auth/sessions', token: player.token }),
    ];
    for (const res of answers) expect(res.body).not.toContain('$argon2');
    expect(await hashPassword('x'.repeat(8))).toMatch(/^\$argon2id\$/);
  });
});
