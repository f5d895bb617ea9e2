// Properties: on random slips of up to 12 selections (bankers, several picks of one match, suspended
// and unpriced picks, bonus tables that end before, at or after the slip's length, MinBonusOdd among
// the picks' odds, caps, taxes) the engine equals line-by-line enumeration.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceCoupon } from './brute-force.test-helper.ts';
import { calculateCouponMinor } from './calculate.ts';
import { listAvailableGroupings } from './groupings.ts';
import type { BetType, BonusRow, CouponCalculationInput, CouponSelection } from './types.ts';

/** Kept modest for `npm test`; raise it for a longer search after touching the engine. */
const RUNS = 300;

const pickArb = fc.record({
  match: fc.nat(7),
  oddsH: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 101, max: 1500 }) },
    // Near a typical MinBonusOdd, so one match often has picks on both sides of it.
    { weight: 4, arbitrary: fc.integer({ min: 120, max: 160 }) },
    { weight: 1, arbitrary: fc.integer({ min: 50, max: 100 }) },
  ),
  fixed: fc.integer({ min: 0, max: 4 }).map((x) => x === 0),
  suspended: fc.integer({ min: 0, max: 12 }).map((x) => x === 0),
  unavailable: fc.integer({ min: 0, max: 15 }).map((x) => x === 0),
  asText: fc.boolean(),
});

/** Rows `from`..`from + span`, any percentages (falling ones too), sometimes a hole or a repeat. */
const bonusTableArb: fc.Arbitrary<BonusRow[]> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<BonusRow[]>([]) },
  {
    weight: 6,
    arbitrary: fc
      .record({
        from: fc.integer({ min: 0, max: 7 }),
        span: fc.integer({ min: 0, max: 9 }),
        hole: fc.integer({ min: 0, max: 30 }),
        repeat: fc.boolean(),
        percents: fc.array(fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(0)), {
          minLength: 11,
          maxLength: 11,
        }),
      })
      .map(({ from, span, hole, repeat, percents }) => {
        const rows = Array.from({ length: span + 1 }, (_, i) => ({
          ticket_length: from + i,
          bonus: (percents[i] ?? 0) / 2,
        }))
          // A hole inside the range makes "Can't find the bonus percentage" reachable.
          .filter((r) => r.ticket_length !== from + hole || hole === 0 || hole >= span);
        return repeat ? [...rows, { ticket_length: from, bonus: 50 }] : rows;
      }),
  },
);

const inputArb: fc.Arbitrary<CouponCalculationInput> = fc
  .record({
    matches: fc.integer({ min: 1, max: 8 }),
    picks: fc.array(pickArb, { minLength: 1, maxLength: 12 }),
    betType: fc.constantFrom('Combo', 'Combo', 'Split', 'auto'),
    groupings: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 4 }),
    stakeMinor: fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.constantFrom(0, 1, 5, 10_000)),
    // MinBonusOdd anywhere, or at / just around one of the picks' odds.
    minBonusOdd: fc.oneof(
      fc.integer({ min: 100, max: 250 }).map((h) => ({ h, around: null })),
      fc.record({
        h: fc.constant(0),
        around: fc.record({ pick: fc.nat(), delta: fc.integer({ min: -1, max: 1 }) }),
      }),
    ),
    bonusTable: bonusTableArb,
    cap: fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(1, 2, 4, 5, 20, 100) },
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
    const betType: BetType =
      r.betType !== 'auto' ? r.betType : split ? 'Split' : selections.length === 1 ? 'Single' : 'Multiple';
    const { around } = r.minBonusOdd;
    const thrH = around
      ? Math.max(100, (r.picks[around.pick % r.picks.length]?.oddsH ?? 150) + around.delta)
      : r.minBonusOdd.h;
    return {
      selections,
      bet_type: betType,
      stake: r.stakeMinor / 100,
      Groupings: r.groupings.map((g) => ({ Grouping: g })),
      config: {
        minBonusOdd: thrH / 100,
        bonusTable: r.bonusTable,
        maxCouponCombinations: r.cap,
        wthTaxRate: r.wthTaxRate,
        exciseDutyRate: r.exciseDutyRate,
        ...(r.floors ? { minLineStake: r.floors[0], minSystemStake: r.floors[1] } : {}),
      },
    };
  });

/**
 * Slips where the bonus can make a cheaper pick pay more: several matches with picks on both sides of
 * MinBonusOdd and a generous table that ends inside the slip's length.
 */
const straddleArb: fc.Arbitrary<CouponCalculationInput> = fc
  .record({
    thrH: fc.integer({ min: 110, max: 200 }),
    matches: fc.array(
      fc.record({
        picks: fc.array(
          // Mostly a few hundredths either side, where dropping below it costs little in odds.
          fc.oneof(
            { weight: 3, arbitrary: fc.integer({ min: -8, max: 8 }) },
            { weight: 1, arbitrary: fc.integer({ min: -40, max: 150 }) },
          ),
          { minLength: 1, maxLength: 3 },
        ),
        banker: fc.integer({ min: 0, max: 6 }).map((x) => x === 0),
      }),
      // Up to 3^6 outcomes of up to 4^6 lines for the enumeration to walk.
      { minLength: 2, maxLength: 6 },
    ),
    from: fc.integer({ min: 1, max: 4 }),
    span: fc.integer({ min: 0, max: 4 }),
    percents: fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 5, maxLength: 5 }),
    split: fc.boolean(),
    groupings: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }),
    stakeMinor: fc.integer({ min: 1, max: 2_000_000 }),
  })
  .map((r) => {
    let outcomeId = 0;
    const selections: CouponSelection[] = r.matches.flatMap((m, i) =>
      m.picks.map((d) => ({
        matchId: 2000 + i,
        marketId: 1,
        outcomeId: ++outcomeId,
        odds: Math.max(101, r.thrH + d) / 100,
        fixed: m.banker,
      })),
    );
    return {
      selections,
      bet_type: r.split ? ('Split' as const) : ('Combo' as const),
      stake: r.stakeMinor / 100,
      Groupings: r.groupings.map((g) => ({ Grouping: g })),
      config: {
        minBonusOdd: r.thrH / 100,
        bonusTable: Array.from({ length: r.span + 1 }, (_, i) => ({
          ticket_length: r.from + i,
          bonus: (r.percents[i] ?? 0) / 2,
        })),
        maxCouponCombinations: 100_000,
        wthTaxRate: 0,
        exciseDutyRate: 0,
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

const everyGrouping = (input: CouponCalculationInput): CouponCalculationInput => ({
  ...input,
  bet_type: 'Combo',
  Groupings: Array.from({ length: 12 }, (_, i) => ({ Grouping: i + 1 })),
});

describe('coupon calculation against brute-force enumeration', () => {
  it('gives the same lines, wins, bonus, taxes and odds to the cent, and the same errors', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(outcome(() => calculateCouponMinor(input))).toEqual(outcome(() => bruteForceCoupon(input)));
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees on system slips with bankers and several picks of one match and every grouping ticked', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const all = everyGrouping(input);
        expect(outcome(() => calculateCouponMinor(all))).toEqual(outcome(() => bruteForceCoupon(all)));
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('agrees where a cheaper pick can pay more: picks either side of MinBonusOdd, tables ending early', () => {
    fc.assert(
      fc.property(straddleArb, (input) => {
        expect(outcome(() => calculateCouponMinor(input))).toEqual(outcome(() => bruteForceCoupon(input)));
      }),
      { numRuns: RUNS },
    );
  });

  it('reads the most and the least as the extremes over every way the matches can end', () => {
    fc.assert(
      fc.property(fc.oneof(inputArb, straddleArb), fc.boolean(), (input, all) => {
        const slip = all ? everyGrouping(input) : input;
        if (slip.bet_type !== 'Combo' && slip.bet_type !== 'Split') return;
        // Every outcome of every line is slow: small slips only.
        if (slip.selections.length > 8) return;
        expect(outcome(() => bruteForceCoupon(slip, { everyOutcome: true }))).toEqual(
          outcome(() => bruteForceCoupon(slip)),
        );
      }),
      { numRuns: Math.ceil(RUNS / 3) },
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
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });
});
