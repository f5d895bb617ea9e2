import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCouponMinor } from '../betslip/calculate.ts';
import { coupon, pick } from '../betslip/fixtures.test-helper.ts';
import { bruteForceReturn } from './brute-force.test-helper.ts';
import { settleSystem, type SettlementLeg } from './settle.ts';
import { settleSystemBonus, settleSystemWithBonus, systemBonus } from './system-bonus.ts';
import { systemSlips } from './system-slips.test-helper.ts';

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

describe('the payout of a settled system bet, bonus included', () => {
  it('adds the exact lines and bonus and rounds once', () => {
    // A trixie of 25.00 a line on 1.25, 1.25 and 1.45: lines 186.328125, bonus 8.90625 (2.5% on
    // the doubles, 10% on the treble), 195.234375 in all; rounded apart they would make 195.24.
    const won = legs([1.25, 1.25, 1.45]);
    const placed = [2, 3].map((g) => ({ grouping: g, stakePerLine: 25_00 }));
    const rates = {
      minBonusOdd: 1.2,
      bonusTable: [
        { ticket_length: 2, bonus: 2.5 },
        { ticket_length: 3, bonus: 10 },
      ],
    };
    expect(calculateCouponMinor(coupon('Combo', won, 100, [2, 3], rates)).grossWin).toBe(195_23);
    expect(settleSystem(won, placed).payout + settleSystemBonus(won, placed, rates)).toBe(195_24);
    expect(settleSystemWithBonus(won, placed, rates)).toEqual({ payout: 195_23, bonus: 8_91 });
  });

  it('rounds once with void and dead-heat legs too', () => {
    const legArb = fc.record({
      match: fc.nat(5),
      oddsH: fc.integer({ min: 101, max: 900 }),
      result: fc.constantFrom<0 | 1>(0, 1, 1),
      voidFactor: fc.constantFrom(0, 0, 0, 0.5, 1),
      deadHeatFactor: fc.constantFrom(1, 1, 1, 0.5, 0.3333333333),
    });
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 1, maxLength: 8 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 100_000 }),
        (raw, gs, stakePerLine) => {
          const won = raw.map((x) => ({
            ...pick(x.match, x.oddsH / 100),
            result: x.result,
            voidFactor: x.voidFactor,
            deadHeatFactor: x.deadHeatFactor,
          }));
          const placed = gs.map((g) => ({ grouping: g, stakePerLine }));
          const bonus = systemBonus(won, placed, { minBonusOdd: 1.5, bonusTable: longTable });
          // Lines by enumeration plus the exact bonus, as one fraction rounded half up.
          const ret = bruteForceReturn(won, placed);
          const scale = 10n ** BigInt(bonus.scale);
          const n = ret.n * scale + bonus.units * ret.d;
          const d = ret.d * scale;
          expect(settleSystemWithBonus(won, placed, { minBonusOdd: 1.5, bonusTable: longTable })).toEqual({
            payout: Number((2n * n + d) / (2n * d)),
            bonus: settleSystemBonus(won, placed, { minBonusOdd: 1.5, bonusTable: longTable }),
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('pays the engine’s max win when every match ends at its dearest pick', () => {
    // The slips' bonus tables never fall and reach past the longest line: each line pays most with
    // its matches at their dearest picks, so that outcome is the engine's best case.
    fc.assert(
      fc.property(systemSlips, ({ matches, betType, groupings, settings, stake }) => {
        const selections = matches.flatMap((m, i) =>
          m.prices.map((odds) => pick(i + 1, odds, { fixed: m.banker })),
        );
        const priced = calculateCouponMinor(coupon(betType, selections, stake, groupings, settings));
        fc.pre(priced.groupings.length > 0);
        const dearest = new Map<number, SettlementLeg>();
        const won = selections.map((s) => ({ ...s, result: 0 as 0 | 1 }));
        for (const l of won)
          if (Number(l.odds) > Number(dearest.get(l.matchId)?.odds ?? 0)) dearest.set(l.matchId, l);
        for (const l of dearest.values()) l.result = 1;
        const placed = priced.groupings.map((g) => ({ grouping: g.grouping, stakePerLine: g.netStake }));
        expect(settleSystemWithBonus(won, placed, settings)).toEqual({
          payout: priced.grossWin,
          bonus: priced.maxBonus,
        });
      }),
      { numRuns: 150 },
    );
  });
});

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - i + 1)) / i;
  return r;
}
