// The most a system bet can pay (SPEC.md §5): the largest total, over the ways its matches can end, of
// what its winning lines return, bonus included, found without listing lines.

import { bestCaseBound } from './best-case-bound.ts';
import { binomialRow, elementarySymmetric, withValue } from './combinatorics.ts';
import { pow10 } from './exact-decimal.ts';
import type { Rates, SlotLegs } from './legs.ts';
import { settleLegs, type GroupingShape, type LineFigures } from './line-extremes.ts';

/** The best case of each grouping on its own and of all of them together (see `bestCase`). */
export interface BestCase {
  groupings: LineFigures[];
  /** All groupings together, per unit of stake: over 1e6 · 100^gMax. */
  ret: bigint;
  bonus: bigint;
  /** False when the figures are upper bounds (see `bestCase`). */
  exact: boolean;
  /** How many slots could win either way (0: every match at its dearest pick is the best case). */
  open: number;
}

/** The slots of a best case, split by how they enter it. */
export interface BestCaseParts {
  /** Odds of the non-banker slots whose kind is settled: qualifying, and not. */
  qualOdds: bigint[];
  otherOdds: bigint[];
  /** Slots that can win either way, with their dearest pick of each kind, in search order. */
  openBankers: Open[];
  openFree: Open[];
  /** The settled bankers, and nothing else chosen yet. */
  start: Leaf;
}

export interface Open {
  qual: bigint;
  other: bigint;
  /** Positions (in its list) of the open slots that must be qualifying before this one can be. */
  above: number[];
}

/** One way for the open slots to win. */
export interface Leaf {
  /** e_i of the open non-banker slots won at their qualifying pick, and of those won at the other. */
  qualPoly: bigint[];
  otherPoly: bigint[];
  bankerOdds: bigint;
  bankerQual: bigint;
  bankerQualCount: number;
}

const MILLION = 1_000_000n;

/** Rough count of multiplications the search may spend (a few ms); beyond it, bounds. */
export const SEARCH_WORK = 40_000;

type Pair = Pick<Open, 'qual' | 'other'>;

const dominates = (x: Pair, y: Pair) =>
  x.qual >= y.qual && x.qual - x.other >= y.qual - y.other && x.qual * y.other >= y.qual * x.other;

/**
 * Open slots ordered so that each comes after the slots that dominate it. Slot i dominates j when its
 * qualifying odds a, the gap d to its other pick b and the ratio a/b are all at least j's. Making i
 * qualifying and j not, instead of the reverse, changes a total by (a_i − a_j)·B1 + (d_i − d_j)·O1
 * over the lines through one of them and by (a_i·b_j − a_j·b_i)·O2 + (a_i − a_j)·B2 over the lines
 * through both, the O and B weights being the other legs' odds and bonus sums, all ≥ 0. So some best
 * case has its qualifying open slots closed upwards, and only such sets need trying.
 */
function order(open: readonly SlotLegs[]): Open[] {
  const xs: Pair[] = open.map((l) => ({ qual: BigInt(l.qual as number), other: BigInt(l.other as number) }));
  const desc = (x: bigint, y: bigint) => (x > y ? -1 : x < y ? 1 : 0);
  xs.sort(
    (x, y) =>
      desc(x.qual, y.qual) ||
      desc(x.qual - x.other, y.qual - y.other) ||
      desc(x.qual * y.other, y.qual * x.other),
  );
  return xs.map((x, j) => ({
    ...x,
    above: xs.slice(0, j).flatMap((y, i) => (dominates(y, x) ? [i] : [])),
  }));
}

/** The slots of a best case, settled (`settleLegs`) and split by how they enter it. */
export function bestCaseParts(
  legs: readonly SlotLegs[],
  shapes: readonly GroupingShape[],
  rates: Rates,
): BestCaseParts {
  const settled = settleLegs(
    legs,
    shapes.map((s) => s.span),
    rates,
    'max',
  );
  const qualOdds: bigint[] = [];
  const otherOdds: bigint[] = [];
  const openBankers: SlotLegs[] = [];
  const openFree: SlotLegs[] = [];
  const start: Leaf = { qualPoly: [1n], otherPoly: [1n], bankerOdds: 1n, bankerQual: 1n, bankerQualCount: 0 };
  for (const l of settled) {
    if (l.qual !== null && l.other !== null) (l.banker ? openBankers : openFree).push(l);
    else if (!l.banker) {
      if (l.qual !== null) qualOdds.push(BigInt(l.qual));
      else otherOdds.push(BigInt(l.other as number));
    } else if (l.qual !== null) {
      start.bankerOdds *= BigInt(l.qual);
      start.bankerQual *= BigInt(l.qual);
      start.bankerQualCount += 1;
    } else start.bankerOdds *= BigInt(l.other as number);
  }
  return { qualOdds, otherOdds, openBankers: order(openBankers), openFree: order(openFree), start };
}

/** Sums of the figures of several groupings on the scale of the longest. */
export function together(shapes: readonly GroupingShape[], figures: readonly LineFigures[]) {
  const gMax = Math.max(...shapes.map((s) => s.g));
  const lift = (pick: (x: LineFigures) => bigint) =>
    figures.reduce((acc, x, i) => acc + pick(x) * pow10(2 * (gMax - (shapes[i] as GroupingShape).g)), 0n);
  return { ret: lift((x) => x.ret), bonus: lift((x) => x.bonus) };
}

/** A grouping's figures for one way the open slots win. */
function evaluator(parts: BestCaseParts, shapes: readonly GroupingShape[], rates: Rates) {
  const { qualOdds, otherOdds } = parts;
  const nOpen = parts.openFree.length;
  // e_i of the settled slots at every index a leaf can ask for.
  const wantQ = new Set<number>();
  const wantO = new Set<number>();
  for (const { k } of shapes)
    for (let q = Math.max(0, k - otherOdds.length - nOpen); q <= Math.min(k, qualOdds.length + nOpen); q++)
      for (let i = 0; i <= nOpen; i++) {
        if (q - i >= 0 && q - i <= qualOdds.length) wantQ.add(q - i);
        if (k - q - i >= 0 && k - q - i <= otherOdds.length) wantO.add(k - q - i);
      }
  const eQual = elementarySymmetric(qualOdds, [...wantQ]);
  const eOther = elementarySymmetric(otherOdds, [...wantO]);
  // C(others, j) · 100^j: a line's other legs stay out of its bonus product, so they only count
  // lines, each lifted to the common scale by 100 a leg.
  const rows = new Map<number, bigint[]>();
  const otherWays = (n: number) => {
    let row = rows.get(n);
    if (!row) rows.set(n, (row = binomialRow(n).map((c, j) => c * pow10(2 * j))));
    return row;
  };
  const conv = (e: Map<number, bigint>, poly: readonly bigint[], n: number) => {
    if (poly.length === 1) return e.get(n) ?? 0n;
    let sum = 0n;
    for (let i = 0; i < poly.length && i <= n; i++) sum += (e.get(n - i) ?? 0n) * (poly[i] as bigint);
    return sum;
  };

  return (leaf: Leaf): LineFigures[] => {
    const nQual = qualOdds.length + leaf.qualPoly.length - 1;
    const nOther = otherOdds.length + leaf.otherPoly.length - 1;
    const ways = otherWays(nOther);
    // The groupings ask for the same few e_i, each once.
    const qualAt: bigint[] = [];
    const otherAt: bigint[] = [];
    return shapes.map(({ g, k }) => {
      let odds = 0n;
      let bonus = 0n;
      for (let q = Math.max(0, k - nOther); q <= Math.min(k, nQual); q++) {
        const eq = (qualAt[q] ??= conv(eQual, leaf.qualPoly, q));
        odds += eq * (otherAt[k - q] ??= conv(eOther, leaf.otherPoly, k - q));
        const rate = rates.at(leaf.bankerQualCount + q);
        if (rate > 0n) bonus += rate * eq * (ways[k - q] as bigint);
      }
      const o = odds * leaf.bankerOdds;
      // Bankers outside the bonus product are lifted the same way.
      const b = bonus * leaf.bankerQual * pow10(2 * (g - k - leaf.bankerQualCount));
      return { ret: MILLION * o + b, bonus: b, odds: o };
    });
  };
}

/**
 * The best case of a system bet. More winning matches only add winning lines, so in the best case
 * every match wins, each with its dearest qualifying pick or its dearest other pick (`legs`, direction
 * `max`). The slots where that choice can matter (`settleLegs`) are searched over the upward-closed
 * sets of `order`; the rest enter through elementary symmetric polynomials. Each grouping's best and
 * the best of all of them together are kept apart: a falling bonus rate can make them different
 * outcomes. `odds` is the best case's odds sum (every match at its dearest pick). Should the search
 * need more than `work` multiplications, bonus figures become upper bounds (`bestCaseBound`).
 */
export function bestCase(
  legs: readonly SlotLegs[],
  shapes: readonly GroupingShape[],
  rates: Rates,
  work = SEARCH_WORK,
): BestCase {
  const parts = bestCaseParts(legs, shapes, rates);
  const evaluate = evaluator(parts, shapes, rates);
  const { openBankers, openFree } = parts;
  // Per outcome: each e_i once for either kind, then a few products per grouping and count.
  const kMax = Math.max(...shapes.map((s) => s.k));
  const perLeaf = 2 * (kMax + 1) * (openFree.length + 1) + shapes.reduce((acc, s) => acc + 3 * (s.k + 1), 0);
  let leaves = Math.max(1, Math.floor(work / perLeaf));
  let best: { figures: LineFigures[]; ret: bigint; bonus: bigint } | null = null;
  const keep = (f: LineFigures[]) => {
    const all = together(shapes, f);
    if (!best) {
      best = { figures: f, ...all };
      return;
    }
    const max = (x: bigint, y: bigint) => (x > y ? x : y);
    best.figures = best.figures.map((b, j) => {
      const x = f[j] as LineFigures;
      return { ret: max(x.ret, b.ret), bonus: max(x.bonus, b.bonus), odds: b.odds };
    });
    best.ret = max(best.ret, all.ret);
    best.bonus = max(best.bonus, all.bonus);
  };

  const list = [...openBankers, ...openFree];
  const taken: boolean[] = [];
  // Depth first, qualifying before other, so the first leaf is every match at its dearest pick.
  const search = (i: number, leaf: Leaf): boolean => {
    if (i === list.length) {
      if (leaves-- <= 0) return false;
      keep(evaluate(leaf));
      return true;
    }
    const banker = i < openBankers.length;
    const offset = banker ? 0 : openBankers.length;
    const { qual: a, other: b, above } = list[i] as Open;
    if (above.every((j) => taken[offset + j])) {
      taken[i] = true;
      const next = banker
        ? {
            ...leaf,
            bankerOdds: leaf.bankerOdds * a,
            bankerQual: leaf.bankerQual * a,
            bankerQualCount: leaf.bankerQualCount + 1,
          }
        : { ...leaf, qualPoly: withValue(leaf.qualPoly, a) };
      if (!search(i + 1, next)) return false;
    }
    taken[i] = false;
    const next = banker
      ? { ...leaf, bankerOdds: leaf.bankerOdds * b }
      : { ...leaf, otherPoly: withValue(leaf.otherPoly, b) };
    return search(i + 1, next);
  };

  const complete = search(0, parts.start);
  const found = best as { figures: LineFigures[]; ret: bigint; bonus: bigint } | null;
  if (!found) throw new Error('the best case search evaluates at least one outcome');
  const open = list.length;
  if (complete) return { groupings: found.figures, ret: found.ret, bonus: found.bonus, exact: true, open };
  const bounds = bestCaseBound(
    parts,
    shapes,
    rates,
    found.figures.map((f) => f.odds),
  );
  return { groupings: bounds, ...together(shapes, bounds), exact: false, open };
}
