// Pricing of system (Combo) and split bets without listing their lines (SPEC.md §5): line counts,
// the least a slip pays once a line wins, the most it can pay, and the bonus within both, all exact.

import { AppError } from '../errors.ts';
import type { Minor } from '../money.ts';
import { bestCase } from './best-case.ts';
import { BonusTable, minBonusOddsH } from './bonus.ts';
import { elementarySymmetric, elementarySymmetricCounts } from './combinatorics.ts';
import { addExact as add, exact, mulExact as mul, ZERO, type Exact } from './exact-decimal.ts';
import { qualRange, Rates, slotLegs } from './legs.ts';
import { extremeLines, type GroupingShape, type LineFigures } from './line-extremes.ts';
import type { Slot } from './slots.ts';
import { lineStakeMinor } from './stake.ts';
import type { CouponConfig } from './types.ts';

export const MULTIPLE_GROUPINGS = 'Multiple Groupings defined!';

/** One priced grouping, exact; money in minor units, odds as plain values. */
export interface PricedGrouping {
  grouping: number;
  combinations: number;
  stakeLine: Minor;
  netStakeLine: Exact;
  /** The most the grouping's winning lines can return together, bonus included, and bonus alone. */
  maxReturn: Exact;
  maxBonus: Exact;
  /** The least one winning line returns, bonus included, and the least bonus one line earns. */
  minReturn: Exact;
  minBonus: Exact;
  /** The smallest and largest bonus percentage a line can earn. */
  minPercent: number;
  maxPercent: number;
  /** Odds of the cheapest line. */
  minOdds: Exact;
  /** Sum of the odds of the lines that win when every slot wins with its highest pick. */
  maxOdds: Exact;
}

export interface PricedSystem {
  groupings: PricedGrouping[];
  lines: number;
  stakeLine: Minor;
  /** The most all the groupings can return together in one outcome, and the most bonus. */
  maxReturn: Exact;
  maxBonus: Exact;
}

function splitSlots(slots: readonly Slot[]) {
  const bankers = slots.filter((s) => s.banker);
  const free = slots.filter((s) => !s.banker);
  const bankerLines = bankers.reduce((acc, s) => acc * BigInt(s.picks.length), 1n);
  return { bankers, free, bankerLines };
}

/** Throws `Multiple Groupings defined!` when a grouping is chosen twice (SPEC.md §8). */
export function assertDistinctGroupings(groupings: readonly number[]): void {
  if (new Set(groupings).size !== groupings.length)
    throw new AppError('VALIDATION_FAILED', MULTIPLE_GROUPINGS);
}

/**
 * Lines of each grouping g (SPEC.md §5): with B bankers and the other slots holding s_1..s_n picks,
 * g-folds take g−B of those slots and one pick from each, so the count is
 * (product of banker slot sizes) × e_{g−B}(s_1..s_n), which is C(n, g−B) when every slot holds one
 * pick. A count above `cap` (MaxCouponCombinations) is reported as −1; an impossible grouping
 * (g−B outside 1..n) as 0.
 */
export function countLines(
  slots: readonly Slot[],
  groupings: readonly number[],
  cap: number,
): Map<number, number> {
  const { bankers, free, bankerLines } = splitSlots(slots);
  const ks = groupings.map((g) => g - bankers.length);
  const sizes = free.map((s) => s.picks.length);
  const top = Math.max(0, ...ks.filter((k) => k <= sizes.length));
  const small = elementarySymmetricCounts(sizes, top);
  const e = small
    ? null
    : elementarySymmetric(
        sizes.map((x) => BigInt(x)),
        ks.filter((k) => k >= 1),
      );
  const out = new Map<number, number>();
  groupings.forEach((g, i) => {
    const k = ks[i] as number;
    const free = k < 1 ? 0n : small ? BigInt(small[k] ?? 0) : (e?.get(k) ?? 0n);
    const count = free * bankerLines;
    out.set(g, count <= 0n ? 0 : count > BigInt(cap) ? -1 : Number(count));
  });
  return out;
}

/**
 * Prices the chosen groupings of a system or split bet (SPEC.md §5). Readings where the spec is open
 * (see docs/decisions.md "Betslip engine"):
 * - Groupings with 0 or −1 lines are dropped; the total stake is shared equally among the lines of
 *   the rest (`lineStakeMinor`), and lines are priced on the line stake net of excise duty.
 * - Bonus per line: the table's percentage for the line's count of qualifying legs, applied to
 *   line stake × product of the qualifying legs' odds. Every count some line of a grouping can have
 *   must be in the table or outside its range (`assertCovered`).
 * - The picks of one match exclude each other. maxReturn is the most the slip can pay: the largest
 *   total, over the ways its matches can end, of its winning lines' returns (`bestCase`); per
 *   grouping, the same for that grouping alone. minReturn is the least it pays once a line wins: the
 *   smallest line return of the grouping (`extremeLines`), since any winning outcome pays at least one
 *   line and the outcome where only that line's picks win pays exactly it. Bonus, odds and percentage
 *   figures are each the extreme of their own kind, so they need not come from the same line.
 */
export function priceSystem(
  slots: readonly Slot[],
  groupings: readonly number[],
  totalStake: Minor,
  config: CouponConfig,
): PricedSystem {
  assertDistinctGroupings(groupings);
  const counts = countLines(slots, groupings, config.maxCouponCombinations);
  const chosen = [...groupings].filter((g) => (counts.get(g) ?? 0) > 0).sort((a, b) => a - b);
  const lines = chosen.reduce((acc, g) => acc + (counts.get(g) ?? 0), 0);
  const stakeLine = lineStakeMinor(totalStake, lines, config.minLineStake, config.minSystemStake);
  if (chosen.length === 0) return { groupings: [], lines: 0, stakeLine: 0, maxReturn: ZERO, maxBonus: ZERO };

  const bankers = slots.filter((s) => s.banker).length;
  const table = new BonusTable(config.bonusTable);
  const rates = new Rates(table);
  const thr = minBonusOddsH(config.minBonusOdd);
  const excise = BigInt(Math.round(config.exciseDutyRate * 1e4));
  const netStakeLine = exact(BigInt(stakeLine) * (1_000_000n - excise), 6);

  const low = slotLegs(slots, thr, 'min');
  const high = slotLegs(slots, thr, 'max');
  const shapes: GroupingShape[] = chosen.map((g) => ({
    g,
    k: g - bankers,
    span: qualRange(low, g - bankers),
  }));
  // Every ticket length a line can have, checked before anything is priced (shortest missing first).
  table.assertCovered(shapes.map((s) => s.span));

  const cheapest = extremeLines(low, shapes, rates, 'min');
  const best = bestCase(high, shapes, rates);
  // A grouping of every slot has one line per outcome, so its best case is its dearest line: exact
  // even where the search over outcomes would have to give up.
  const full = best.open > 0 ? shapes.findIndex((s) => s.k === slots.length - bankers) : -1;
  const dearest =
    full < 0 ? null : (extremeLines(high, [shapes[full] as GroupingShape], rates, 'max')[0] as LineFigures);
  const top = (i: number): LineFigures => {
    const b = best.groupings[i] as LineFigures;
    return i === full && dearest ? { ...dearest, odds: b.odds } : b;
  };

  const money = (units: bigint, g: number) => mul(netStakeLine, exact(units, 6 + 2 * g));
  const priced = shapes.map(({ g, span }, i): PricedGrouping => {
    const lo = cheapest[i] as LineFigures;
    const hi = top(i);
    let least = rates.at(span[0]);
    let most = least;
    for (let q = span[0] + 1; q <= span[1]; q++) {
      const r = rates.at(q);
      if (r < least) least = r;
      if (r > most) most = r;
    }
    return {
      grouping: g,
      combinations: counts.get(g) ?? 0,
      stakeLine,
      netStakeLine,
      maxReturn: money(hi.ret, g),
      maxBonus: money(hi.bonus, g),
      minReturn: money(lo.ret, g),
      minBonus: money(lo.bonus, g),
      minPercent: Number(least) / 1e4,
      maxPercent: Number(most) / 1e4,
      minOdds: exact(lo.odds, 2 * g),
      maxOdds: exact(hi.odds, 2 * g),
    };
  });

  // One grouping, or an exact search: the best outcome of all together. Otherwise each grouping's
  // own best, added up, which no single outcome can beat.
  const gMax = shapes[shapes.length - 1]?.g ?? 0;
  const sum = (pick: (p: PricedGrouping) => Exact) => priced.reduce((acc, p) => add(acc, pick(p)), ZERO);
  const single = priced.length === 1 ? (priced[0] as PricedGrouping) : null;
  return {
    groupings: priced,
    lines,
    stakeLine,
    maxReturn: single?.maxReturn ?? (best.exact ? money(best.ret, gMax) : sum((p) => p.maxReturn)),
    maxBonus: single?.maxBonus ?? (best.exact ? money(best.bonus, gMax) : sum((p) => p.maxBonus)),
  };
}
