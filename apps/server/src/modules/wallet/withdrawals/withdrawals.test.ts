import { maskAccountName, maskAccountNumber } from '@slipstream/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { testPlayer, type TestPlayer } from '../../../test/users.ts';
import { fundPlayer, newKey, operatorCall, walletCall } from '../../../test/wallet.ts';
import { createLedger } from '../../ledger/ledger.service.ts';
import { sandboxAccountName } from './bank-directory.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ WITHDRAW_MIN: 1_000, WITHDRAW_MAX: 500_000, WITHDRAW_DAILY_COUNT: 3 });
});
afterAll(() => t.close());

const balances = (p: TestPlayer) => createLedger({ db: t.db }).balances(p.id);
const house = (kind: 'withdrawals_pending' | 'payment_provider_clearing') =>
  createLedger({ db: t.db }).houseBalance(kind);

function withdraw(p: TestPlayer, body: Record<string, unknown>, key: string | null = newKey()) {
  return walletCall(t, p, 'POST', 'withdraw', body, key);
}

const GTB = { bankCode: '058', accountNumber: '0123456789' };

describe('banks and account names', () => {
  it('lists the banks', async () => {
    const p = await testPlayer(t);
    const res = await walletCall(t, p, 'GET', '12/banks');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
    expect((await walletCall(t, p, 'GET', '99/banks')).statusCode).toBe(404);
  });

  it('finds the name for a bank and account number, the same every time', async () => {
    const p = await testPlayer(t);
    const res = await walletCall(t, p, 'POST', 'verify-bank-account', GTB);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number: '0123456789',
      account_name: sandboxAccountName('058', '0123456789'),
    });
    expect(res.json().account_name).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    expect((await walletCall(t, p, 'POST', 'verify-bank-account', GTB)).json()).toEqual(res.json());
  });

  it('says when there is no such account, bank or number', async () => {
    const p = await testPlayer(t);
    const missing = await walletCall(t, p, 'POST', 'verify-bank-account', {
      bankCode: '058',
      accountNumber: '1234560000',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe('BANK_ACCOUNT_NOT_FOUND');
    expect(
      (
        await walletCall(t, p, 'POST', 'verify-bank-account', {
          bankCode: '999',
          accountNumber: '0123456789',
        })
      ).statusCode,
    ).toBe(400);
    for (const accountNumber of ['12345', '01234567890', 'abcdefghij', 123456789]) {
      const res = await walletCall(t, p, 'POST', 'verify-bank-account', { bankCode: '058', accountNumber });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('a withdrawal request', () => {
  it('holds the funds at once and answers what the confirm dialog shows', async () => {
    const p = await testPlayer(t);
    await fundPlayer(t, p.id, 10_000_00);
    const pendingBefore = await house('withdrawals_pending');
    const res = await withdraw(p, { amount: 2_500.75, ...GTB, clientId: 12 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      reference: expect.stringMatching(/^WDR-/),
      status: 'pending',
      amount: 2_500.75,
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number: '0123456789',
      account_name: sandboxAccountName('058', '0123456789'),
      availableBalance: 7_499.25,
      message: 'Your withdrawal of 2,500.75 to Guaranty Trust Bank is being processed.',
    });
    // What the dialog shows once masked (SPEC.md §2, §9).
    expect(maskAccountNumber(body.account_number)).toBe('******6789');
    expect(maskAccountName(body.account_name)).toMatch(/^[A-Z]+ [A-Z]{4}\**$/);
    expect((await balances(p)).available).toBe(7_499_25);
    expect((await house('withdrawals_pending')) - pendingBefore).toBe(2_500_75);

    const saved = await walletCall(t, p, 'GET', 'bank-accounts');
    expect(saved.json().data).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        bank_code: '058',
        account_number: '0123456789',
        bank_name: 'Guaranty Trust Bank',
      }),
    ]);
    const again = await withdraw(p, { amount: 1_000, bankAccountId: saved.json().data[0].id });
    expect(again.statusCode).toBe(200);
    expect(again.json().account_number).toBe('0123456789');
    await expectLedgerSound(t.db);
  });

  it('answers a retry once and refuses the key with another body', async () => {
    const p = await testPlayer(t);
    await fundPlayer(t, p.id, 5_000_00);
    const key = newKey();
    const first = await withdraw(p, { amount: 1_000, ...GTB }, key);
    const retry = await withdraw(p, { amount: 1_000, ...GTB }, key);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await withdraw(p, { amount: 1_500, ...GTB }, key)).statusCode).toBe(409);
    expect((await balances(p)).available).toBe(4_000_00);
    expect((await withdraw(p, { amount: 1_000, ...GTB }, null)).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('refuses more than the balance, amounts out of range, bad inputs and the daily count', async () => {
    const p = await testPlayer(t);
    await fundPlayer(t, p.id, 3_000_00);
    const poor = await withdraw(p, { amount: 3_000.01, ...GTB });
    expect(poor.statusCode).toBe(422);
    expect(poor.json()).toMatchObject({
      code: 'WALLET_INSUFFICIENT_FUNDS',
      message: 'Insufficient funds: your available balance is too low.',
    });
    expect((await withdraw(p, { amount: 999.99, ...GTB })).json()).toMatchObject({
      code: 'WALLET_LIMIT',
      message: 'The minimum withdrawal is 1,000.00.',
    });
    expect((await withdraw(p, { amount: 500_000.01, ...GTB })).json().message).toBe(
      'The maximum withdrawal is 500,000.00.',
    );
    for (const body of [
      { amount: -1_000, ...GTB },
      { amount: 0, ...GTB },
      { amount: 1_000.001, ...GTB },
      { amount: '1000', ...GTB },
      { amount: 1_000 },
      { amount: 1_000, bankCode: '058' },
      { amount: 1_000, bankAccountId: 1, ...GTB },
      { amount: 1_000, bankAccountId: 'x' },
    ]) {
      const res = await withdraw(p, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    await fundPlayer(t, p.id, 7_000_00);
    for (let i = 0; i < 3; i++) expect((await withdraw(p, { amount: 1_000, ...GTB })).statusCode).toBe(200);
    const fourth = await withdraw(p, { amount: 1_000, ...GTB });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toMatchObject({
      code: 'WALLET_LIMIT',
      message: 'You can make at most 3 withdrawal requests in 24 hours. Please try again later.',
    });
    expect((await balances(p)).available).toBe(7_000_00);
    // A rejected request does not count against the day.
    const [first] = (await operatorCall(t, 'GET', 'withdrawals?status=pending&perPage=200'))
      .json()
      .data.filter((w: { user_id: number }) => w.user_id === p.id);
    expect((await operatorCall(t, 'POST', `withdrawals/${first.id}/reject`)).statusCode).toBe(200);
    expect((await withdraw(p, { amount: 1_000, ...GTB })).statusCode).toBe(200);
    await expectLedgerSound(t.db);
  });

  it("refuses another player's saved account as if it did not exist", async () => {
    const owner = await testPlayer(t);
    const thief = await testPlayer(t);
    await fundPlayer(t, owner.id, 2_000_00);
    await fundPlayer(t, thief.id, 2_000_00);
    await withdraw(owner, { amount: 1_000, ...GTB });
    const [account] = (await walletCall(t, owner, 'GET', 'bank-accounts')).json().data;
    const res = await withdraw(thief, { amount: 1_000, bankAccountId: account.id });
    expect(res.statusCode).toBe(404);
    expect((await balances(thief)).available).toBe(2_000_00);
    expect((await walletCall(t, thief, 'GET', 'bank-accounts')).json().data).toEqual([]);
  });

  it("lists a player's own withdrawals with their status, and answers another player's id as unknown", async () => {
    const owner = await testPlayer(t);
    const other = await testPlayer(t);
    await fundPlayer(t, owner.id, 5_000_00);
    const w = (await withdraw(owner, { amount: 1_200, ...GTB })).json();
    const list = await walletCall(t, owner, 'GET', 'withdrawals?page=1&perPage=10');
    expect(list.json()).toMatchObject({
      total: 1,
      page: 1,
      perPage: 10,
      data: [{ id: w.id, status: 'pending', amount: 1_200 }],
    });
    expect((await walletCall(t, owner, 'GET', `withdrawals/${w.id}`)).json()).toMatchObject({
      id: w.id,
      reference: w.reference,
    });
    const stolen = await walletCall(t, other, 'GET', `withdrawals/${w.id}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('We could not find this withdrawal.');
    expect((await walletCall(t, other, 'GET', 'withdrawals')).json().total).toBe(0);
    expect((await walletCall(t, owner, 'GET', 'withdrawals/abc')).statusCode).toBe(400);
    expect((await walletCall(t, owner, 'GET', 'withdrawals/-1')).statusCode).toBe(400);
  });

  it('lets exactly 20 of 200 parallel withdrawals through a balance that covers 20', async () => {
    const busy = await buildTestApp({ WITHDRAW_MIN: 1_000, WITHDRAW_DAILY_COUNT: 1_000 });
    try {
      const p = await testPlayer(busy);
      await fundPlayer(busy, p.id, 20 * 1_000_00);
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => walletCall(busy, p, 'POST', 'withdraw', { amount: 1_000, ...GTB })),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(20);
      expect(codes.filter((c) => c === 422)).toHaveLength(180);
      expect((await createLedger({ db: busy.db }).balances(p.id)).available).toBe(0);
      await expectLedgerSound(busy.db);
    } finally {
      await busy.close();
    }
  });
});

describe('the operator API', () => {
  async function pendingWithdrawal(amount = 1_000) {
    const p = await testPlayer(t);
    await fundPlayer(t, p.id, 5_000_00);
    const w = (await withdraw(p, { amount, ...GTB })).json();
    return { p, w };
  }

  it('refuses a missing or wrong operator key', async () => {
    const { w } = await pendingWithdrawal();
    const none = await t.app.inject({ method: 'GET', url: '/api/operator/withdrawals' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('OPERATOR_KEY_INVALID');
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/operator/withdrawals/${w.id}/approve`,
      headers: { 'x-operator-key': 'x'.repeat(40), 'idempotency-key': newKey() },
    });
    expect(wrong.statusCode).toBe(401);
    // A player's session and request signing are no substitute for the key.
    const player = await t.call({ method: 'GET', url: '/api/operator/withdrawals' });
    expect(player.statusCode).toBe(401);
  });

  it('lists withdrawals by status', async () => {
    const { p, w } = await pendingWithdrawal();
    const res = await operatorCall(t, 'GET', 'withdrawals?status=pending&perPage=200');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ id: w.id, user_id: p.id, phone: p.phone, status: 'pending' }),
    );
    expect((await operatorCall(t, 'GET', 'withdrawals?status=weird')).statusCode).toBe(400);
  });

  it('approves, then marks paid: the money leaves through the provider clearing account', async () => {
    const { p, w } = await pendingWithdrawal(2_000);
    const clearing = await house('payment_provider_clearing');
    expect((await operatorCall(t, 'POST', `withdrawals/${w.id}/mark-paid`)).statusCode).toBe(409);
    const approved = await operatorCall(t, 'POST', `withdrawals/${w.id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved', approved_at: expect.any(String) });
    expect((await operatorCall(t, 'POST', `withdrawals/${w.id}/approve`)).json().status).toBe('approved');
    const paid = await operatorCall(t, 'POST', `withdrawals/${w.id}/mark-paid`, {
      payoutReference: 'NIP-123',
    });
    expect(paid.json()).toMatchObject({ status: 'paid', payout_reference: 'NIP-123' });
    expect((await house('payment_provider_clearing')) - clearing).toBe(2_000_00);
    expect((await operatorCall(t, 'POST', `withdrawals/${w.id}/reject`)).statusCode).toBe(409);
    expect((await balances(p)).available).toBe(3_000_00);
    await expectLedgerSound(t.db);
  });

  it('rejects with the funds returned, once, however often it is asked', async () => {
    const { p, w } = await pendingWithdrawal(1_500);
    expect((await balances(p)).available).toBe(3_500_00);
    const key = newKey();
    const answers = await Promise.all([
      operatorCall(t, 'POST', `withdrawals/${w.id}/reject`, { reason: 'Name mismatch' }, key),
      operatorCall(t, 'POST', `withdrawals/${w.id}/reject`, { reason: 'Name mismatch' }, key),
      operatorCall(t, 'POST', `withdrawals/${w.id}/reject`, { reason: 'Name mismatch' }),
    ]);
    for (const res of answers)
      expect(res.json()).toMatchObject({ status: 'rejected', reason: 'Name mismatch' });
    expect((await balances(p)).available).toBe(5_000_00);
    expect((await operatorCall(t, 'POST', `withdrawals/${w.id}/approve`)).json().code).toBe(
      'WALLET_STATUS_CONFLICT',
    );
    await expectLedgerSound(t.db);
  });

  it('answers unknown withdrawals, bad ids and actions, and a missing key', async () => {
    expect((await operatorCall(t, 'POST', 'withdrawals/99999999/approve')).statusCode).toBe(404);
    expect((await operatorCall(t, 'POST', 'withdrawals/abc/approve')).statusCode).toBe(400);
    expect((await operatorCall(t, 'POST', 'withdrawals/1/pay-twice')).statusCode).toBe(400);
    expect((await operatorCall(t, 'POST', 'withdrawals/1/approve', undefined, null)).json().code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
  });
});
