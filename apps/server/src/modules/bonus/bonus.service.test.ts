// Wagering and expiry of the first-deposit bonus, driven through the service with a clock the test
// moves; recordWager is called the way the bets module will call it, inside a ledger transaction.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, type TestClock } from '../../test/clock.ts';
import { expectLedgerSound } from '../../test/ledger.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { insertTestUser } from '../../test/users.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { house, player } from '../ledger/ledger.types.ts';
import { bonusFor, createBonusService, type BonusService, type WagerInput } from './bonus.service.ts';

let t: TestDatabase;
let ledger: Ledger;
let clock: TestClock;
let bonus: BonusService;

beforeAll(async () => {
  t = await createTestDatabase();
  ledger = createLedger({ db: t.db });
  clock = createTestClock();
  bonus = createBonusService({ db: t.db, ledger, now: clock.now });
});
afterAll(() => t.dispose());

/** A player who deposited `amount` minor units and claimed the bonus. */
async function bonusPlayer(amount: number) {
  const { id } = await insertTestUser(t.db);
  const reference = `DEP-${randomUUID()}`;
  await ledger.run(async (trx) => {
    await ledger.move(trx, {
      from: house('payment_provider_clearing'),
      to: player(id),
      amount,
      kind: 'deposit.online',
      reference,
    });
    await bonus.onDepositCredited(trx, { userId: id, amount, reference });
  });
  const award = await bonus.award(id, randomUUID());
  return { id, award: award.body };
}

/** A bet as the bets module places it: the stake leaves the balance, then the wager is recorded. */
async function bet(userId: number, wager: Omit<WagerInput, 'reference'> & { reference?: string }) {
  const reference = wager.reference ?? `bet:${randomUUID()}`;
  return ledger.run(async (trx) => {
    await ledger.move(trx, {
      from: player(userId, wager.source),
      to: house('stakes_held'),
      amount: wager.amount,
      kind: 'bet.stake',
      reference,
    });
    return bonus.recordWager(trx, userId, { ...wager, reference } as WagerInput);
  });
}

async function win(userId: number, amount: number) {
  await ledger.run((trx) =>
    ledger.move(trx, {
      from: house('winnings_paid'),
      to: player(userId, 'sport_bonus'),
      amount,
      kind: 'bet.win',
      reference: `win:${randomUUID()}`,
    }),
  );
}

describe('the bonus amount', () => {
  it('is the percentage of the deposit, rounded down, capped', () => {
    const c = {
      enabled: true,
      percent: 100,
      maxBonus: 50_000,
      minDeposit: 100,
      rollover: 5,
      minOdds: 1.5,
      validDays: 30,
      claimWithinDays: 7,
    };
    expect(bonusFor(1_000_00, c)).toBe(1_000_00);
    expect(bonusFor(80_000_00, c)).toBe(50_000_00);
    expect(bonusFor(333, { ...c, percent: 50 })).toBe(166);
  });
});

describe('wagering', () => {
  it('counts bonus-balance bets at the minimum odds once each, and converts the rest when met', async () => {
    const { id, award } = await bonusPlayer(1_000_00); // bonus 1,000, required 5,000
    expect(award.required).toBe(5_000);

    expect(await bet(id, { amount: 100_00, odds: 1.49, source: 'sport_bonus' })).toEqual({
      counted: false,
      converted: null,
    });
    await ledger.run((trx) =>
      ledger.move(trx, {
        from: house('adjustments'),
        to: player(id),
        amount: 500_00,
        kind: 'adjustment.test',
        reference: randomUUID(),
      }),
    );
    expect(await bet(id, { amount: 100_00, odds: 3, source: 'available' })).toEqual({
      counted: false,
      converted: null,
    });
    const first = await bet(id, { amount: 400_00, odds: 1.5, source: 'sport_bonus', reference: 'bet:same' });
    expect(first).toEqual({ counted: true, converted: null });
    // The same bet reported twice counts once (the stake already moved, so record it alone).
    expect(
      await ledger.run((trx) =>
        bonus.recordWager(trx, id, {
          amount: 400_00,
          odds: 1.5,
          source: 'sport_bonus',
          reference: 'bet:same',
        }),
      ),
    ).toEqual({
      counted: false,
      converted: null,
    });
    let [active] = await bonus.activeBonuses(id);
    expect(active).toMatchObject({ wagered: 400, required: 5_000, progress: 8 });

    // Winnings keep the bonus going: 4,600 more has to be wagered from the bonus balance.
    await win(id, 9_000_00);
    for (let i = 0; i < 4; i++)
      expect((await bet(id, { amount: 1_000_00, odds: 2, source: 'sport_bonus' })).converted).toBeNull();
    [active] = await bonus.activeBonuses(id);
    expect(active!.progress).toBe(88);
    const before = await ledger.balances(id);
    const last = await bet(id, { amount: 600_00, odds: 2, source: 'sport_bonus' });
    const leftOver = before.sport_bonus - 600_00;
    expect(last).toEqual({ counted: true, converted: leftOver });
    const after = await ledger.balances(id);
    expect(after.sport_bonus).toBe(0);
    expect(after.available).toBe(before.available + leftOver);
    expect(await bonus.activeBonuses(id)).toEqual([]);
    // Nothing counts any more once completed.
    expect(await bet(id, { amount: 1_00, odds: 2, source: 'available' })).toEqual({
      counted: false,
      converted: null,
    });
    await expectLedgerSound(t.db);
  });
});

describe('expiry', () => {
  it('removes what is left when the bonus runs out (lazily on read), and counts no late bet', async () => {
    const { id } = await bonusPlayer(500_00);
    await bet(id, { amount: 100_00, odds: 2, source: 'sport_bonus' });
    clock.advanceHours(30 * 24 + 1);
    expect(await bonus.activeBonuses(id)).toEqual([]);
    const b = await ledger.balances(id);
    expect(b.sport_bonus).toBe(0);
    expect(b.available).toBe(500_00);
    const row = await t.db
      .selectFrom('player_bonuses')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'expired', closing_amount: 400_00 });
    await expectLedgerSound(t.db);
    clock.advanceHours(-(30 * 24 + 1));
  });

  it('expires inside recordWager when a bet arrives after the end', async () => {
    const { id } = await bonusPlayer(200_00);
    clock.advanceHours(31 * 24);
    const res = await ledger.run(async (trx) =>
      bonus.recordWager(trx, id, { amount: 1_00, odds: 2, source: 'sport_bonus', reference: 'late' }),
    );
    expect(res).toEqual({ counted: false, converted: null });
    expect((await ledger.balances(id)).sport_bonus).toBe(0);
    clock.advanceHours(-31 * 24);
    await expectLedgerSound(t.db);
  });

  it('is swept for every player whose bonus ran out', async () => {
    const players = [await bonusPlayer(100_00), await bonusPlayer(300_00)];
    clock.advanceHours(24 * 40);
    expect(await bonus.sweepExpired(1)).toBeGreaterThanOrEqual(2);
    for (const p of players) expect((await ledger.balances(p.id)).sport_bonus).toBe(0);
    expect(await bonus.sweepExpired()).toBe(0);
    clock.advanceHours(-24 * 40);
    await expectLedgerSound(t.db);
  });

  it('cannot be claimed after the claim window', async () => {
    const { id } = await insertTestUser(t.db);
    await ledger.run(async (trx) => {
      await ledger.move(trx, {
        from: house('payment_provider_clearing'),
        to: player(id),
        amount: 100_00,
        kind: 'deposit.online',
        reference: `DEP-${randomUUID()}`,
      });
      await bonus.onDepositCredited(trx, { userId: id, amount: 100_00, reference: 'x' });
    });
    clock.advanceHours(24 * 8);
    expect((await bonus.checkDepositBonus(id)).status).toBe('claim-expired');
    await expect(bonus.award(id, randomUUID())).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    clock.advanceHours(-24 * 8);
  });
});

describe('a win staked from a bonus that has closed since', () => {
  /** A bet's win reaching the sport bonus balance, and the bonus module told, as settlement does. */
  const settledWin = (userId: number, amount: number) =>
    ledger.run(async (trx) => {
      const reference = `win:${randomUUID()}`;
      await ledger.move(trx, {
        from: house('winnings_paid'),
        to: player(userId, 'sport_bonus'),
        amount,
        kind: 'bet.settle',
        reference,
      });
      await bonus.settleBonusBalance(trx, userId, 'sport_bonus', reference);
    });

  it('goes to available when the bonus was completed', async () => {
    const { id } = await bonusPlayer(100_00); // required 500
    expect((await bet(id, { amount: 100_00, odds: 2, source: 'sport_bonus' })).converted).toBeNull();
    await win(id, 400_00);
    expect((await bet(id, { amount: 400_00, odds: 2, source: 'sport_bonus' })).converted).toBe(0);
    const before = await ledger.balances(id);
    await settledWin(id, 800_00);
    const after = await ledger.balances(id);
    expect(after.sport_bonus).toBe(0);
    expect(after.available).toBe(before.available + 800_00);
    await expectLedgerSound(t.db);
  });

  it('is removed when the bonus expired, and stays while the bonus is active', async () => {
    const { id } = await bonusPlayer(100_00);
    await bet(id, { amount: 50_00, odds: 2, source: 'sport_bonus' });
    await settledWin(id, 100_00);
    expect((await ledger.balances(id)).sport_bonus).toBe(150_00);
    clock.advanceHours(31 * 24);
    expect(await bonus.activeBonuses(id)).toEqual([]);
    await settledWin(id, 70_00);
    const after = await ledger.balances(id);
    expect(after.sport_bonus).toBe(0);
    expect(after.available).toBe(100_00);
    clock.advanceHours(-31 * 24);
    await expectLedgerSound(t.db);
  });
});
