// The system options a slip offers, with the names players know them by ("Doubles (10 lines)",
// Trixie, Yankee, Lucky 15, Heinz...), so the UI can list them (SPEC.md §3 Groupings).

import { MAX_COUPON_COMBINATIONS } from '../constants.ts';
import { assertSlipStructure, buildSlots } from './slots.ts';
import { countLines } from './system.ts';
import type { CouponSelection } from './types.ts';

export interface AvailableGrouping {
  Grouping: number;
  /** Lines of the grouping; −1 when above MaxCouponCombinations (not offered). */
  Combinations: number;
  name: string;
  /** e.g. "Doubles (10 lines)". */
  label: string;
}

export interface FullCoverBet {
  name: string;
  groupings: number[];
  lines: number;
}

/** Singles, Doubles, Trebles, then "4-Folds", "5-Folds"... */
export function groupingName(grouping: number): string {
  if (grouping === 1) return 'Singles';
  if (grouping === 2) return 'Doubles';
  if (grouping === 3) return 'Trebles';
  return `${grouping}-Folds`;
}

/** Full covers without singles (every grouping 2..n) and with singles (1..n), by selection count. */
const WITHOUT_SINGLES: Record<number, string> = {
  3: 'Trixie',
  4: 'Yankee',
  5: 'Super Yankee',
  6: 'Heinz',
  7: 'Super Heinz',
  8: 'Goliath',
};
const WITH_SINGLES: Record<number, string> = { 3: 'Patent', 4: 'Lucky 15', 5: 'Lucky 31', 6: 'Lucky 63' };

/**
 * The name of a full-cover bet: on `selections` selections from different matches with no bankers,
 * every grouping from 2 to n is a Trixie (3), Yankee (4), Super Yankee (5), Heinz (6), Super Heinz (7)
 * or Goliath (8); from 1 to n a Patent (3), Lucky 15 (4), Lucky 31 (5) or Lucky 63 (6). Null otherwise.
 */
export function fullCoverName(selections: number, groupings: readonly number[]): string | null {
  const set = new Set(groupings);
  if (set.size !== groupings.length) return null;
  const covers = (from: number) =>
    set.size === selections - from + 1 && [...set].every((g) => g >= from && g <= selections);
  if (covers(2)) return WITHOUT_SINGLES[selections] ?? null;
  if (covers(1)) return WITH_SINGLES[selections] ?? null;
  return null;
}

/**
 * The groupings a slip offers (SPEC.md §5): with B bankers and n other slots, g runs from B+1 to
 * B+n; each comes with its line count (−1 above the cap) and a label for the UI.
 */
export function listAvailableGroupings(
  selections: readonly CouponSelection[],
  maxCouponCombinations = MAX_COUPON_COMBINATIONS,
): AvailableGrouping[] {
  assertSlipStructure(selections);
  const slots = buildSlots(selections);
  const bankers = slots.filter((s) => s.banker).length;
  const gs = Array.from({ length: slots.length - bankers }, (_, i) => bankers + 1 + i);
  const counts = countLines(slots, gs, maxCouponCombinations);
  return gs.map((g) => {
    const lines = counts.get(g) ?? 0;
    const name = groupingName(g);
    const label =
      lines < 0 ? `${name} (too many lines)` : `${name} (${lines} ${lines === 1 ? 'line' : 'lines'})`;
    return { Grouping: g, Combinations: lines, name, label };
  });
}

/**
 * The named full-cover bets a slip allows: only slips of single picks from 3 to 8 matches without
 * bankers have one (a Yankee on four selections is groupings 2-4, 11 lines).
 */
export function listFullCoverBets(selections: readonly CouponSelection[]): FullCoverBet[] {
  assertSlipStructure(selections);
  const slots = buildSlots(selections);
  const n = slots.length;
  if (slots.some((s) => s.banker || s.picks.length > 1)) return [];
  const out: FullCoverBet[] = [];
  for (const from of [2, 1]) {
    const groupings = Array.from({ length: n - from + 1 }, (_, i) => from + i);
    const name = fullCoverName(n, groupings);
    if (name) out.push({ name, groupings, lines: 2 ** n - 1 - (from === 2 ? n : 0) });
  }
  return out;
}
