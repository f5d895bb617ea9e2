// An upper bound on a system bet's best case, for slips with too many ways to win to search.

import type { BestCaseParts } from './best-case.ts';
import { binomialRow, elementarySymmetric, withValue } from './combinatorics.ts';
import { pow10 } from './exact-decimal.ts';
import type { Rates } from './legs.ts';
import type { GroupingShape, LineFigures } from './line-extremes.ts';

const MILLION = 1_000_000n;

/**
 * Each grouping's best case bounded from above: its best odds sum (`odds`, every match at its dearest
 * pick) plus a bonus in which every line counts all its open legs as qualifying, at the best rate any
 * split of those legs could reach. Odds are above 1, so a product over more legs is never smaller, and
 * a line's rate is one of those it could reach. Never below the true figure: what a payout limit
 * checked against it needs.
 */
export function bestCaseBound(
  parts: BestCaseParts,
  shapes: readonly GroupingShape[],
  rates: Rates,
  odds: readonly bigint[],
): LineFigures[] {
  const { qualOdds, otherOdds, openBankers, openFree, start } = parts;
  const kMax = Math.max(...shapes.map((s) => s.k));
  const eQual = elementarySymmetric(
    qualOdds,
    Array.from({ length: kMax + 1 }, (_, i) => i),
  );
  let eOpen = [1n];
  for (const o of openFree) eOpen = withValue(eOpen, o.qual);
  const bankerQual = openBankers.reduce((acc, o) => acc * o.qual, start.bankerQual);
  const others = binomialRow(otherOdds.length);
  const bestRate = (from: number, open: number) => {
    let r = 0n;
    for (let i = 0; i <= open; i++) if (rates.at(from + i) > r) r = rates.at(from + i);
    return r;
  };

  return shapes.map(({ g, k }, s) => {
    let bonus = 0n;
    for (let q = 0; q <= Math.min(k, qualOdds.length); q++)
      for (let f = 0; f <= Math.min(openFree.length, k - q); f++) {
        const ways = others[k - q - f];
        if (ways === undefined) continue;
        const counted = start.bankerQualCount + openBankers.length + q + f;
        const rate = bestRate(start.bankerQualCount + q, openBankers.length + f);
        bonus += rate * (eQual.get(q) ?? 0n) * (eOpen[f] as bigint) * ways * pow10(2 * (g - counted));
      }
    const b = bonus * bankerQual;
    const o = odds[s] as bigint;
    return { ret: MILLION * o + b, bonus: b, odds: o };
  });
}
