// Properties: on random slips of up to 12 selections (bankers, several picks of one match, suspended
// and unpriced picks, random bonus tables, caps, taxes) the engine equals line-by-line enumeration.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceCoupon } from './brute-force.test-helper.ts';
import { calculateCouponMinor } from './calculate.ts';
import { listAvailableGroupings } from './groupings.ts';
import type { BetType, BonusRow, CouponCalculationInput, CouponSelection } from './types.ts';

const pickArb = fc.record({
  match: fc.nat(7),
  oddsH: fc.oneof(
    { weight: 10, arbitrary: fc.integer({ min: 101, max: 1500 }) },
    { weight: 1, arbitrary: fc.integer({ min: 50, max: 100 }) },
  ),
  fixed: fc.integer({ min: 0, max: 4 }).map((x) => x === 0),
  suspended: fc.integer({ min: 0, max: 12 }).map((x) => x === 0),
  unavailable: fc.integer({ min: 0, max: 15 }).map((x) => x === 0),
  asText: fc.boolean(),
});

const bonusTableArb: fc.Arbitrary<BonusRow[]> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<BonusRow[]>([]) },
  {
    weight: 4,
    arbitrary: fc
      .record({
        from: fc.integer({ min: 1, max: 4 }),
        span: fc.integer({ min: 0, max: 10 }),
        gap: fc.integer({ min: 0, max: 30 }),
        percents: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 15, maxLength: 15 }),
      })
      .map(({ from, span, gap, percents }) =>
        Array.from({ length: span + 1 }, (_, i) => ({
          ticket_length: from + i,
          bonus: (percents[i] ?? 0) / 2,
        }))
          // Sometimes a hole inside the range, to exercise "Can't find the bonus percentage".
          .filter((r) => r.ticket_length !== from + gap || gap === 0 || gap >= span),
      ),
  },
);

const inputArb: fc.Arbitrary<CouponCalculationInput> = fc
  .record({
    matches: fc.integer({ min: 1, max: 8 }),
    picks: fc.array(pickArb, { minLength: 1, maxLength: 12 }),
    combo: fc.boolean(),
    groupings: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }),
    stakeMinor: fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.constantFrom(0, 1, 5, 10_000)),
    minBonusOddH: fc.integer({ min: 100, max: 250 }),
    bonusTable: bonusTableArb,
    cap: fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(2, 5, 20, 100) },
      { weight: 3, arbitrary: fc.constant(100_000) },
    ),
    wthTaxRate: fc.constantFrom(0, 0, 7.5, 20),
    exciseDutyRate: fc.constantFrom(0, 0, 12.5, 15),
    floors: fc.constantFrom<[number, number] | null>(null, [1, 10], [0.5, 0]),
  })
  .map((r) => {
    const selections: CouponSelection[] = r.picks.map((p, i) => ({
      matchId: 1000 + (p.match % r.matches),
      marketId: 1,
      outcomeId: i + 1,
      specifier: '',
      odds: p.asText ? (p.oddsH / 100).toFixed(2) : p.oddsH / 100,
      fixed: p.fixed,
      combinability: 0,
      suspended: p.suspended,
      unavailable: p.unavailable,
    }));
    const matchIds = selections.map((s) => s.matchId);
    const split = new Set(matchIds).size < matchIds.length;
    const betType: BetType = r.combo
      ? 'Combo'
      : split
        ? 'Split'
        : selections.length === 1
          ? 'Single'
          : 'Multiple';
    return {
      selections,
      bet_type: betType,
      stake: r.stakeMinor / 100,
      Groupings: r.groupings.map((g) => ({ Grouping: g })),
      config: {
        minBonusOdd: r.minBonusOddH / 100,
        bonusTable: r.bonusTable,
        maxCouponCombinations: r.cap,
        wthTaxRate: r.wthTaxRate,
        exciseDutyRate: r.exciseDutyRate,
        ...(r.floors ? { minLineStake: r.floors[0], minSystemStake: r.floors[1] } : {}),
      },
    };
  });

function outcome<T>(f: () => T): { value: T } | { error: string } {
  try {
    return { value: f() };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

describe('coupon calculation against brute-force enumeration', () => {
  it('gives the same lines, wins, bonus, taxes and odds to the cent, and the same errors', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(outcome(() => calculateCouponMinor(input))).toEqual(outcome(() => bruteForceCoupon(input)));
      }),
      { numRuns: 400 },
    );
  });

  it('agrees on system slips with bankers and several picks of one match and every grouping ticked', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const all = {
          ...input,
          bet_type: 'Combo' as const,
          Groupings: Array.from({ length: 12 }, (_, i) => ({ Grouping: i + 1 })),
        };
        expect(outcome(() => calculateCouponMinor(all))).toEqual(outcome(() => bruteForceCoupon(all)));
      }),
      { numRuns: 200 },
    );
  });

  it('lists the line count of every available grouping as enumeration counts it', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const cap = input.config.maxCouponCombinations;
        const offered = listAvailableGroupings(input.selections, cap);
        for (const g of offered) {
          const brute = bruteForceCoupon({
            ...input,
            bet_type: 'Combo',
            Groupings: [{ Grouping: g.Grouping }],
            config: { ...input.config, bonusTable: [] },
          });
          expect(brute.groupings[0]?.combinations ?? -1).toBe(g.Combinations);
        }
      }),
      { numRuns: 150 },
    );
  });
});
