// Pricing of system (Combo) and split bets without listing their lines (SPEC.md §5): line counts,
// the best-case return (every slot wins with its highest pick), the cheapest line and the bonus, all
// exact, through elementary symmetric polynomials of the slots.

import { AppError } from '../errors.ts';
import type { Minor } from '../money.ts';
import { BonusTable, minBonusOddsH } from './bonus.ts';
import { binomialRow, elementarySymmetric, elementarySymmetricCounts } from './combinatorics.ts';
import { addExact as add, exact, mulExact as mul, pow10, type Exact } from './exact-decimal.ts';
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
  /** Return when every slot wins with its highest pick, bonus included. */
  maxReturn: Exact;
  maxBonus: Exact;
  /** Return of the cheapest line alone, its bonus included. */
  minReturn: Exact;
  minBonus: Exact;
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
 * pick. A count at or above `cap` (MaxCouponCombinations) is reported as −1; an impossible grouping
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
    out.set(g, count <= 0n ? 0 : count >= BigInt(cap) ? -1 : Number(count));
  });
  return out;
}

interface Legs {
  /** Product of the odds (hundredths) of the legs. */
  product: bigint;
  /** Product of the odds of the legs that qualify for the bonus, and how many they are. */
  qualProduct: bigint;
  qualCount: number;
}

function bankerLegs(bankers: readonly Slot[], pickOf: (s: Slot) => number, thresholdH: number): Legs {
  const legs: Legs = { product: 1n, qualProduct: 1n, qualCount: 0 };
  for (const s of bankers) {
    const o = BigInt(pickOf(s));
    legs.product *= o;
    if (pickOf(s) >= thresholdH) {
      legs.qualProduct *= o;
      legs.qualCount += 1;
    }
  }
  return legs;
}

const highest = (s: Slot) => Math.max(...s.picks.map((p) => p.oddsH));
const lowest = (s: Slot) => Math.min(...s.picks.map((p) => p.oddsH));

/**
 * Prices the chosen groupings of a system or split bet (SPEC.md §5). Readings where the spec is open
 * (see docs/decisions.md "Betslip engine"):
 * - Groupings with 0 or −1 lines are dropped; the total stake is shared equally among the lines of
 *   the rest (`lineStakeMinor`), and lines are priced on the line stake net of excise duty.
 * - maxReturn: every slot wins with its highest pick, so the winning lines are the g-folds over
 *   those picks: line stake × banker odds × e_{g−B}(highest picks), plus each winning line's bonus.
 * - minReturn: the cheapest line alone (bankers and the g−B cheapest slots, each at its cheapest
 *   pick) with that line's bonus: the least a slip pays once any line of the grouping wins.
 * - Bonus per line: the table's percentage for the line's count of qualifying legs, applied to
 *   line stake × product of the qualifying legs' odds; summed over lines by the count of qualifying
 *   legs, e_q(qualifying picks) × C(non-qualifying slots, g−B−q).
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
  if (chosen.length === 0) return { groupings: [], lines: 0, stakeLine: 0 };

  const { bankers, free } = splitSlots(slots);
  const B = bankers.length;
  const table = new BonusTable(config.bonusTable);
  const thr = minBonusOddsH(config.minBonusOdd);
  const excise = BigInt(Math.round(config.exciseDutyRate * 1e4));
  const netStakeLine = exact(BigInt(stakeLine) * (1_000_000n - excise), 6);

  // Best case: each free slot at its highest pick; split those into qualifying and not.
  const hi = free.map(highest);
  const hiQual = hi.filter((o) => o >= thr).map(BigInt);
  const hiOther = hi.filter((o) => o < thr).map(BigInt);
  const bHi = bankerLegs(bankers, highest, thr);
  // Cheapest line: free slots' cheapest picks, ascending, with prefix products.
  const lo = free.map(lowest).sort((a, b) => a - b);
  const bLo = bankerLegs(bankers, lowest, thr);

  const ks = chosen.map((g) => g - B);
  // A winning k-line holds q qualifying legs and k − q others, q in this range.
  const qRange = (k: number): [number, number] => [
    Math.max(0, k - hiOther.length),
    Math.min(k, hiQual.length),
  ];
  const minLegs = prefixLegs(lo, Math.max(...ks), thr);

  // Every ticket length looked up below, checked first (shortest missing one reported).
  const ranges: [number, number][] = [];
  const neededQ = new Set<number>();
  const neededJ = new Set<number>();
  for (const k of ks) {
    const [q0, q1] = qRange(k);
    ranges.push([q0 + bHi.qualCount, q1 + bHi.qualCount]);
    const minQ = bLo.qualCount + (minLegs[k] as Legs).qualCount;
    ranges.push([minQ, minQ]);
    for (let q = q0; q <= q1; q++) {
      neededQ.add(q);
      neededJ.add(k - q);
    }
  }
  table.assertCovered(ranges);

  // Both sums split a k-line into q qualifying legs and j = k − q others: the best-case odds sum is
  // Σ_q e_q(qualifying) · e_j(others), the bonus sum Σ_q rate(q) · e_q(qualifying) · C(others, j)
  // (non-qualifying legs do not enter the bonus product; they are scaled to the common denominator).
  const eQual = elementarySymmetric(hiQual, [...neededQ]);
  const eOther = elementarySymmetric(hiOther, [...neededJ]);
  const rate = new Map<number, bigint>();
  for (const q of neededQ)
    if (table.inRange(q + bHi.qualCount)) rate.set(q, table.millionths(q + bHi.qualCount));
  const otherWays = binomialRow(hiOther.length).map((c, j) => c * pow10(2 * j));
  const bankerBonus = bHi.qualProduct * pow10(2 * (B - bHi.qualCount));

  const priced = chosen.map((g, i): PricedGrouping => {
    const k = ks[i] as number;
    const scale = 2 * g;
    const [q0, q1] = qRange(k);
    let oddsSum = 0n;
    let bonusSum = 0n;
    let maxPercent = 0;
    for (let q = q0; q <= q1; q++) {
      const eq = eQual.get(q) ?? 0n;
      oddsSum += eq * (eOther.get(k - q) ?? 0n);
      const r = rate.get(q);
      if (r === undefined) continue;
      maxPercent = Math.max(maxPercent, table.percent(q + bHi.qualCount));
      bonusSum += r * eq * (otherWays[k - q] as bigint);
    }
    const maxOdds = exact(bHi.product * oddsSum, scale);
    // Bonus per unit of stake over the winning lines, on the common denominator 1e6 · 100^g.
    const maxBonus = mul(netStakeLine, exact(bankerBonus * bonusSum, 6 + scale));

    const legs = minLegs[k] as Legs;
    const minLength = bLo.qualCount + legs.qualCount;
    const minOdds = exact(bLo.product * legs.product, scale);
    const minBonusUnit = exact(
      table.millionths(minLength) * bLo.qualProduct * legs.qualProduct,
      6 + 2 * minLength,
    );
    const minBonus = mul(netStakeLine, minBonusUnit);
    return {
      grouping: g,
      combinations: counts.get(g) ?? 0,
      stakeLine,
      netStakeLine,
      maxReturn: add(mul(netStakeLine, maxOdds), maxBonus),
      maxBonus,
      minReturn: add(mul(netStakeLine, minOdds), minBonus),
      minBonus,
      minPercent: table.percent(minLength),
      maxPercent,
      minOdds,
      maxOdds,
    };
  });
  return { groupings: priced, lines, stakeLine };
}

/** Legs of the cheapest k-line for every k up to `top`, from odds sorted ascending. */
function prefixLegs(sorted: readonly number[], top: number, thr: number): Legs[] {
  const out: Legs[] = [{ product: 1n, qualProduct: 1n, qualCount: 0 }];
  for (let k = 1; k <= top; k++) {
    const prev = out[k - 1] as Legs;
    const o = sorted[k - 1] as number;
    const q = o >= thr;
    out.push({
      product: prev.product * BigInt(o),
      qualProduct: q ? prev.qualProduct * BigInt(o) : prev.qualProduct,
      qualCount: prev.qualCount + (q ? 1 : 0),
    });
  }
  return out;
}
