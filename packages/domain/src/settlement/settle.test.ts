import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCouponMinor } from '../betslip/calculate.ts';
import { DEFAULT_COUPON_CONFIG } from '../betslip/config.ts';
import { oddsFigure } from '../betslip/exact-decimal.ts';
import { bruteForceSettle } from './brute-force.test-helper.ts';
import { legFactor, settleAccumulator, settleBet, settleSystem, type SettlementLeg } from './settle.ts';

let id = 1;
const leg = (
  matchId: number,
  odds: number,
  result: 0 | 1,
  extra: Partial<SettlementLeg> = {},
): SettlementLeg => ({
  matchId,
  marketId: 1,
  outcomeId: id++,
  odds,
  result,
  ...extra,
});

describe('leg factor', () => {
  it('is vf + (1 − vf) × result × odds × dhf', () => {
    expect(oddsFigure(legFactor(2.5, { result: 1 }))).toBe(2.5);
    expect(oddsFigure(legFactor(2.5, { result: 0 }))).toBe(0);
    expect(oddsFigure(legFactor(2.5, { result: 0, voidFactor: 1 }))).toBe(1);
    expect(oddsFigure(legFactor(2.5, { result: 1, voidFactor: 0.5 }))).toBe(1.75);
    expect(oddsFigure(legFactor(2.5, { result: 0, voidFactor: 0.5 }))).toBe(0.5);
    expect(oddsFigure(legFactor(4, { result: 1, deadHeatFactor: 0.5 }))).toBe(2);
  });

  it('refuses factors a feed cannot send', () => {
    expect(() => legFactor(2, { result: 1, voidFactor: 0.3 })).toThrow('void factor must be 0, 0.5 or 1');
    expect(() => legFactor(2, { result: 1, deadHeatFactor: 0 })).toThrow('dead-heat factor');
  });
});

describe('accumulator settlement', () => {
  it('pays stake × product of the factors, rounded once', () => {
    expect(settleAccumulator([leg(1, 2, 1), leg(2, 1.5, 1), leg(3, 3, 1)], 1000)).toBe(9000);
    expect(settleAccumulator([leg(1, 2, 1), leg(2, 1.5, 0), leg(3, 3, 1)], 1000)).toBe(0);
    expect(settleAccumulator([leg(1, 2, 1), leg(2, 1.5, 0, { voidFactor: 1 }), leg(3, 3, 1)], 1000)).toBe(
      6000,
    );
    // A three-way dead heat at 9.00: 9 × 0.3333333333 × 10.00 = 29.999999997 → 30.00.
    expect(settleAccumulator([leg(1, 9, 1, { deadHeatFactor: 0.3333333333 })], 1000)).toBe(3000);
  });
});

describe('system settlement', () => {
  it('adds up the winning lines of a Yankee with one loser', () => {
    const legs = [leg(1, 2, 1), leg(2, 3, 1), leg(3, 1.5, 0), leg(4, 2.5, 1)];
    const placed = [2, 3, 4].map((g) => ({ grouping: g, stakePerLine: 1000 }));
    // Doubles 6 + 5 + 7.5, treble 15, four-fold lost.
    expect(settleSystem(legs, placed)).toEqual({
      payout: 33_500,
      groupings: [
        { grouping: 2, payout: 18_500 },
        { grouping: 3, payout: 15_000 },
        { grouping: 4, payout: 0 },
      ],
    });
  });

  it('settles a split: only the winning pick of a match can carry a line', () => {
    const legs = [leg(1, 2, 0), leg(1, 3.5, 1), leg(2, 1.8, 1)];
    expect(settleBet({ bet_type: 'Split', legs, stake: 10_000 }).payout).toBe(63_000);
    expect(settleBet({ bet_type: 'Multiple', legs: [leg(1, 2, 1), leg(2, 2, 1)], stake: 500 }).payout).toBe(
      2000,
    );
  });

  const legsArb = fc
    .array(
      fc.record({
        match: fc.nat(6),
        oddsH: fc.integer({ min: 101, max: 1200 }),
        result: fc.constantFrom<0 | 1>(0, 1),
        voidFactor: fc.constantFrom(0, 0, 0, 0.5, 1),
        deadHeatFactor: fc.constantFrom(1, 1, 1, 0.5, 0.3333333333, 0.25),
        fixed: fc.integer({ min: 0, max: 4 }).map((x) => x === 0),
      }),
      { minLength: 1, maxLength: 10 },
    )
    .map((xs) =>
      xs.map((x, i) => ({
        matchId: x.match,
        marketId: 1,
        outcomeId: i,
        odds: x.oddsH / 100,
        result: x.result,
        voidFactor: x.voidFactor,
        deadHeatFactor: x.deadHeatFactor,
        fixed: x.fixed,
      })),
    );

  it('equals line-by-line enumeration with voids and dead heats', () => {
    fc.assert(
      fc.property(
        legsArb,
        fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 100_000 }),
        (legs, gs, stakePerLine) => {
          const placed = gs.map((g) => ({ grouping: g, stakePerLine }));
          expect(settleSystem(legs, placed).payout).toBe(bruteForceSettle(legs, placed));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pays what the slip showed as its max win when every match goes to its highest pick', () => {
    fc.assert(
      fc.property(
        legsArb,
        fc.integer({ min: 1, max: 10_000 }).map((s) => s * 10),
        (raw, stake) => {
          const legs = raw.map((l) => ({ ...l, voidFactor: 0, deadHeatFactor: 1 }));
          const best = new Map<number, number>();
          for (const l of legs) best.set(l.matchId, Math.max(best.get(l.matchId) ?? 0, l.odds));
          const winners = new Set<number>();
          for (const l of legs)
            if (l.odds === best.get(l.matchId) && !winners.has(l.matchId)) {
              winners.add(l.matchId);
              l.result = 1;
            } else l.result = 0;
          const slots = best.size;
          const groupings = Array.from({ length: slots }, (_, i) => ({ Grouping: i + 1 }));
          const shown = calculateCouponMinor({
            selections: legs,
            bet_type: 'Combo',
            stake: stake / 100,
            Groupings: groupings,
            config: DEFAULT_COUPON_CONFIG,
          });
          const placed = shown.groupings.map((g) => ({ grouping: g.grouping, stakePerLine: g.stake }));
          expect(settleSystem(legs, placed).payout).toBe(shown.grossWin);
        },
      ),
      { numRuns: 200 },
    );
  });
});
