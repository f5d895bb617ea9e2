// requireUser as other modules use it: as an onRequest or preHandler hook in any scope; userOf fails
// loudly on a route that forgot it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { registerPlayer, type Player } from '../test/accounts.ts';
import { userOf } from './auth.ts';

let t: TestApp;
let player: Player;
beforeAll(async () => {
  t = await buildTestApp();
  // As a later module would: its own scope under /api/v2.
  await t.app.register(
    async (scope) => {
      scope.get('/as-on-request', { onRequest: scope.requireUser }, async (request) => request.user);
      scope.post('/as-pre-handler', { preHandler: scope.requireUser }, async (request) => ({
        id: userOf(request).id,
      }));
      scope.get('/forgot-it', async (request) => ({ id: userOf(request).id }));
    },
    { prefix: '/api/v2/test-module' },
  );
  player = await registerPlayer(t);
});
afterAll(() => t.close());

describe('requireUser', () => {
  it('sets request.user to { id, sessionId, phone }', async () => {
    const res = await t.call({ url: '/api/v2/test-module/as-on-request', token: player.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: player.id,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      phone: player.phone,
    });
  });

  it('works as a preHandler too', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v2/test-module/as-pre-handler',
      token: player.token,
      body: {},
    });
    expect(res.json()).toEqual({ id: player.id });
    expect(
      (await t.call({ method: 'POST', url: '/api/v2/test-module/as-pre-handler', body: {} })).statusCode,
    ).toBe(401);
  });

  it('makes userOf refuse a route that did not ask for a user', async () => {
    const res = await t.call({ url: '/api/v2/test-module/forgot-it', token: player.token });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
