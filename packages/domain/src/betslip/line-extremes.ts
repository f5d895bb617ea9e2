// The cheapest and the dearest line of each grouping of a system bet, bonus included, found without
// listing the lines: slots whose pick kind is settled enter as sorted products, the few that must be
// weighed both ways through a small table of corner points by (legs taken, qualifying legs).

import { pow10 } from './exact-decimal.ts';
import { corners, type Direction, type Point } from './hull.ts';
import { openBelow, type Rates, type SlotLegs } from './legs.ts';

/** A grouping to price: `g` legs a line, `k` of them from non-banker slots, qualifying counts `span`. */
export interface GroupingShape {
  g: number;
  k: number;
  span: [number, number];
}

/** One line's figures per unit of stake: `ret` and `bonus` over 1e6 · 100^g, `odds` over 100^g. */
export interface LineFigures {
  ret: bigint;
  bonus: bigint;
  odds: bigint;
}

const MILLION = 1_000_000n;

/**
 * The legs of each slot once settled: a slot offering both kinds keeps both only when the kind can
 * matter (see `openBelow`); otherwise a line wanting the least takes the other pick (cheaper, and
 * its bonus is no higher) and a line wanting the most the qualifying one.
 */
export function settleLegs(
  legs: readonly SlotLegs[],
  spans: readonly [number, number][],
  rates: Rates,
  direction: Direction,
): SlotLegs[] {
  const below = openBelow(spans, rates);
  return legs.map((l) => {
    if (l.qual === null || l.other === null || l.qual < below) return l;
    return direction === 'min' ? { ...l, qual: null } : { ...l, other: null };
  });
}

/** Products of the first 0..`top` odds once sorted cheapest (dearest) first. */
function prefixProducts(odds: number[], top: number, direction: Direction): bigint[] {
  odds.sort((a, b) => (direction === 'min' ? a - b : b - a));
  const out = [1n];
  for (let i = 0; i < Math.min(top, odds.length); i++)
    out.push((out[i] as bigint) * BigInt(odds[i] as number));
  return out;
}

/**
 * For every pair (open non-banker slots taken j, qualifying legs among the open slots q), indexed
 * j · width + q, the corner points of the products a line can reach; every open banker is in every
 * line.
 */
function openStates(open: readonly SlotLegs[], maxTaken: number, direction: Direction) {
  const width = open.length + 1;
  let states: (Point[] | undefined)[] = [[{ odds: 1n, qual: 1n }]];
  for (const l of open) {
    const a = BigInt(l.qual as number);
    const b = BigInt(l.other as number);
    const next: (Point[] | undefined)[] = [];
    const add = (key: number, p: Point) => {
      const list = next[key];
      if (list) list.push(p);
      else next[key] = [p];
    };
    states.forEach((points, key) => {
      if (!points) return;
      if (!l.banker) {
        for (const p of points) add(key, p);
        if (Math.floor(key / width) >= maxTaken) return;
      }
      const to = l.banker ? key : key + width;
      for (const p of points) {
        add(to + 1, { odds: p.odds * a, qual: p.qual * a });
        add(to, { odds: p.odds * b, qual: p.qual });
      }
    });
    next.forEach((points, key) => {
      if (points && points.length > 1) next[key] = corners(points, direction);
    });
    states = next;
  }
  return { states, width };
}

/**
 * The cheapest (`min`) or dearest (`max`) line of each grouping by return, by bonus and by odds, each
 * on its own (they need not be the same line). `legs` are the slots' legs for that direction.
 */
export function extremeLines(
  legs: readonly SlotLegs[],
  shapes: readonly GroupingShape[],
  rates: Rates,
  direction: Direction,
): LineFigures[] {
  const settled = settleLegs(
    legs,
    shapes.map((s) => s.span),
    rates,
    direction,
  );
  const kMax = Math.max(...shapes.map((s) => s.k));
  const open: SlotLegs[] = [];
  const qualOdds: number[] = [];
  const otherOdds: number[] = [];
  let bankerOdds = 1n;
  let bankerQual = 1n;
  let bankerQualCount = 0;
  for (const l of settled) {
    if (l.qual !== null && l.other !== null) open.push(l);
    else if (!l.banker) (l.qual !== null ? qualOdds : otherOdds).push((l.qual ?? l.other) as number);
    else if (l.qual !== null) {
      bankerOdds *= BigInt(l.qual);
      bankerQual *= BigInt(l.qual);
      bankerQualCount += 1;
    } else bankerOdds *= BigInt(l.other as number);
  }
  const nQual = qualOdds.length;
  const nOther = otherOdds.length;
  const qualProd = prefixProducts(qualOdds, kMax, direction);
  // Banker legs are in every line: folded into the products once.
  const otherProd = prefixProducts(otherOdds, kMax, direction).map((p) => p * bankerOdds);
  const bonusProd = qualProd.map((p) => p * bankerQual);
  const { states, width } = openStates(open, kMax, direction);
  const wins = (x: bigint, y: bigint | null) => y === null || (direction === 'min' ? x < y : x > y);

  return shapes.map(({ g, k }) => {
    let ret: bigint | null = null;
    let bonus: bigint | null = null;
    let odds: bigint | null = null;
    states.forEach((points, key) => {
      if (!points) return;
      const rest = k - Math.floor(key / width);
      // Among settled slots, a line taking t qualifying ones takes the t cheapest (dearest): that
      // lowers (raises) its odds and its bonus product together.
      for (let t = Math.max(0, rest - nOther); t <= Math.min(nQual, rest); t++) {
        const q = bankerQualCount + (key % width) + t;
        const oddsFactor = (qualProd[t] as bigint) * (otherProd[rest - t] as bigint);
        const rate = rates.at(q);
        const bonusFactor = rate === 0n ? 0n : rate * pow10(2 * (g - q)) * (bonusProd[t] as bigint);
        for (const p of points) {
          const o = p.odds === 1n ? oddsFactor : p.odds * oddsFactor;
          const b = bonusFactor === 0n || p.qual === 1n ? bonusFactor : bonusFactor * p.qual;
          if (wins(o, odds)) odds = o;
          if (wins(b, bonus)) bonus = b;
          const r = MILLION * o + b;
          if (wins(r, ret)) ret = r;
        }
      }
    });
    return { ret: ret ?? 0n, bonus: bonus ?? 0n, odds: odds ?? 0n };
  });
}
