// Inputs that once reached the database or a 500 (the reported cases, then what the edge fuzz found):
// each is now a 4xx in the error envelope, and nothing is written.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  PASSWORD,
  canonical,
  freshNumber,
  registerPlayer,
  verifiedToken,
  type Player,
} from '../test/accounts.ts';
import { expectLedgerSound } from '../test/ledger.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import {
  available,
  betsCall,
  coupon,
  fundedPlayer,
  placeBet,
  putFixture,
  sel,
} from '../modules/bets/bets.test-helpers.ts';

let t: TestApp;
let player: Player;
let next = 7_000;
const fid = () => ++next;

beforeAll(async () => {
  t = await buildTestApp();
  player = await registerPlayer(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t.db));

function expectRefused(res: LightMyRequestResponse, status = 400): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<{ message: unknown; code: unknown }>();
  expect(typeof body.message).toBe('string');
  expect(typeof body.code).toBe('string');
}

async function count(table: 'bets' | 'idempotency_keys' | 'booked_slips'): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `{"x":{"x":…{"x":1}…}}`, `depth` objects deep, as text: building it as an object would recurse. */
function nested(depth: number): string {
  return `${'{"x":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('deeply nested input', () => {
  it('refuses a valid coupon with an unknown field 5,000 levels deep, and places nothing', async () => {
    const match = fid();
    putFixture(t, match);
    const p = await fundedPlayer(t, 100);
    const valid = JSON.stringify(coupon([sel(match)], 10));
    const payload = `${valid.slice(0, -1)},"extra":${nested(5_000)}}`;
    const [bets, keys, before] = [
      await count('bets'),
      await count('idempotency_keys'),
      await available(t, p.id),
    ];
    const res = await t.call({
      method: 'POST',
      url: '/api/v2/bets/place-bet/12',
      token: p.token,
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: payload,
    });
    expectRefused(res);
    expect(await count('bets')).toBe(bets);
    expect(await count('idempotency_keys')).toBe(keys);
    expect(await available(t, p.id)).toBe(before);
  });

  it('still places the same coupon with a shallow unknown field, which is dropped', async () => {
    const match = fid();
    putFixture(t, match);
    const p = await fundedPlayer(t, 100);
    const res = await placeBet(t, p, coupon([sel(match)], 10, { totalOdds: '2.00', extra: { a: 1 } }));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('NUL and other control characters', () => {
  it('refuses one in a path parameter', async () => {
    expectRefused(await t.call({ url: '/api/v2/games/rounds/%00', token: player.token }));
    expectRefused(await t.call({ url: '/api/v2/games/rounds/a%01b', token: player.token }));
  });

  it('refuses one in a body string of find-bet', async () => {
    expectRefused(await betsCall(t, null, 'POST', 'find-bet', { betslipId: 'a\u0000b', clientId: 12 }));
  });

  it('refuses one in the address, city or state, and keeps the details as they were', async () => {
    for (const field of ['address', 'city', 'state']) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/v2/auth/update/details',
        token: player.token,
        body: { [field]: 'Lagos\u0000Island' },
      });
      expectRefused(res);
    }
    const row = await t.db
      .selectFrom('users')
      .select(['address', 'city', 'state'])
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ address: null, city: null, state: null });
  });

  it('refuses one in the tracking token of a registration, creating no account', async () => {
    const number = freshNumber();
    const verificationToken = await verifiedToken(t, number);
    const res = await t.call({
      method: 'POST',
      url: '/api/v2/auth/register',
      body: {
        phone: number,
        password: PASSWORD,
        clientId: 12,
        trackingToken: 'click\u0000id',
        verificationToken,
      },
    });
    expectRefused(res);
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', canonical(number))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses one in a querystring value and in a header', async () => {
    expectRefused(
      await t.call({ url: '/api/v2/bets/history?page=1%00', method: 'POST', token: player.token }),
    );
    expectRefused(
      await t.call({
        method: 'POST',
        url: '/api/v2/bets/open-bets',
        token: player.token,
        headers: { 'x-client-note': 'a\u0001b' },
        body: {},
      }),
    );
  });
});

describe('numbers the ledger cannot hold', () => {
  it('refuses a cash-out of 2^53 and of the largest safe integer, and cashes out nothing', async () => {
    const match = fid();
    putFixture(t, match);
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(match)], 10))).json<{ betId: number }>();
    const before = await available(t, p.id);
    for (const amount of ['9007199254740992', '9007199254740991', '1e400']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v2/bets/cashout',
        token: p.token,
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: `{"betId":${bet.betId},"amount":${amount}}`,
      });
      expectRefused(res);
    }
    expect(await available(t, p.id)).toBe(before);
    const status = (await betsCall(t, p, 'GET', String(bet.betId))).json().data.status;
    expect(status).toBe('open');
  });
});

describe('found by the edge fuzz', () => {
  it('refuses a game id beyond an integer column instead of asking the database', async () => {
    for (const gameId of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v2/games/favourites',
        token: player.token,
        body: { gameId },
      });
      expectRefused(res);
    }
    const start = await t.call({
      method: 'POST',
      url: '/api/v2/games/12/start',
      token: player.token,
      body: { gameId: 2 ** 31, balanceType: 'demo' },
    });
    expectRefused(start);
    expectRefused(
      await t.call({ method: 'DELETE', url: `/api/v2/games/favourites/${2 ** 31}`, token: player.token }),
    );
  });

  it('answers an operator setting named like an Object method as unknown', async () => {
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/operator/settings/${key}`,
        headers: { 'x-operator-key': t.config.OPERATOR_KEY },
        payload: { a: 1 },
      });
      expectRefused(res, 404);
    }
  });

  const operator = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/operator/content/${url}`,
      headers: { 'x-operator-key': t.config.OPERATOR_KEY },
      ...(payload ? { payload } : {}),
    });

  it('refuses a banner target the banners table would refuse', async () => {
    const banners = (await operator('GET', 'banners')).json<{ data: { id: number; target: string }[] }>()
      .data;
    const res = await operator('PUT', `banners/${banners[0]!.id}`, { target: 'cz_xw' });
    expectRefused(res);
    const after = (await operator('GET', 'banners')).json<{ data: { id: number; target: string }[] }>().data;
    expect(after[0]!.target).toBe(banners[0]!.target);
  });

  it('answers a promotion renamed to another promotion’s slug with a conflict', async () => {
    const promotions = (await operator('GET', 'promotions')).json<{ data: { id: number; slug: string }[] }>()
      .data;
    const [first, second] = promotions as [{ id: number; slug: string }, { id: number; slug: string }];
    expectRefused(await operator('PUT', `promotions/${second.id}`, { slug: first.slug }), 409);
  });
});
