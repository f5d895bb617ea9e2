import { formatWhole } from '@slipstream/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { testPlayer, type TestPlayer } from '../../../test/users.ts';
import { fundPlayer, newKey, shopCall, walletCall } from '../../../test/wallet.ts';
import { createLedger } from '../../ledger/ledger.service.ts';
import { createWalletService } from '../wallet.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ SHOP_CODE_TTL_HOURS: 24, WITHDRAW_MIN: 500, DEPOSIT_MIN: 100 });
});
afterAll(() => t.close());

const available = async (p: TestPlayer) => (await createLedger({ db: t.db }).balances(p.id)).available;

function create(p: TestPlayer, body: Record<string, unknown>, key: string | null = newKey()) {
  return walletCall(t, p, 'POST', 'shop-transaction', body, key);
}

async function expire(code: string) {
  await sql`update shop_transactions set expires_at = now() - interval '1 minute' where code = ${code}`.execute(
    t.db,
  );
}

describe('creating a shop code', () => {
  it('answers the dialog: a message, the amount and a code to take to any shop', async () => {
    const p = await testPlayer(t);
    const res = await create(p, { type: 'deposit', amount: 25_000 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'Shop deposit code created',
      amount: 25_000,
      transactionCode: expect.stringMatching(/^[23456789ABCDEFGHJKMNPQRSTWXYZ]{10}$/),
      type: 'deposit',
      status: 'pending',
      expiresAt: expect.any(String),
      availableBalance: 0,
    });
    expect(formatWhole(body.amount)).toBe('25,000');
    const hours = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('holds the funds of a withdraw code at once', async () => {
    const p = await testPlayer(t);
    await fundPlayer(t, p.id, 10_000_00);
    const res = await create(p, { type: 'withdraw', amount: 4_000 });
    expect(res.json()).toMatchObject({
      message: 'Shop withdrawal code created',
      amount: 4_000,
      availableBalance: 6_000,
    });
    expect(await available(p)).toBe(6_000_00);
    expect((await create(p, { type: 'withdraw', amount: 6_000.01 })).json().code).toBe(
      'WALLET_INSUFFICIENT_FUNDS',
    );
    await expectLedgerSound(t.db);
  });

  it('replays a retry, and refuses bad input', async () => {
    const p = await testPlayer(t);
    await fundPlayer(t, p.id, 1_000_00);
    const key = newKey();
    const first = await create(p, { type: 'withdraw', amount: 600 }, key);
    expect((await create(p, { type: 'withdraw', amount: 600 }, key)).json()).toEqual(first.json());
    expect(await available(p)).toBe(400_00);
    for (const body of [
      { type: 'gift', amount: 600 },
      { type: 'deposit', amount: 10.001 },
      { type: 'deposit' },
      { type: 'deposit', amount: -3 },
    ]) {
      expect((await create(p, body)).statusCode).toBe(400);
    }
    expect((await create(p, { type: 'withdraw', amount: 499 })).json().code).toBe('WALLET_LIMIT');
    expect((await create(p, { type: 'deposit', amount: 600 }, null)).json().code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
  });
});

describe('the shop-agent API', () => {
  it('refuses a missing or wrong agent key', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/shop/transactions/ABCDEFGHJK' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('SHOP_AGENT_KEY_INVALID');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/shop/transactions/ABCDEFGHJK',
      headers: { 'x-shop-agent-key': t.config.OPERATOR_KEY },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('looks a code up as typed at the counter and completes a deposit exactly once', async () => {
    const p = await testPlayer(t);
    const { transactionCode } = (await create(p, { type: 'deposit', amount: 1_500 })).json();
    const typed = `${transactionCode.slice(0, 4).toLowerCase()} ${transactionCode.slice(4)}`;
    const found = await shopCall(t, 'GET', `transactions/${encodeURIComponent(typed)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      code: transactionCode,
      type: 'deposit',
      amount: 1_500,
      status: 'pending',
    });
    expect(found.json().customer).toMatch(new RegExp(`^\\*+${p.phone.slice(-4)}$`));

    const key = newKey();
    const done = await shopCall(
      t,
      'POST',
      `transactions/${transactionCode}/complete`,
      { shopId: 'lagos-ikeja-07' },
      key,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      shopId: 'lagos-ikeja-07',
      completedAt: expect.any(String),
    });
    expect(await available(p)).toBe(1_500_00);
    // The agent's retry replays; any other attempt is refused.
    expect(
      (
        await shopCall(
          t,
          'POST',
          `transactions/${transactionCode}/complete`,
          { shopId: 'lagos-ikeja-07' },
          key,
        )
      ).json(),
    ).toEqual(done.json());
    const twice = await shopCall(t, 'POST', `transactions/${transactionCode}/complete`, {
      shopId: 'abuja-01',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'SHOP_CODE_USED',
      message: 'This code has already been used.',
    });
    expect(await available(p)).toBe(1_500_00);
    await expectLedgerSound(t.db);
  });

  it('pays a withdraw code out once, even when two counters try at the same moment', async () => {
    const p = await testPlayer(t);
    await fundPlayer(t, p.id, 2_000_00);
    const { transactionCode } = (await create(p, { type: 'withdraw', amount: 2_000 })).json();
    const floatBefore = await createLedger({ db: t.db }).houseBalance('shop_float');
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        shopCall(t, 'POST', `transactions/${transactionCode}/complete`, { shopId: `shop-${i}` }),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await available(p)).toBe(0);
    // The cash left the shop's drawer: the float account took the payout from withdrawals_pending.
    expect((await createLedger({ db: t.db }).houseBalance('shop_float')) - floatBefore).toBe(2_000_00);
    await expectLedgerSound(t.db);
  });

  it('expires a withdraw code and returns its funds when it is looked up; an expired code cannot complete', async () => {
    const p = await testPlayer(t);
    await fundPlayer(t, p.id, 3_000_00);
    const { transactionCode } = (await create(p, { type: 'withdraw', amount: 3_000 })).json();
    expect(await available(p)).toBe(0);
    await expire(transactionCode);
    const found = await shopCall(t, 'GET', `transactions/${transactionCode}`);
    expect(found.json().status).toBe('expired');
    expect(await available(p)).toBe(3_000_00);
    const late = await shopCall(t, 'POST', `transactions/${transactionCode}/complete`, { shopId: 'x' });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('SHOP_CODE_EXPIRED');
    await shopCall(t, 'GET', `transactions/${transactionCode}`);
    expect(await available(p)).toBe(3_000_00);
    await expectLedgerSound(t.db);
  });

  it('returns the funds of an expired code that nobody looked up when completion is attempted', async () => {
    const p = await testPlayer(t);
    await fundPlayer(t, p.id, 1_000_00);
    const { transactionCode } = (await create(p, { type: 'withdraw', amount: 1_000 })).json();
    await expire(transactionCode);
    expect(
      (await shopCall(t, 'POST', `transactions/${transactionCode}/complete`, { shopId: 'x' })).statusCode,
    ).toBe(410);
    expect(await available(p)).toBe(1_000_00);
    await expectLedgerSound(t.db);
  });

  it('sweeps expired codes, returning held funds once', async () => {
    const p = await testPlayer(t);
    await fundPlayer(t, p.id, 5_000_00);
    const codes = [];
    for (const amount of [1_000, 1_500])
      codes.push((await create(p, { type: 'withdraw', amount })).json().transactionCode);
    codes.push((await create(p, { type: 'deposit', amount: 700 })).json().transactionCode);
    for (const code of codes) await expire(code);
    const wallet = createWalletService({
      db: t.db,
      ledger: createLedger({ db: t.db }),
      config: t.config,
      responsibleGambling: t.modules.responsibleGambling,
    });
    const [a, b] = await Promise.all([wallet.shop.sweep(), wallet.shop.sweep()]);
    expect(a! + b!).toBeGreaterThanOrEqual(3);
    expect(await wallet.shop.sweep()).toBe(0);
    expect(await available(p)).toBe(5_000_00);
    for (const code of codes)
      expect((await shopCall(t, 'GET', `transactions/${code}`)).json().status).toBe('expired');
    await expectLedgerSound(t.db);
  });

  it('answers unknown and malformed codes as not found, and wants a shop id', async () => {
    expect((await shopCall(t, 'GET', 'transactions/ZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await shopCall(t, 'GET', 'transactions/0000')).statusCode).toBe(404);
    const p = await testPlayer(t);
    const { transactionCode } = (await create(p, { type: 'deposit', amount: 200 })).json();
    expect((await shopCall(t, 'POST', `transactions/${transactionCode}/complete`, {})).statusCode).toBe(400);
    expect(
      (await shopCall(t, 'POST', `transactions/${transactionCode}/complete`, { shopId: 'a b' })).statusCode,
    ).toBe(400);
  });
});
