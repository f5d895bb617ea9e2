import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestCase } from './best-case.ts';
import { BonusTable, minBonusOddsH } from './bonus.ts';
import { qualRange, Rates, slotLegs } from './legs.ts';
import type { GroupingShape } from './line-extremes.ts';
import { buildSlots } from './slots.ts';
import type { CouponSelection } from './types.ts';

/** Matches of one to three picks a few hundredths either side of 1.35, some bankers. */
const slipArb = fc.array(
  fc.record({
    picks: fc.array(fc.integer({ min: 127, max: 145 }), { minLength: 1, maxLength: 3 }),
    banker: fc.integer({ min: 0, max: 5 }).map((x) => x === 0),
  }),
  { minLength: 2, maxLength: 9 },
);

function setting(matches: { picks: number[]; banker: boolean }[], groupings: number[], tableTo: number) {
  let id = 0;
  const selections: CouponSelection[] = matches.flatMap((m, i) =>
    m.picks.map((h) => ({ matchId: i + 1, marketId: 1, outcomeId: ++id, odds: h / 100, fixed: m.banker })),
  );
  const slots = buildSlots(selections);
  const bankers = slots.filter((s) => s.banker).length;
  const legs = slotLegs(slots, minBonusOddsH(1.35), 'max');
  const shapes: GroupingShape[] = groupings
    .map((g) => ({ g, k: g - bankers, span: qualRange(legs, g - bankers) }))
    .filter((s) => s.k >= 1 && s.k <= slots.length - bankers);
  const table = Array.from({ length: tableTo }, (_, i) => ({ ticket_length: i + 1, bonus: 10 * (i + 1) }));
  return { legs, shapes, rates: new Rates(new BonusTable(table)) };
}

describe('the best case of a system bet', () => {
  it('gives upper bounds, never less than the searched figures, when the search runs out of work', () => {
    let bounded = 0;
    fc.assert(
      fc.property(
        slipArb,
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 6 }),
        (matches, groupings, tableTo) => {
          const { legs, shapes, rates } = setting(matches, groupings, tableTo);
          if (shapes.length === 0) return;
          const exact = bestCase(legs, shapes, rates);
          const bound = bestCase(legs, shapes, rates, 0);
          expect(exact.exact).toBe(true);
          if (!bound.exact) bounded += 1;
          expect(bound.ret >= exact.ret && bound.bonus >= exact.bonus).toBe(true);
          bound.groupings.forEach((b, i) => {
            const e = exact.groupings[i];
            expect(e && b.ret >= e.ret && b.bonus >= e.bonus && b.odds === e.odds).toBe(true);
          });
        },
      ),
      { numRuns: 200 },
    );
    expect(bounded).toBeGreaterThan(20);
  });

  it('tries only one outcome when no match has picks either side of MinBonusOdd', () => {
    const { legs, shapes, rates } = setting(
      [
        { picks: [140, 150], banker: false },
        { picks: [130, 133], banker: false },
        { picks: [160], banker: false },
      ],
      [1, 2, 3],
      2,
    );
    expect(bestCase(legs, shapes, rates, 0).exact).toBe(true);
  });
});
