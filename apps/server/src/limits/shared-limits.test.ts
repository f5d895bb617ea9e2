// Limits shared by several API processes: two app instances on one database and one Redis (as two
// processes behind a load balancer) count one address's logins together, and one number's wrong
// passwords together. Needs the Redis at REDIS_TEST_URL (default redis://127.0.0.1:6379), which CI
// and the development machine run; the test fails, never skips, without it.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, freshNumber, registerPlayer } from '../test/accounts.ts';
import { buildTestApp, secondProcess, type TestApp } from '../test/test-app.ts';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
/** Keys of this run only, so parallel runs and earlier runs never meet. */
const PREFIX = `slipstream-test-${randomUUID()}:`;

let redis: Redis;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 0, lazyConnect: true });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(
      `Redis does not answer at ${REDIS_URL} (${(err as Error).message}). The shared-limit tests need ` +
        'it: start redis-server on 127.0.0.1:6379, or set REDIS_TEST_URL.',
      { cause: err },
    );
  }
  const overrides = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX, LOGIN_RATE_LIMIT_PER_IP: 4 };
  a = await buildTestApp(overrides);
  b = await secondProcess(a);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  if (redis?.status === 'ready') {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis?.disconnect();
});

const login = (t: TestApp, username: string, password: string, ip: string) =>
  t.call({
    method: 'POST',
    url: '/api/v2/auth/login?source=website',
    body: { username, password, clientId: 12 },
    ip,
  });

describe('limits shared through Redis', () => {
  it('counts one address’s logins on both instances together', async () => {
    const ip = '10.201.0.1';
    // Four attempts, two on each instance, each for a different number (no per-number limit in play).
    for (const t of [a, b, a, b]) {
      expect((await login(t, freshNumber(), PASSWORD, ip)).statusCode).toBe(401);
    }
    // Each instance alone has seen only two of the four; together they have seen the limit.
    for (const t of [a, b]) {
      const refused = await login(t, freshNumber(), PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
      });
    }
    // Another address is not held back.
    expect((await login(b, freshNumber(), PASSWORD, '10.201.0.2')).statusCode).toBe(401);
  });

  it('pauses a number after 5 wrong passwords in total, whichever instance took them', async () => {
    const player = await registerPlayer(a);
    const wrong = [a, b, a, b, a];
    for (const [i, t] of wrong.entries()) {
      expect((await login(t, player.number, `wrong-${i}-password`, `10.202.0.${i}`)).statusCode).toBe(401);
    }
    const paused = await login(b, player.number, player.password, '10.202.1.1');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/^Too many wrong passwords for this number\./);
  });

  it('keeps its counts under this run’s key prefix, with tokens only as digests', async () => {
    const player = await registerPlayer(a);
    const changed = await b.call({
      method: 'PUT',
      url: '/api/v2/auth/update/password',
      token: player.token,
      body: { currentPassword: 'not my password', newPassword: 'another horse battery' },
    });
    expect(changed.statusCode).toBe(400);
    const keys = await redis.keys(`${PREFIX}*`);
    expect(keys.some((k) => k.includes('/auth/login'))).toBe(true);
    expect(keys.some((k) => k.includes('/auth/update/password'))).toBe(true);
    expect(keys.join('\n')).not.toContain(player.token);
  });
});
