// Weekly cashback from bet-like ledger movements (the bets module's kinds): net loss on the available
// balance, a percentage capped, credited once per player and week, lazily or by the sweep.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, type TestClock } from '../../test/clock.ts';
import { expectLedgerSound } from '../../test/ledger.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { insertTestUser } from '../../test/users.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { house, player } from '../ledger/ledger.types.ts';
import {
  cashbackFor,
  cashbackPeriod,
  createCashbackService,
  type CashbackService,
} from './cashback.service.ts';

let t: TestDatabase;
let ledger: Ledger;
let clock: TestClock;
let cashback: CashbackService;

beforeAll(async () => {
  t = await createTestDatabase();
  ledger = createLedger({ db: t.db });
  clock = createTestClock();
  cashback = createCashbackService({ db: t.db, ledger, now: clock.now });
});
afterAll(() => t.dispose());

async function bettor(stakes: number[], returns: number[], fund = 1_000_000_00) {
  const { id } = await insertTestUser(t.db);
  await ledger.run(async (trx) => {
    await ledger.move(trx, {
      from: house('adjustments'),
      to: player(id),
      amount: fund,
      kind: 'adjustment.test',
      reference: randomUUID(),
    });
    for (const s of stakes)
      await ledger.move(trx, {
        from: player(id),
        to: house('stakes_held'),
        amount: s,
        kind: 'bet.stake',
        reference: `bet:${randomUUID()}`,
      });
    for (const r of returns)
      await ledger.move(trx, {
        from: house('winnings_paid'),
        to: player(id),
        amount: r,
        kind: 'bet.win',
        reference: `bet:${randomUUID()}`,
      });
  });
  return id;
}

const nextWeek = () => clock.set(new Date(cashbackPeriod(new Date()).end.getTime() + 3_600_000));

describe('the cashback week', () => {
  it('runs Monday 00:00 to Monday 00:00 in Lagos (Sunday 23:00 UTC)', () => {
    const p = cashbackPeriod(new Date('2026-11-21T12:00:00Z')); // a Saturday
    expect(p.start.toISOString()).toBe('2026-11-15T23:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(cashbackPeriod(new Date('2026-11-15T23:00:00Z')).start.toISOString()).toBe(
      '2026-11-15T23:00:00.000Z',
    );
    expect(cashbackPeriod(new Date('2026-11-15T22:59:59Z')).start.toISOString()).toBe(
      '2026-11-08T23:00:00.000Z',
    );
  });

  it('pays the percentage of a net loss, capped, and nothing below the minimum', () => {
    const c = { enabled: true, percent: 10, maxAmount: 100_000, minNetLoss: 1_000 };
    expect(cashbackFor(5_000_00, c)).toBe(500_00);
    expect(cashbackFor(999_99, c)).toBe(0);
    expect(cashbackFor(-5_000_00, c)).toBe(0);
    expect(cashbackFor(5_000_000_00, c)).toBe(100_000_00);
    expect(cashbackFor(5_000_00, { ...c, enabled: false })).toBe(0);
  });
});

describe('crediting cashback', () => {
  it('credits last week once, lazily on check, from stakes minus returns', async () => {
    clock.set(new Date());
    const loser = await bettor([3_000_00, 2_000_00], [1_000_00]); // net loss 4,000
    const now = await cashback.check(loser);
    expect(now.currentPeriod).toMatchObject({ netLoss: 4_000, projected: 400 });
    expect(now.lastCredit).toBeNull();

    nextWeek();
    const before = (await ledger.balances(loser)).available;
    const checked = await cashback.check(loser);
    expect(checked.lastCredit).toMatchObject({ amount: 400 });
    expect(checked.currentPeriod.netLoss).toBe(0);
    expect((await ledger.balances(loser)).available).toBe(before + 400_00);
    await cashback.check(loser);
    expect(await cashback.sweep()).toBe(0);
    expect((await ledger.balances(loser)).available).toBe(before + 400_00);
    await expectLedgerSound(t.db);
  });

  it('credits nothing to a winner, and the sweep credits every loser once', async () => {
    clock.set(new Date());
    const winner = await bettor([1_000_00], [5_000_00]);
    const losers = [await bettor([20_000_00], []), await bettor([1_500_00], [])];
    nextWeek();
    const before = await Promise.all(
      [winner, ...losers].map(async (u) => (await ledger.balances(u)).available),
    );
    // A fresh service: each process sweeps a week once, and this file's first test already swept it.
    const credited = await createCashbackService({ db: t.db, ledger, now: clock.now }).sweep(1);
    expect(credited).toBeGreaterThanOrEqual(2);
    const after = await Promise.all(
      [winner, ...losers].map(async (u) => (await ledger.balances(u)).available),
    );
    expect(after[0]).toBe(before[0]);
    expect(after[1]! - before[1]!).toBe(2_000_00);
    expect(after[2]! - before[2]!).toBe(150_00);
    // Concurrent lazy checks after the sweep move nothing more.
    await Promise.all(losers.map((u) => cashback.check(u)));
    await Promise.all(
      losers.map((u) =>
        cashback.credit(u, cashbackPeriod(new Date(cashbackPeriod(clock.now()).start.getTime() - 1)), {
          enabled: true,
          percent: 10,
          maxAmount: 100_000,
          minNetLoss: 1_000,
        }),
      ),
    );
    const final = await Promise.all(losers.map(async (u) => (await ledger.balances(u)).available));
    expect(final).toEqual(after.slice(1));
    await expectLedgerSound(t.db);
  });
});
