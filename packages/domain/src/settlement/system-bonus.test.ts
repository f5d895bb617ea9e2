import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCouponMinor } from '../betslip/calculate.ts';
import { coupon, pick } from '../betslip/fixtures.test-helper.ts';
import type { SettlementLeg } from './settle.ts';
import { settleSystemBonus } from './system-bonus.ts';

const table = [
  { ticket_length: 2, bonus: 5 },
  { ticket_length: 3, bonus: 10 },
];
const settings = { minBonusOdd: 1.5, bonusTable: table };
const longTable = [
  ...table,
  { ticket_length: 4, bonus: 15 },
  { ticket_length: 5, bonus: 20 },
  { ticket_length: 6, bonus: 25 },
];
const trixie = [
  { grouping: 2, stakePerLine: 100_00 },
  { grouping: 3, stakePerLine: 100_00 },
];

function legs(odds: number[], outcomes: Partial<SettlementLeg>[] = []): SettlementLeg[] {
  return odds.map((o, i) => ({ ...pick(i + 1, o), result: 1, ...outcomes[i] }));
}

describe('the multi-bet bonus of a settled system bet', () => {
  it('pays every winning line its percentage, as the engine promised at placement', () => {
    // Doubles 5% of (6 + 8 + 12) × 100, treble 10% of 24 × 100.
    expect(settleSystemBonus(legs([2, 3, 4]), trixie, settings)).toBe(370_00);
  });

  it('pays only the lines a lost leg is not in', () => {
    expect(settleSystemBonus(legs([2, 3, 4], [{}, {}, { result: 0 }]), trixie, settings)).toBe(30_00);
  });

  it('leaves void and dead-heat legs out of the count and the product', () => {
    // Leg 3 void: double 2·3 earns 5%, the treble counts two qualifying legs (5% of 6), the doubles
    // with leg 3 have one qualifying leg, outside the table.
    expect(settleSystemBonus(legs([2, 3, 4], [{}, {}, { result: 0, voidFactor: 1 }]), trixie, settings)).toBe(
      60_00,
    );
    expect(settleSystemBonus(legs([2, 3, 4], [{}, {}, { deadHeatFactor: 0.5 }]), trixie, settings)).toBe(
      60_00,
    );
  });

  it('earns nothing below MinBonusOdd or outside the table', () => {
    expect(settleSystemBonus(legs([1.2, 1.3, 1.4]), trixie, settings)).toBe(0);
    expect(settleSystemBonus(legs([2, 3, 4]), trixie, { minBonusOdd: 1.5, bonusTable: [] })).toBe(0);
  });

  it('equals the engine’s best-case bonus when every leg wins', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 105, max: 900 }), { minLength: 3, maxLength: 6 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 63 }),
        (oddsH, lineStake, mask) => {
          const odds = oddsH.map((h) => h / 100);
          const groupings = [2, 3, 4, 5, 6].filter((g, i) => g <= odds.length && mask & (1 << i));
          if (groupings.length === 0) groupings.push(2);
          const selections = odds.map((o, i) => pick(i + 1, o));
          const lines = groupings.reduce((acc, g) => acc + binomial(odds.length, g), 0);
          const priced = calculateCouponMinor(
            coupon('Combo', selections, lineStake * lines, groupings, {
              minBonusOdd: 1.5,
              bonusTable: longTable,
            }),
          );
          const won = selections.map((s) => ({ ...s, result: 1 as const }));
          const placed = priced.groupings.map((g) => ({ grouping: g.grouping, stakePerLine: g.netStake }));
          expect(settleSystemBonus(won, placed, { minBonusOdd: 1.5, bonusTable: longTable })).toBe(
            priced.maxBonus,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - i + 1)) / i;
  return r;
}
