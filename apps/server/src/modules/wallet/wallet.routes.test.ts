import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectLedgerSound } from '../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testPlayer, type TestPlayer } from '../../test/users.ts';
import { shopCall, walletCall } from '../../test/wallet.ts';

let t: TestApp;
let p: TestPlayer;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A real deposit through the sandbox page, approved by the payer. */
async function deposit(who: TestPlayer, amount: number) {
  const started = (
    await walletCall(t, who, 'POST', 'initiate-deposit', { amount, paymentChannel: 'card' })
  ).json();
  await t.app.inject({
    method: 'POST',
    url: started.paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });
  return started.transactionRef as string;
}

function history(who: TestPlayer, body?: unknown) {
  return walletCall(t, who, 'POST', 'transactions', body, null);
}

let depositRef: string;
let withdrawalRef: string;
let shopCode: string;

beforeAll(async () => {
  t = await buildTestApp({ WITHDRAW_MIN: 500 });
  p = await testPlayer(t);
  depositRef = await deposit(p, 5_000);
  withdrawalRef = (
    await walletCall(t, p, 'POST', 'withdraw', {
      amount: 1_000,
      bankCode: '057',
      accountNumber: '2233445566',
    })
  ).json().reference;
  shopCode = (await walletCall(t, p, 'POST', 'shop-transaction', { type: 'withdraw', amount: 600 })).json()
    .transactionCode;
  await sql`update shop_transactions set expires_at = now() - interval '1 second' where code = ${shopCode}`.execute(
    t.db,
  );
  await shopCall(t, 'GET', `transactions/${shopCode}`);
});
afterAll(() => t.close());

describe('transactions', () => {
  it('lists every movement newest first, with the balance after it and the reference', async () => {
    const res = await history(p, { page: 1, perPage: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        expect.objectContaining({
          type: 'withdrawal.shop_expiry',
          category: 'withdrawal',
          amount: 600,
          balanceAfter: 4_000,
          reference: shopCode,
        }),
        expect.objectContaining({
          type: 'withdrawal.shop_hold',
          description: 'Shop withdrawal',
          amount: -600,
          balanceAfter: 3_400,
        }),
        expect.objectContaining({
          type: 'withdrawal.request',
          amount: -1_000,
          balanceAfter: 4_000,
          reference: withdrawalRef,
        }),
        {
          id: expect.any(Number),
          date: expect.any(String),
          type: 'deposit.online',
          category: 'deposit',
          description: 'Deposit',
          balanceType: 'available',
          amount: 5_000,
          balanceAfter: 5_000,
          reference: depositRef,
        },
      ],
      total: 4,
      page: 1,
      perPage: 30,
    });
    await expectLedgerSound(t.db);
  });

  it('filters by type and date range, and pages with a total', async () => {
    expect((await history(p, { type: 'deposit' })).json()).toMatchObject({
      total: 1,
      data: [{ reference: depositRef }],
    });
    expect((await history(p, { type: 'withdrawal' })).json().total).toBe(3);
    expect((await history(p, { type: 'bet' })).json()).toEqual({ data: [], total: 0, page: 1, perPage: 30 });
    const page2 = (await history(p, { page: 2, perPage: 3 })).json();
    expect(page2).toMatchObject({ total: 4, page: 2, perPage: 3, data: [{ reference: depositRef }] });
    expect((await history(p, { from: day(-1), to: day(1) })).json().total).toBe(4);
    expect((await history(p, { from: day(1) })).json().total).toBe(0);
    expect((await history(p, { to: day(-1) })).json().total).toBe(0);
    expect((await history(p, { from: new Date(Date.now() - 3_600_000).toISOString() })).json().total).toBe(4);
    expect((await history(p)).json().total).toBe(4);
  });

  it('refuses bad filters', async () => {
    for (const body of [
      { perPage: 1000 },
      { page: 0 },
      { page: 1.5 },
      { type: 'everything' },
      { from: 'yesterday' },
      { from: '2026-02-30' },
      { from: day(1), to: day(-1) },
      { perPage: '10' },
    ]) {
      expect((await history(p, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('shows a player only their own movements, and only when logged in', async () => {
    const other = await testPlayer(t);
    expect((await history(other)).json()).toEqual({ data: [], total: 0, page: 1, perPage: 30 });
    expect(
      (await t.call({ method: 'POST', url: '/api/v2/user/wallet/transactions', body: {} })).statusCode,
    ).toBe(401);
  });
});

describe('balances', () => {
  it('shows the five ledger balances in the player details', async () => {
    const res = await t.call({ url: '/api/v2/auth/details/12', token: p.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      availableBalance: 4_000,
      sportBonusBalance: 0,
      casinoBonusBalance: 0,
      virtualBonusBalance: 0,
      trustBalance: 0,
    });
  });

  it('publishes the balances to users/{id}/balance after every movement, not on a refused one', async () => {
    const publish = vi.spyOn(t.broker, 'publish');
    try {
      await walletCall(t, p, 'POST', 'shop-transaction', { type: 'withdraw', amount: 1_000 });
      expect(publish).toHaveBeenCalledWith(`users/${p.id}/balance`, {
        availableBalance: 3_000,
        sportBonusBalance: 0,
        casinoBonusBalance: 0,
        virtualBonusBalance: 0,
        trustBalance: 0,
        seq: expect.any(Number),
      });
      publish.mockClear();
      const refused = await walletCall(t, p, 'POST', 'shop-transaction', {
        type: 'withdraw',
        amount: 1_000_000,
      });
      expect(refused.statusCode).toBe(422);
      expect(publish).not.toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
  });
});
