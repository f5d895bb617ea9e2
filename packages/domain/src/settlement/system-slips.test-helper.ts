// Test-only generator of system slips the engine can price, shared by the domain's settlement tests
// and the server's settlement math tests, so both check the same slips against the engine's max win.
import fc from 'fast-check';
import type { BetType, BonusRow } from '../betslip/types.ts';

export interface SystemSlip {
  /** Each match's picks as decimal odds (1.01 to 9.00), and whether the match is a banker. */
  matches: { prices: number[]; banker: boolean }[];
  betType: Extract<BetType, 'Combo' | 'Split'>;
  /** The groupings asked for; some may not fit the slip, and the engine drops those. */
  groupings: number[];
  settings: { minBonusOdd: number; bonusTable: BonusRow[] };
  /** The stake in major units (1.00 to 100,000.00). */
  stake: number;
}

/**
 * A bonus table from its first length to past the longest line, never falling: every line then pays
 * most with each of its matches at the dearest pick, so that outcome is the slip's max win.
 */
const bonusTable = fc
  .tuple(
    fc.integer({ min: 1, max: 3 }),
    fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 8, maxLength: 8 }),
  )
  .map(([from, steps]) => {
    let percent = 0;
    return steps
      .slice(0, 9 - from)
      .map((step, i): BonusRow => ({ ticket_length: from + i, bonus: (percent += step / 100) }));
  });

export const systemSlips: fc.Arbitrary<SystemSlip> = fc.record({
  matches: fc.array(
    fc.record({
      prices: fc.array(
        fc.integer({ min: 101, max: 900 }).map((h) => h / 100),
        { minLength: 1, maxLength: 3 },
      ),
      banker: fc.integer({ min: 0, max: 4 }).map((x) => x === 0),
    }),
    { minLength: 2, maxLength: 6 },
  ),
  betType: fc.constantFrom<'Combo' | 'Split'>('Combo', 'Split'),
  groupings: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }),
  settings: fc.record({
    minBonusOdd: fc.integer({ min: 101, max: 300 }).map((h) => h / 100),
    bonusTable,
  }),
  stake: fc.integer({ min: 100, max: 10_000_000 }).map((minor) => minor / 100),
});
