import { describe, expect, it } from 'vitest';
import { calculateCoupon } from './calculate.ts';
import { coupon, pick } from './fixtures.test-helper.ts';
import { listAvailableGroupings } from './groupings.ts';

const lines = (r: ReturnType<typeof calculateCoupon>) => r.Groupings.map((g) => [g.Grouping, g.Combinations]);

describe('named full-cover bets', () => {
  it('Trixie: three doubles and a treble', () => {
    const r = calculateCoupon(coupon('Combo', [pick(1, 2), pick(2, 3), pick(3, 4)], 400, [2, 3]));
    expect(lines(r)).toEqual([
      [2, 3],
      [3, 1],
    ]);
    // 100 a line: doubles 6 + 8 + 12, treble 24.
    expect(r).toMatchObject({
      noOfCombos: 4,
      totalStake: 400,
      maxWin: 5000,
      minWin: 600,
      minOdds: 6,
      maxOdds: 50,
      totalOdds: 24,
    });
  });

  it('Patent: the Trixie plus three singles', () => {
    const r = calculateCoupon(coupon('Combo', [pick(1, 2), pick(2, 3), pick(3, 4)], 700, [1, 2, 3]));
    expect(r).toMatchObject({ noOfCombos: 7, maxWin: 5900, minWin: 200 });
  });

  it('Yankee: 11 lines', () => {
    const r = calculateCoupon(
      coupon('Combo', [pick(1, 2), pick(2, 3), pick(3, 1.5), pick(4, 2.5)], 110, [2, 3, 4]),
    );
    // 10 a line: doubles 29.75, trebles 42.75, four-fold 22.5; cheapest double 2 × 1.5.
    expect(r).toMatchObject({ noOfCombos: 11, maxWin: 950, minWin: 30 });
    expect(r.Groupings.map((g) => g.maxWin)).toEqual([297.5, 427.5, 225]);
  });

  it('Lucky 15: the Yankee plus four singles', () => {
    const r = calculateCoupon(
      coupon('Combo', [pick(1, 2), pick(2, 3), pick(3, 1.5), pick(4, 2.5)], 150, [1, 2, 3, 4]),
    );
    expect(r).toMatchObject({ noOfCombos: 15, maxWin: 1040, minWin: 15, minBonus: 0 });
  });

  it('Heinz: 57 lines over six selections', () => {
    const six = Array.from({ length: 6 }, (_, i) => pick(i + 1, 2));
    const r = calculateCoupon(coupon('Combo', six, 570, [2, 3, 4, 5, 6]));
    // Σ C(6,g)·2^g for g = 2..6 = 3^6 − 1 − 12 = 716 at 10 a line.
    expect(r).toMatchObject({ noOfCombos: 57, maxWin: 7160, minWin: 40 });
  });
});

describe('bankers', () => {
  it('puts every banker in every line', () => {
    const slip = [pick(1, 2, { fixed: true }), pick(2, 1.5), pick(3, 2), pick(4, 3)];
    expect(listAvailableGroupings(slip).map((g) => [g.Grouping, g.Combinations])).toEqual([
      [2, 3],
      [3, 3],
      [4, 1],
    ]);
    const doubles = calculateCoupon(coupon('Combo', slip, 300, [2]));
    // 100 a line: 2 × (1.5 + 2 + 3).
    expect(doubles).toMatchObject({ noOfCombos: 3, maxWin: 1300, minWin: 300 });
    const trebles = calculateCoupon(coupon('Combo', slip, 300, [3]));
    expect(trebles).toMatchObject({ maxWin: 2 * (3 + 4.5 + 6) * 100 });
  });

  it('makes the first selection non-fixed when all are fixed', () => {
    const slip = [pick(1, 2, { fixed: true }), pick(2, 3, { fixed: true }), pick(3, 4, { fixed: true })];
    expect(listAvailableGroupings(slip).map((g) => [g.Grouping, g.Combinations])).toEqual([[3, 1]]);
    expect(calculateCoupon(coupon('Combo', slip, 100, [3]))).toMatchObject({ noOfCombos: 1, maxWin: 2400 });
  });
});

describe('several picks of one match', () => {
  const two = () => [pick(1, 2, { outcomeId: 1 }), pick(1, 3.5, { outcomeId: 2 })];

  it('a Split covers one pick of each match per line; only the highest pick can make the max', () => {
    const r = calculateCoupon(coupon('Split', [...two(), pick(2, 1.8)], 200));
    expect(lines(r)).toEqual([[2, 2]]);
    expect(r).toMatchObject({ maxWin: 630, minWin: 360, totalOdds: 6.3, totalStake: 200 });
  });

  it('counts combo lines over slots of several picks (elementary symmetric polynomial of slot sizes)', () => {
    const r = calculateCoupon(coupon('Combo', [...two(), pick(2, 1.8), pick(3, 2.5)], 500, [2]));
    // Slot sizes 2, 1, 1: e_2 = 2 + 2 + 1 = 5 lines; best case 3.5·1.8 + 3.5·2.5 + 1.8·2.5 = 19.55.
    expect(r).toMatchObject({ noOfCombos: 5, maxWin: 1955, minWin: 360 });
  });
});

describe('grouping limits and errors', () => {
  const twenty = () => Array.from({ length: 20 }, (_, i) => pick(i + 1, 1.5));

  it('gives −1 to a grouping above MaxCouponCombinations and drops it', () => {
    expect(listAvailableGroupings(twenty(), 189)[1]).toMatchObject({ Grouping: 2, Combinations: -1 });
    expect(listAvailableGroupings(twenty(), 191)[1]).toMatchObject({ Grouping: 2, Combinations: 190 });
    expect(listAvailableGroupings(twenty())[7]).toMatchObject({ Grouping: 8, Combinations: -1 });
    const r = calculateCoupon(coupon('Combo', twenty(), 1900, [2, 8]));
    expect(lines(r)).toEqual([[2, 190]]);
  });

  it('keeps a grouping whose line count equals MaxCouponCombinations', () => {
    expect(listAvailableGroupings(twenty(), 190)[1]).toMatchObject({ Grouping: 2, Combinations: 190 });
    const r = calculateCoupon(coupon('Combo', twenty(), 1900, [1, 2], { maxCouponCombinations: 190 }));
    expect(lines(r)).toEqual([
      [1, 20],
      [2, 190],
    ]);
  });

  it('drops groupings with no lines', () => {
    const r = calculateCoupon(coupon('Combo', [pick(1, 2), pick(2, 3)], 100, [2, 3, 7]));
    expect(lines(r)).toEqual([[2, 1]]);
  });

  it('raises `Multiple Groupings defined!` for a grouping given twice', () => {
    expect(() => calculateCoupon(coupon('Combo', [pick(1, 2), pick(2, 3), pick(3, 4)], 100, [2, 2]))).toThrow(
      'Multiple Groupings defined!',
    );
  });

  it('raises `Mixed CompatibilityLevel on odds` for picks of one match on different levels', () => {
    const slip = [pick(1, 2, { combinability: 0 }), pick(1, 3, { combinability: 1 }), pick(2, 2)];
    expect(() => calculateCoupon(coupon('Split', slip, 100))).toThrow('Mixed CompatibilityLevel on odds');
  });

  it('raises `Wrong oddsForSlotKeyMap construction` for the same pick twice', () => {
    const slip = [pick(1, 2, { outcomeId: 7 }), pick(1, 2, { outcomeId: 7 }), pick(2, 2)];
    expect(() => calculateCoupon(coupon('Split', slip, 100))).toThrow('Wrong oddsForSlotKeyMap construction');
  });
});

describe('stake per line', () => {
  const three = () => [pick(1, 2), pick(2, 3), pick(3, 4)];

  it('shares the stake equally and rounds each line to a multiple of 0.1', () => {
    const r = calculateCoupon(coupon('Combo', three(), 1000, [2]));
    expect(r.Groupings[0]?.Stake).toBe(333.3);
    expect(r.totalStake).toBe(999.9);
  });

  it('floors a line at max(5, 100 × its share of the stake), rounded up to 0.1', () => {
    // 3 lines: 100/3 = 33.33… → 33.4 a line.
    expect(calculateCoupon(coupon('Combo', three(), 100, [2])).Groupings[0]?.Stake).toBe(33.4);
    // 4 lines on 10: 2.5 a line is below 25.
    expect(calculateCoupon(coupon('Combo', three(), 10, [2, 3])).totalStake).toBe(100);
    // 57 lines on 100: 1.8 a line is below 5.
    const six = Array.from({ length: 6 }, (_, i) => pick(i + 1, 2));
    expect(calculateCoupon(coupon('Combo', six, 100, [2, 3, 4, 5, 6]))).toMatchObject({ totalStake: 285 });
  });
});

describe('bonus on system lines', () => {
  it('applies each line its own percentage on its qualifying legs', () => {
    const table = [
      { ticket_length: 2, bonus: 5 },
      { ticket_length: 3, bonus: 10 },
    ];
    const r = calculateCoupon(
      coupon('Combo', [pick(1, 2), pick(2, 3), pick(3, 4)], 400, [2, 3], {
        minBonusOdd: 1.5,
        bonusTable: table,
      }),
    );
    // Doubles 5% of (6 + 8 + 12)·100, treble 10% of 24·100; the cheapest double earns 5% of 600.
    expect(r).toMatchObject({ maxBonus: 370, maxWin: 5370, minBonus: 30, minWin: 630 });
    expect(r.Groupings.map((g) => [g.MinPercentageBonus, g.MaxPercentageBonus])).toEqual([
      [5, 5],
      [10, 10],
    ]);
  });

  it('leaves a non-qualifying leg out of the product the percentage applies to', () => {
    const table = [{ ticket_length: 2, bonus: 10 }];
    const r = calculateCoupon(
      coupon('Combo', [pick(1, 2), pick(2, 3), pick(3, 1.2)], 400, [2, 3], {
        minBonusOdd: 1.5,
        bonusTable: table,
      }),
    );
    // Double 2·3 qualifies (10% of 600); the treble has two qualifying legs: 10% of 2·3·100, not of 7.2.
    expect(r.maxBonus).toBe(120);
  });
});
