// The casino bonus: the operator awards it (checked, idempotent, one active at a time), bonus-balance
// rounds of our games count towards its wagering and convert what is left when it is met, real-money
// rounds do not count, and an expired bonus is removed. The ledger stays sound throughout.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { play, sessionFor } from '../../test/casino.ts';
import { createTestClock } from '../../test/clock.ts';
import { expectLedgerSound } from '../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testPlayer, type TestPlayer } from '../../test/users.ts';
import { fundPlayer, newKey, operatorCall } from '../../test/wallet.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { createBonusService } from './bonus.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const award = (body: unknown, key: string | null = newKey()) =>
  operatorCall(t, 'POST', 'bonuses/casino', body, key);

const balances = (p: TestPlayer) => createLedger({ db: t.db }).balances(p.id);

async function activeBonuses(p: TestPlayer) {
  const res = await t.call({ url: '/api/v2/bonus/get-active-bonus', token: p.token });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Record<string, unknown>[] }>().data;
}

describe('awarding a casino bonus', () => {
  it('needs the operator key', async () => {
    const p = await testPlayer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/bonuses/casino',
      headers: { 'x-operator-key': 'wrong', 'idempotency-key': newKey() },
      payload: { userId: p.id, amount: 100 },
    });
    expect(res.statusCode).toBe(401);
    expect((await balances(p)).casino_bonus).toBe(0);
  });

  it('refuses bad input and unknown players, changing nothing', async () => {
    const p = await testPlayer(t);
    for (const body of [
      {},
      { userId: p.id },
      { userId: p.id, amount: -5 },
      { userId: p.id, amount: 0 },
      { userId: p.id, amount: 1.234 },
      { userId: p.id, amount: '100' },
      { userId: 'me', amount: 100 },
      { userId: p.id, amount: 100, extra: true },
      { userId: p.id, amount: 100, rollover: -1 },
      { userId: p.id, amount: 100_000_000 },
    ]) {
      const res = await award(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await award({ userId: p.id, amount: 100 }, null)).statusCode).toBe(400);
    expect((await award({ userId: 2_000_000_000, amount: 100 })).statusCode).toBe(404);
    expect((await balances(p)).casino_bonus).toBe(0);
    await expectLedgerSound(t.db);
  });

  it('credits the casino bonus balance once per key, and one active bonus at a time', async () => {
    const p = await testPlayer(t);
    const key = newKey();
    const first = await award({ userId: p.id, amount: 250 }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      kind: 'casino',
      name: 'Casino bonus',
      wallet: 'casino_bonus',
      amount: 250,
      required: 7_500, // the default 30× rollover
      wagered: 0,
      minOdds: null,
    });
    const retry = await award({ userId: p.id, amount: 250 }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect((await award({ userId: p.id, amount: 300 }, key)).statusCode).toBe(409);
    expect((await award({ userId: p.id, amount: 100 })).statusCode).toBe(409);
    expect((await balances(p)).casino_bonus).toBe(250_00);
    expect(await activeBonuses(p)).toEqual([
      expect.objectContaining({ wallet: 'casino_bonus', progress: 0 }),
    ]);
    await expectLedgerSound(t.db);
  });
});

describe('casino bonus wagering', () => {
  it('counts bonus-balance rounds, not real-money ones, and converts the rest when met', async () => {
    const p = await testPlayer(t);
    await fundPlayer(t, p.id, 1_000_00);
    expect((await award({ userId: p.id, amount: 100, rollover: 0.5 })).statusCode).toBe(201);

    const real = await sessionFor(t, p, 'dice', 'real');
    const roll = { sessionId: real, bet: 10, target: 50, direction: 'under' };
    expect((await play(t, p, 'dice/roll', roll)).statusCode).toBe(200);
    expect((await activeBonuses(p))[0]).toMatchObject({ wagered: 0 });

    const bonusSession = await sessionFor(t, p, 'dice', 'bonus');
    for (let i = 0; i < 4; i++) {
      const res = await play(t, p, 'dice/roll', { ...roll, sessionId: bonusSession });
      expect(res.statusCode).toBe(200);
    }
    expect((await activeBonuses(p))[0]).toMatchObject({ wagered: 40, required: 50, progress: 80 });
    const before = await balances(p);
    const last = await play(t, p, 'dice/roll', { ...roll, sessionId: bonusSession });
    expect(last.statusCode).toBe(200);

    const after = await balances(p);
    expect(after.casino_bonus).toBe(0);
    // What the last round left on the bonus balance moved to available.
    expect(after.available).toBe(before.available + (before.casino_bonus - 10_00 + last.json().payout * 100));
    expect(await activeBonuses(p)).toEqual([]);
    const row = await t.db
      .selectFrom('player_bonuses')
      .selectAll()
      .where('user_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'completed', wagered: 50_00 });
    await expectLedgerSound(t.db);
  });

  it('removes an expired casino bonus', async () => {
    const clock = createTestClock();
    const ledger = createLedger({ db: t.db });
    const bonus = createBonusService({ db: t.db, ledger, now: clock.now });
    const p = await testPlayer(t);
    const given = await bonus.awardCasino({ userId: p.id, amount: 80_00, validDays: 2 }, randomUUID());
    expect(given.body.expiresAt).toBe(new Date(clock.now().getTime() + 2 * 86_400_000).toISOString());
    clock.advanceHours(49);
    expect(await bonus.activeBonuses(p.id)).toEqual([]);
    expect((await ledger.balances(p.id)).casino_bonus).toBe(0);
    await expectLedgerSound(t.db);
  });
});
