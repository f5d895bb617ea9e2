// GET auth/details/{clientId} and PUT auth/update/details: the token's own profile and balances only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { registerPlayer, type Player } from '../../test/accounts.ts';

let t: TestApp;
let alice: Player;
let bob: Player;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await registerPlayer(t);
  bob = await registerPlayer(t);
});
afterAll(() => t.close());

const details = (token: string, clientId = '12') =>
  t.call({ url: `/api/v2/auth/details/${clientId}`, token });
const update = (token: string, body: unknown) =>
  t.call({ method: 'PUT', url: '/api/v2/auth/update/details', token, body });

describe('GET auth/details/{clientId}', () => {
  it('answers the profile and the five balances (0 until the wallet exists)', async () => {
    const res = await details(alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: alice.id,
      phone: alice.phone,
      dialCode: '234',
      status: 'active',
      firstName: null,
      lastName: null,
      email: null,
      dateOfBirth: null,
      address: null,
      city: null,
      state: null,
      promoCode: null,
      createdAt: expect.stringMatching(/Z$/),
      currency: 'NGN',
      availableBalance: 0,
      sportBonusBalance: 0,
      casinoBonusBalance: 0,
      virtualBonusBalance: 0,
      trustBalance: 0,
      activeCashback: null,
    });
  });

  it('reads balances through the BalanceReader, in major units', async () => {
    const other = await buildTestApp(
      {},
      {
        balances: {
          balancesOf: async () => ({
            available: 1_234_56,
            sportBonus: 50_00,
            casinoBonus: 1,
            virtualBonus: 0,
            trust: 99,
          }),
        },
      },
    );
    try {
      const player = await registerPlayer(other);
      const res = await other.call({ url: '/api/v2/auth/details/12', token: player.token });
      expect(res.json()).toMatchObject({
        availableBalance: 1234.56,
        sportBonusBalance: 50,
        casinoBonusBalance: 0.01,
        virtualBonusBalance: 0,
        trustBalance: 0.99,
      });
    } finally {
      await other.close();
    }
  });

  it('answers 404 for another client id, and 401 without a token', async () => {
    for (const id of ['13', 'abc', '012']) expect((await details(alice.token, id)).statusCode).toBe(404);
    expect((await t.call({ url: '/api/v2/auth/details/12' })).statusCode).toBe(401);
  });

  it('always answers the token\u2019s own player, whatever else the request says', async () => {
    const res = await t.call({
      url: `/api/v2/auth/details/12?userId=${alice.id}&id=${alice.id}`,
      token: bob.token,
      headers: { 'x-user-id': String(alice.id) },
    });
    expect(res.json().id).toBe(bob.id);
    expect(res.json().phone).toBe(bob.phone);
  });
});

describe('PUT auth/update/details', () => {
  it('changes the given fields, clears with null or "", and leaves the rest', async () => {
    const player = await registerPlayer(t);
    const first = await update(player.token, {
      firstName: '  Adaeze ',
      lastName: "O'Neil-Okafor",
      email: 'Ada@Example.COM',
      dateOfBirth: '1994-02-28',
      city: 'Lagos',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      firstName: 'Adaeze',
      lastName: "O'Neil-Okafor",
      email: 'ada@example.com',
      dateOfBirth: '1994-02-28',
      city: 'Lagos',
      state: null,
      availableBalance: 0,
    });
    const second = await update(player.token, { city: '', email: null, state: 'Lagos State' });
    expect(second.json()).toMatchObject({
      firstName: 'Adaeze',
      city: null,
      email: null,
      state: 'Lagos State',
      dateOfBirth: '1994-02-28',
    });
    expect((await details(player.token)).json()).toMatchObject({
      state: 'Lagos State',
      dateOfBirth: '1994-02-28',
    });
  });

  it('refuses an under-18 or impossible date of birth, bad names and emails, with the field named', async () => {
    const today = t.clock.now();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ dateOfBirth: seventeen }, /^You must be at least 18 years old to play\.$/],
      [{ dateOfBirth: '1990-02-30' }, /real date/],
      [{ dateOfBirth: '30/01/1990' }, /^dateOfBirth: must be a date like 1990-05-31$/],
      [{ firstName: 'R2-D2' }, /^firstName: may contain letters/],
      [{ firstName: 'x'.repeat(51) }, /^firstName:/],
      [{ email: 'not-an-email' }, /^email: must be an email address$/],
      [{ address: 'x'.repeat(10_000) }, /^address:/],
      [{ firstName: 42 }, /^firstName:/],
    ];
    for (const [body, message] of cases) {
      const res = await update(alice.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('refuses fields that are not the player\u2019s to change, such as an id or the number', async () => {
    for (const body of [
      { id: alice.id, firstName: 'Mallory' },
      { userId: alice.id },
      { phone: alice.phone },
      { status: 'active' },
    ]) {
      const res = await update(bob.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await details(alice.token)).json().firstName).toBeNull();
    expect((await details(bob.token)).json().firstName).toBeNull();
  });

  it('needs a live session', async () => {
    expect(
      (await t.call({ method: 'PUT', url: '/api/v2/auth/update/details', body: { firstName: 'Eve' } }))
        .statusCode,
    ).toBe(401);
  });
});
