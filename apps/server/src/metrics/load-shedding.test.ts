// Load shedding: with the database pool's wait queue or the event-loop delay over its limit, requests
// get 503 with Retry-After and the error envelope at once; liveness and metrics still answer.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema, testConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { observePool } from './metrics.ts';

let byPool: TestApp;
/** The event-loop check alone, on a bare server: no database to keep busy while the loop is held. */
let byLoop: FastifyInstance;
beforeAll(async () => {
  byPool = await buildTestApp({ LOAD_SHED_MAX_DB_WAITING: 3, LOAD_SHED_RETRY_AFTER_SECONDS: 7 });
  byLoop = Fastify();
  await registerLoadShedding(byLoop, testConfig({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: 5 }));
  byLoop.get('/healthz', async () => ({ status: 'ok' }));
  byLoop.get('/anything', async () => ({ ok: true }));
});
afterAll(async () => {
  await byPool?.close();
  await byLoop?.close();
});

const BUSY = {
  code: 'UNAVAILABLE',
  message: 'We are very busy right now. Please try again in a few seconds.',
};

describe('load shedding', () => {
  it('refuses requests while too many queries wait for a database connection', async () => {
    const t = byPool;
    const pool = { totalCount: 20, idleCount: 0, waitingCount: 3, ended: false };
    observePool(pool);
    try {
      expect((await t.call({ url: '/api/product/client-config' })).statusCode).toBe(200);

      pool.waitingCount = 4;
      const refused = await t.call({ url: '/api/product/client-config' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('7');
      expect(refused.json()).toEqual(BUSY);
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const metrics = await t.app.inject({ url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('slipstream_http_shed_total{reason="db_pool_waiting"} 2');

      pool.waitingCount = 0;
      expect((await t.call({ url: '/api/product/client-config' })).statusCode).toBe(200);
    } finally {
      pool.ended = true;
    }
  });

  it('refuses requests while the event loop lags beyond the limit', async () => {
    // Hold the loop well past a sampling interval, then give the sampler time to see it.
    const until = Date.now() + 1_500;
    while (Date.now() < until);
    let res = await byLoop.inject({ url: '/anything' });
    for (let i = 0; i < 30 && res.statusCode !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await byLoop.inject({ url: '/anything' });
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual(BUSY);
    expect((await byLoop.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('has generous limits by default', () => {
    const defaults = configSchema.parse({});
    expect(defaults.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS).toBe(1_000);
    expect(defaults.LOAD_SHED_MAX_DB_WAITING).toBe(200);
  });
});
