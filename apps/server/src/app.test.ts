// The HTTP edge every module relies on: error envelope, signing, body limit, headers, web fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ BODY_LIMIT_BYTES: 1024 * 1024 });
  // A signed (non-public) route to exercise the edge; real modules register theirs the same way.
  t.app.post('/api/v2/test/echo', async (request) => ({ echoed: request.body }));
  t.app.get('/api/v2/test/boom', async () => {
    throw new Error('database password is hunter2');
  });
});
afterAll(() => t.close());

describe('API edge', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/v2/nope', code: 'NOT_FOUND' });
  });

  it('accepts a freshly signed request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/test/echo',
      headers: await t.signed(),
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ echoed: { a: 1 } });
  });

  it('refuses a request without signing headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/test/echo', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SIGNATURE_INVALID');
    expect(res.json().message).toMatch(/missing/);
  });

  it('refuses a stale signature with 401 JSON', async () => {
    const tenMinutesAgo = Date.now() - 10 * 60 * 1000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/test/echo',
      headers: await t.signed(tenMinutesAgo),
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'The request signature has expired. Check your device clock and try again.',
      code: 'SIGNATURE_INVALID',
    });
  });

  it('refuses a malformed signature, a wrong API key and a wrong client id', async () => {
    const good = await t.signed();
    const cases = [
      { ...good, 'x-signature': 'not-a-signature' },
      { ...good, 'x-api-key': 'f'.repeat(64) },
      { ...good, 'x-client-id': '13' },
    ];
    for (const headers of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/test/echo', headers, payload: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SIGNATURE_INVALID');
    }
  });

  it('answers a 2 MB body with 413 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/test/echo',
      headers: { ...(await t.signed()), 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/test/echo',
      headers: { ...(await t.signed()), 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('hides the internals of a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/test/boom', headers: await t.signed() });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('is ready once the database and broker are up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: true, broker: true });
  });

  it('hands the web app its runtime settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mqttUrl: '/mqtt', mobileSiteUrl: null });
  });

  it('serves the web app for any other path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
