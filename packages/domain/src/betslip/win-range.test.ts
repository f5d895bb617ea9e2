import { describe, expect, it } from 'vitest';
import { calculateCoupon } from './calculate.ts';
import { coupon, pick } from './fixtures.test-helper.ts';

const table = [
  { ticket_length: 3, bonus: 5 },
  { ticket_length: 4, bonus: 10 },
  { ticket_length: 5, bonus: 15 },
];
const settings = { minBonusOdd: 1.35, bonusTable: table };
const fives = () => Array.from({ length: 5 }, (_, i) => pick(i + 2, 1.5));

describe('win range when some lines earn no bonus', () => {
  it('a Split whose dearer line is too long for the bonus table: the cheaper line wins more', () => {
    const slip = [pick(1, 1.34), pick(1, 1.36), ...fives()];
    const r = calculateCoupon(coupon('Split', slip, 200, [], settings));
    // 100 a line. 1.34 does not qualify: 5 legs earn 15% of 1.5^5 × 100 = 113.90625, on top of
    // 1.34 × 1.5^5 × 100 = 1017.5625. With 1.36 all six qualify and a 6-leg line earns nothing.
    expect(r).toMatchObject({
      noOfCombos: 2,
      maxWin: 1131.47,
      minWin: 1032.75,
      maxBonus: 113.91,
      minBonus: 0,
    });
    expect(r.Groupings[0]).toMatchObject({ MinPercentageBonus: 0, MaxPercentageBonus: 15 });
  });

  it('the least a slip pays is its line with the smallest return, not the smallest odds', () => {
    const slip = [pick(1, 1.3), pick(2, 1.4), pick(3, 1.45)];
    const r = calculateCoupon(
      coupon('Combo', slip, 300, [2], { minBonusOdd: 1.35, bonusTable: [{ ticket_length: 1, bonus: 30 }] }),
    );
    // 100 a line. 1.30 × 1.40 = 1.82 has one qualifying leg: + 30% of 1.40 = 2.24. 1.40 × 1.45 = 2.03
    // has two, beyond the table: the least a winning slip pays.
    expect(r).toMatchObject({ minWin: 203, minBonus: 0, minOdds: 1.82, maxWin: 659 });
    expect(r.Groupings[0]).toMatchObject({ MinPercentageBonus: 0, MaxPercentageBonus: 30 });
  });

  it('the most a slip pays is its best single outcome, not the sum of each grouping’s best', () => {
    const slip = [pick(1, 1.34), pick(1, 1.36), ...fives()];
    const r = calculateCoupon(coupon('Combo', slip, 1000, [5, 6], settings));
    // The 6-folds pay most when match 1 ends on 1.34 (870.10 rather than 794.18), the 5-folds when it
    // ends on 1.36 (3,715.93); both together, 1.36 pays more: 3,715.93 + 794.18.
    expect(r.Groupings.map((g) => g.maxWin)).toEqual([3715.93, 870.1]);
    expect(r.maxWin).toBe(4510.11);
  });
});
