// The first-deposit bonus over HTTP: a real shop deposit triggers the wallet's hook, the player
// checks and claims the bonus once (idempotent), and sees it among the active bonuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testPlayer, type TestPlayer } from '../../test/users.ts';
import { newKey, shopCall, walletCall } from '../../test/wallet.ts';
import { createLedger } from '../ledger/ledger.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function shopDeposit(p: TestPlayer, amount: number) {
  const { transactionCode } = (
    await walletCall(t, p, 'POST', 'shop-transaction', { type: 'deposit', amount })
  ).json();
  const done = await shopCall(t, 'POST', `transactions/${transactionCode}/complete`, { shopId: 'test-shop' });
  expect(done.statusCode).toBe(200);
}

const bonusCall = (
  p: TestPlayer,
  method: 'GET' | 'POST',
  path: string,
  key: string | null = method === 'POST' ? newKey() : null,
) =>
  t.call({
    method,
    url: `/api/v2/bonus/${path}`,
    token: p.token,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

describe('the first-deposit bonus over HTTP', () => {
  it('needs a logged-in player', async () => {
    expect((await t.call({ url: '/api/v2/bonus/user/check-deposit-bonus' })).statusCode).toBe(401);
    expect((await t.call({ url: '/api/v2/bonus/get-active-bonus' })).statusCode).toBe(401);
    expect((await t.call({ url: '/api/v2/bonus/user/check-cashback-bonus' })).statusCode).toBe(401);
  });

  it('asks for a deposit first, then offers 100% of the first deposit, and awards it once', async () => {
    const p = await testPlayer(t);
    const before = await bonusCall(p, 'GET', 'user/check-deposit-bonus');
    expect(before.json().data).toMatchObject({
      qualifies: false,
      status: 'deposit-first',
      terms: { percent: 100, maxBonus: 50_000, rollover: 5, minOdds: 1.5, validDays: 30 },
    });
    expect((await bonusCall(p, 'POST', 'user/award')).statusCode).toBe(422);

    await shopDeposit(p, 2_000);
    await shopDeposit(p, 9_000); // a second deposit does not change the offer
    const offer = (await bonusCall(p, 'GET', 'user/check-deposit-bonus')).json().data;
    expect(offer).toMatchObject({ qualifies: true, status: 'claimable', bonusAmount: 2_000 });

    expect((await bonusCall(p, 'POST', 'user/award', null)).statusCode).toBe(400);
    const key = newKey();
    const award = await bonusCall(p, 'POST', 'user/award', key);
    expect(award.statusCode).toBe(201);
    expect(award.json().data).toMatchObject({
      amount: 2_000,
      required: 10_000,
      wagered: 0,
      progress: 0,
      status: 'active',
    });
    const replay = await bonusCall(p, 'POST', 'user/award', key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(award.json());
    const again = await bonusCall(p, 'POST', 'user/award');
    expect(again.statusCode).toBe(409);

    expect((await createLedger({ db: t.db }).balances(p.id)).sport_bonus).toBe(200_000);
    const active = (await bonusCall(p, 'GET', 'get-active-bonus')).json().data;
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({
      kind: 'first_deposit',
      wallet: 'sport_bonus',
      amount: 2_000,
      required: 10_000,
    });
    expect((await bonusCall(p, 'GET', 'user/check-deposit-bonus')).json().data.status).toBe('claimed');
    await expectLedgerSound(t.db);
  });

  it('caps the bonus at the configured maximum', async () => {
    const p = await testPlayer(t);
    await shopDeposit(p, 80_000);
    expect((await bonusCall(p, 'GET', 'user/check-deposit-bonus')).json().data.bonusAmount).toBe(50_000);
    expect((await bonusCall(p, 'POST', 'user/award')).json().data.amount).toBe(50_000);
    await expectLedgerSound(t.db);
  });

  it('answers the cashback state', async () => {
    const p = await testPlayer(t);
    const res = await bonusCall(p, 'GET', 'user/check-cashback-bonus');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      enabled: true,
      percent: 10,
      lastCredit: null,
      currentPeriod: { netLoss: 0, projected: 0 },
    });
  });
});
