// Prices "which period scores the most" under dead-heat rules: a period level on top with others wins
// a share of the stake, so each outcome's fair probability is its expected share of the win. The
// shares of all periods sum to 1 (someone is always on top), so the usual proportional margin applies.
import type { IntDist } from './distribution.ts';
import { buildQuote, type MarketQuote } from './quote.ts';

/** P(X < v) and P(X = v) of one period's final score, by value. */
class PeriodScore {
  /** below[i]: P(X < offset + i). */
  private readonly cumulative: number[] = [0];

  constructor(private readonly dist: IntDist) {
    for (const p of dist.p) this.cumulative.push((this.cumulative.at(-1) ?? 0) + p);
  }

  equal(v: number): number {
    return this.dist.p[v - this.dist.offset] ?? 0;
  }

  below(v: number): number {
    const i = Math.min(Math.max(v - this.dist.offset, 0), this.dist.p.length);
    return this.cumulative[i] ?? 0;
  }
}

/**
 * Each period's expected share of the win: Σ over its scores v of P(it scores v) × E[1/(1+m)], m the
 * other periods also on v, given none is above. The periods are independent, so that expectation
 * is read off the product of (P(below v) + P(equal v)·z) over the others.
 */
export function highestScoringShares(periods: readonly IntDist[]): number[] {
  const scores = periods.map((d) => new PeriodScore(d));
  return periods.map((dist, k) => {
    let share = 0;
    dist.p.forEach((pv, i) => {
      if (pv === 0) return;
      const v = dist.offset + i;
      // poly[m]: P(every other period at or below v, exactly m of them on v).
      let poly = [1];
      scores.forEach((other, j) => {
        if (j === k) return;
        const below = other.below(v);
        const equal = other.equal(v);
        const next = new Array<number>(poly.length + 1).fill(0);
        poly.forEach((c, m) => {
          next[m] = (next[m] ?? 0) + c * below;
          next[m + 1] = (next[m + 1] ?? 0) + c * equal;
        });
        poly = next;
      });
      share += pv * poly.reduce((acc, c, m) => acc + c / (m + 1), 0);
    });
    return share;
  });
}

/** The market on which of `periods` scores the most; outcome ids are the periods' numbers. */
export function highestScoringQuote(
  marketId: number,
  periods: readonly IntDist[],
  margin: number,
): MarketQuote {
  const shares = highestScoringShares(periods);
  return buildQuote(
    marketId,
    '',
    shares.map((probability, i) => ({ id: String(i + 1), probability })),
    margin,
  );
}
