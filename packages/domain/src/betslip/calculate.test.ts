import { describe, expect, it } from 'vitest';
import { calculateCoupon, calculateCouponMinor } from './calculate.ts';
import { coupon, pick } from './fixtures.test-helper.ts';

describe('accumulator (Single and Multiple)', () => {
  it('multiplies the odds and stakes the whole slip on one line', () => {
    const r = calculateCoupon(coupon('Multiple', [pick(1, 2), pick(2, '1.50'), pick(3, 3.1)], 100));
    expect(r).toMatchObject({ noOfCombos: 1, totalOdds: 9.3, maxWin: 930, minWin: 930, totalStake: 100 });
    expect(r.Groupings).toEqual([
      {
        Grouping: 3,
        Combinations: 1,
        Stake: 100,
        minWin: 930,
        maxWin: 930,
        MinBonus: 0,
        MaxBonus: 0,
        MinPercentageBonus: 0,
        MaxPercentageBonus: 0,
        NetStake: 100,
      },
    ]);
  });

  it('rounds total odds to 10 decimals after each multiplication, and prices money on the exact product', () => {
    const legs = Array.from({ length: 7 }, (_, i) => pick(i + 1, 1.15));
    const r = calculateCoupon(coupon('Multiple', legs, 100));
    // Stepwise: 1.15^6 = 2.313060765625 -> 2.3130607656; × 1.15 = 2.66001988044 -> 2.6600198804.
    expect(r.totalOdds).toBe(2.6600198804);
    // The exact product 2.66001988046875 rounds to ...805.
    expect(r.maxOdds).toBe(2.6600198805);
    expect(r.maxWin).toBe(266);
  });

  it('prices a single', () => {
    expect(calculateCoupon(coupon('Single', [pick(1, 2.35)], 10))).toMatchObject({
      totalOdds: 2.35,
      maxWin: 23.5,
    });
  });

  it('leaves suspended, unavailable and odds of 1 or below out of every total', () => {
    const r = calculateCoupon(
      coupon(
        'Multiple',
        [
          pick(1, 2),
          pick(2, 3, { suspended: true }),
          pick(3, 1.5, { unavailable: true }),
          pick(4, 1),
          pick(5, '0.50'),
        ],
        100,
      ),
    );
    expect(r).toMatchObject({ totalOdds: 2, maxWin: 200, Groupings: [{ Grouping: 1 }] });
  });

  it('gives zero figures when nothing counts', () => {
    const r = calculateCoupon(coupon('Multiple', [pick(1, 2, { suspended: true }), pick(2, 0)], 100));
    expect(r).toMatchObject({
      noOfCombos: 0,
      totalOdds: 0,
      maxWin: 0,
      minWin: 0,
      totalStake: 0,
      Groupings: [],
    });
  });

  it('wins nothing on a stake of 0', () => {
    expect(calculateCoupon(coupon('Multiple', [pick(1, 2), pick(2, 2.5)], 0))).toMatchObject({
      totalOdds: 5,
      maxWin: 0,
    });
  });

  it('refuses a Single of several selections, a Multiple with two picks of one match, a negative stake', () => {
    expect(() => calculateCoupon(coupon('Single', [pick(1, 2), pick(2, 2)], 10))).toThrow(
      'A Single holds exactly one selection',
    );
    expect(() => calculateCoupon(coupon('Multiple', [pick(1, 2), pick(1, 2)], 10))).toThrow(
      'A Multiple cannot hold two selections of one match',
    );
    expect(() => calculateCoupon(coupon('Multiple', [pick(1, 2)], -1))).toThrow('stake must not be negative');
  });

  it('saturates a promise beyond 2^53 minor units instead of failing the slip', () => {
    const legs = Array.from({ length: 50 }, (_, i) => pick(i + 1, 9.99));
    const r = calculateCouponMinor(coupon('Multiple', legs, 1000));
    expect(r.maxWin).toBe(Number.MAX_SAFE_INTEGER);
    expect(calculateCoupon(coupon('Multiple', legs, 1000)).maxWin).toBe(90071992547409.91);
  });
});

describe('multi-bet bonus', () => {
  const table = [
    { ticket_length: 3, bonus: 5 },
    { ticket_length: 4, bonus: 10 },
    { ticket_length: 5, bonus: 15 },
  ];

  it('counts only legs at or above MinBonusOdd and applies the percentage to their odds × stake', () => {
    const legs = [pick(1, 2), pick(2, 1.8), pick(3, 1.5), pick(4, 1.2)];
    const r = calculateCoupon(coupon('Multiple', legs, 100, [], { minBonusOdd: 1.5, bonusTable: table }));
    // Three qualify (1.5 is "at or above"): 5% of 2 × 1.8 × 1.5 × 100 = 27; total odds 6.48 → 648.
    expect(r).toMatchObject({ maxBonus: 27, minBonus: 27, totalOdds: 6.48, grossWin: 675, maxWin: 675 });
    expect(r.Groupings[0]).toMatchObject({ MaxPercentageBonus: 5, MinPercentageBonus: 5 });
  });

  it('applies only inside the table range', () => {
    const two = [pick(1, 2), pick(2, 2)];
    const six = Array.from({ length: 6 }, (_, i) => pick(i + 1, 2));
    expect(
      calculateCoupon(coupon('Multiple', two, 100, [], { minBonusOdd: 1.5, bonusTable: table })).maxBonus,
    ).toBe(0);
    expect(
      calculateCoupon(coupon('Multiple', six, 100, [], { minBonusOdd: 1.5, bonusTable: table })).maxBonus,
    ).toBe(0);
  });

  it("raises `Can't find the bonus percentage for N events` for a missing row inside the range", () => {
    const holed = [table[0], table[2]].filter((r) => r !== undefined);
    const four = Array.from({ length: 4 }, (_, i) => pick(i + 1, 2));
    expect(() =>
      calculateCoupon(coupon('Multiple', four, 100, [], { minBonusOdd: 1.5, bonusTable: holed })),
    ).toThrow("Can't find the bonus percentage for 4 events");
  });
});

describe('taxes', () => {
  it('takes excise duty off the stake and withholding tax off the winnings above the stake', () => {
    const r = calculateCoupon(
      coupon('Multiple', [pick(1, 2), pick(2, 2.5)], 100, [], { wthTaxRate: 20, exciseDutyRate: 10 }),
    );
    // Net stake 90 × 5 = 450 gross; tax 20% of (450 − 100) = 70.
    expect(r).toMatchObject({ exciseDuty: 10, grossWin: 450, wthTax: 70, maxWin: 380, minWin: 380 });
    expect(r.Groupings[0]).toMatchObject({ Stake: 100, NetStake: 90 });
  });

  it('charges nothing at the default 0% rates', () => {
    expect(calculateCoupon(coupon('Multiple', [pick(1, 2), pick(2, 2.5)], 100))).toMatchObject({
      wthTax: 0,
      exciseDuty: 0,
    });
  });
});
