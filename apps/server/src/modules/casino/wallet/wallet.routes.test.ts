// The seamless wallet as an aggregator calls it over HTTP: signatures, idempotency on the provider's
// transaction id, credits that need their round, rollback ordering, demo money and a sound ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregatorSession, fundCasinoBonus, walletCallback } from '../../../test/casino.ts';
import { expectLedgerSound } from '../../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { testPlayer } from '../../../test/users.ts';
import { fundPlayer } from '../../../test/wallet.ts';
import { createLedger } from '../../ledger/ledger.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerSound(t.db);
  await t.close();
});

async function fundedSession(amount = 10_000) {
  const who = await testPlayer(t);
  await fundPlayer(t, who.id, amount);
  return { who, sessionId: await aggregatorSession(t, who.id) };
}

const balances = (userId: number) => createLedger({ db: t.db }).balances(userId);

describe('casino wallet signatures', () => {
  it('refuses a missing, bad or stale signature', async () => {
    const { sessionId } = await fundedSession();
    const missing = await walletCallback(t, 'balance', { sessionId }, { signature: null });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('SIGNATURE_INVALID');
    const wrongSecret = await walletCallback(
      t,
      'balance',
      { sessionId },
      { secret: 'not-the-secret-at-all' },
    );
    expect(wrongSecret.statusCode).toBe(401);
    const garbage = await walletCallback(t, 'balance', { sessionId }, { signature: 'zz' });
    expect(garbage.statusCode).toBe(401);
    const stale = await walletCallback(
      t,
      'balance',
      { sessionId },
      { timestamp: Math.floor(Date.now() / 1000) - 3_600 },
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(/stale/);
    const ok = await walletCallback(t, 'balance', { sessionId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ sessionId, balanceType: 'real', balance: 100, currency: 'NGN' });
  });

  it('refuses the built-in provider over HTTP and unknown sessions', async () => {
    const { sessionId } = await fundedSession();
    expect((await walletCallback(t, 'balance', { sessionId, provider: 'slipstream' })).statusCode).toBe(403);
    expect((await walletCallback(t, 'balance', { sessionId: 'no-such-session' })).statusCode).toBe(404);
  });

  it('refuses malformed amounts', async () => {
    const { sessionId } = await fundedSession();
    const res = await walletCallback(t, 'debit', {
      sessionId,
      transactionId: 'd-x',
      roundId: 'r-x',
      amount: 1.234,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('casino wallet money', () => {
  it('debits and credits once per transaction id', async () => {
    const { who, sessionId } = await fundedSession();
    const debit = { sessionId, transactionId: 'bet-1', roundId: 'round-1', amount: 25 };
    const first = await walletCallback(t, 'debit', debit);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ balance: 75, transactionId: 'bet-1' });
    const again = await walletCallback(t, 'debit', debit);
    expect(again.json()).toEqual(first.json());
    const otherData = await walletCallback(t, 'debit', { ...debit, amount: 30 });
    expect(otherData.statusCode).toBe(409);
    expect(otherData.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    const credit = { sessionId, transactionId: 'win-1', roundId: 'round-1', amount: 40.5 };
    expect((await walletCallback(t, 'credit', credit)).json()).toMatchObject({ balance: 115.5 });
    expect((await walletCallback(t, 'credit', credit)).json()).toMatchObject({ balance: 115.5 });
    expect((await balances(who.id)).available).toBe(11_550);
  });

  it('refuses a credit without its round, and a bet over the balance', async () => {
    const { sessionId } = await fundedSession(1_000);
    const orphan = await walletCallback(t, 'credit', {
      sessionId,
      transactionId: 'w-orphan',
      roundId: 'nope',
      amount: 5,
    });
    expect(orphan.statusCode).toBe(404);
    const tooMuch = await walletCallback(t, 'debit', {
      sessionId,
      transactionId: 'big',
      roundId: 'r',
      amount: 10.01,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
    // A refused bet left nothing behind: the same id may be used once the player has the money.
    await fundPlayer(
      t,
      (
        await t.db
          .selectFrom('casino_sessions')
          .select('user_id')
          .where('id', '=', sessionId)
          .executeTakeFirstOrThrow()
      ).user_id!,
      1,
    );
    expect(
      (await walletCallback(t, 'debit', { sessionId, transactionId: 'big', roundId: 'r', amount: 10.01 }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a late debit after its rollback arrived first', async () => {
    const { who, sessionId } = await fundedSession();
    const rollback = await walletCallback(t, 'rollback', {
      sessionId,
      transactionId: 'rb-1',
      roundId: 'round-2',
      rollbackTransactionId: 'bet-2',
    });
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json()).toMatchObject({ balance: 100 });
    const late = await walletCallback(t, 'debit', {
      sessionId,
      transactionId: 'bet-2',
      roundId: 'round-2',
      amount: 10,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().details).toMatchObject({ reason: 'ROLLED_BACK_BEFORE_DEBIT' });
    const credit = await walletCallback(t, 'credit', {
      sessionId,
      transactionId: 'win-2',
      roundId: 'round-2',
      amount: 10,
    });
    expect(credit.statusCode).toBe(409);
    expect((await balances(who.id)).available).toBe(10_000);
  });

  it('refunds a rolled-back debit exactly once', async () => {
    const { who, sessionId } = await fundedSession();
    await walletCallback(t, 'debit', { sessionId, transactionId: 'bet-3', roundId: 'round-3', amount: 30 });
    const first = await walletCallback(t, 'rollback', {
      sessionId,
      transactionId: 'rb-3',
      roundId: 'round-3',
      rollbackTransactionId: 'bet-3',
    });
    expect(first.json()).toMatchObject({ balance: 100 });
    const repeat = await walletCallback(t, 'rollback', {
      sessionId,
      transactionId: 'rb-3',
      roundId: 'round-3',
      rollbackTransactionId: 'bet-3',
    });
    expect(repeat.json()).toEqual(first.json());
    const second = await walletCallback(t, 'rollback', {
      sessionId,
      transactionId: 'rb-3b',
      roundId: 'round-3',
      rollbackTransactionId: 'bet-3',
    });
    expect(second.statusCode).toBe(200);
    expect((await balances(who.id)).available).toBe(10_000);
    // The debit, repeated after its rollback, answers as it first did and takes nothing.
    const replayed = await walletCallback(t, 'debit', {
      sessionId,
      transactionId: 'bet-3',
      roundId: 'round-3',
      amount: 30,
    });
    expect(replayed.json()).toMatchObject({ balance: 70 });
    expect((await balances(who.id)).available).toBe(10_000);
  });

  it('refuses to roll back a bet whose round was paid', async () => {
    const { sessionId } = await fundedSession();
    await walletCallback(t, 'debit', { sessionId, transactionId: 'bet-4', roundId: 'round-4', amount: 10 });
    await walletCallback(t, 'credit', { sessionId, transactionId: 'win-4', roundId: 'round-4', amount: 20 });
    const res = await walletCallback(t, 'rollback', {
      sessionId,
      transactionId: 'rb-4',
      roundId: 'round-4',
      rollbackTransactionId: 'bet-4',
    });
    expect(res.statusCode).toBe(409);
  });

  it('plays bonus sessions from the casino bonus balance', async () => {
    const who = await testPlayer(t);
    await fundPlayer(t, who.id, 5_000);
    await fundCasinoBonus(t, who.id, 2_000);
    const sessionId = await aggregatorSession(t, who.id, 'bonus');
    const res = await walletCallback(t, 'debit', {
      sessionId,
      transactionId: 'bb-1',
      roundId: 'br-1',
      amount: 15,
    });
    expect(res.json()).toMatchObject({ balanceType: 'bonus', balance: 5 });
    expect(await balances(who.id)).toMatchObject({ available: 5_000, casino_bonus: 500 });
    expect(
      (await walletCallback(t, 'debit', { sessionId, transactionId: 'bb-2', roundId: 'br-2', amount: 6 }))
        .statusCode,
    ).toBe(422);
  });

  it('keeps demo money on the session, away from the ledger', async () => {
    const sessionId = await aggregatorSession(t, null, 'demo');
    const before = await t.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await walletCallback(t, 'debit', { sessionId, transactionId: 'dd-1', roundId: 'dr-1', amount: 100 });
    const win = await walletCallback(t, 'credit', {
      sessionId,
      transactionId: 'dw-1',
      roundId: 'dr-1',
      amount: 250,
    });
    expect(win.json()).toMatchObject({ balanceType: 'demo', balance: 1_150 });
    const after = await t.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers concurrent duplicates once', async () => {
    const { who, sessionId } = await fundedSession();
    const calls = Array.from({ length: 6 }, () =>
      walletCallback(t, 'debit', { sessionId, transactionId: 'dup-1', roundId: 'round-dup', amount: 10 }),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await balances(who.id)).available).toBe(9_000);
  });
});
