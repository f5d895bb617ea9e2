// Goal-count models shared by soccer and ice hockey: from each side's final-goals distribution (current
// score plus independent Poisson goals still to come) to the quantities the markets are read from.
import { buildQuote, chooseLines, lineProbability, lineQuote, type MarketQuote } from './quote.ts';
import { convolve, negate, poisson, shift, type IntDist } from './distribution.ts';

export interface GoalOutlook {
  home: IntDist;
  away: IntDist;
  pHome: number;
  pDraw: number;
  pAway: number;
  /** Distribution of home + away. */
  total: IntDist;
  /** Distribution of home - away. */
  diff: IntDist;
}

/** Final goals of each side: the current score plus Poisson(expected goals still to come). */
export function goalOutlook(
  score: { home: number; away: number },
  remaining: { home: number; away: number },
): GoalOutlook {
  const home = shift(poisson(remaining.home), score.home);
  const away = shift(poisson(remaining.away), score.away);
  const diff = convolve(home, negate(away));
  let pHome = 0;
  let pDraw = 0;
  diff.p.forEach((pr, i) => {
    const d = diff.offset + i;
    if (d > 0) pHome += pr;
    else if (d === 0) pDraw += pr;
  });
  return {
    home,
    away,
    pHome,
    pDraw,
    pAway: Math.max(0, 1 - pHome - pDraw),
    total: convolve(home, away),
    diff,
  };
}

/** P(X >= 1) for a final-goals distribution. */
export function probabilityScores(goals: IntDist): number {
  return goals.offset >= 1 ? 1 : 1 - (goals.p[-goals.offset] ?? 0);
}

export function threeWayQuote(marketId: number, o: GoalOutlook, margin: number): MarketQuote {
  return buildQuote(
    marketId,
    '',
    [
      { id: '1', probability: o.pHome },
      { id: '2', probability: o.pDraw },
      { id: '3', probability: o.pAway },
    ],
    margin,
  );
}

export function doubleChanceQuote(o: GoalOutlook, margin: number): MarketQuote {
  return buildQuote(
    10,
    '',
    [
      { id: '9', probability: o.pHome + o.pDraw },
      { id: '10', probability: o.pHome + o.pAway },
      { id: '11', probability: o.pDraw + o.pAway },
    ],
    margin,
  );
}

/** Over/under quotes for each planned line (outcomes 12 over, 13 under). */
export function totalQuotes(
  marketId: number,
  lines: readonly number[],
  total: IntDist,
  margin: number,
): MarketQuote[] {
  return lines.map((line) => lineQuote(marketId, 'total', line, total, line, ['12', '13'], margin));
}

/** Handicap quotes (1714 home with hcp added, 1715 away): home covers when home - away > -hcp. */
export function handicapQuotes(
  marketId: number,
  lines: readonly number[],
  diff: IntDist,
  margin: number,
): MarketQuote[] {
  return lines.map((hcp) => lineQuote(marketId, 'hcp', hcp, diff, -hcp, ['1714', '1715'], margin));
}

/** The balanced lines of a totals ladder. */
export function planTotals(
  ladder: readonly number[],
  total: IntDist,
  count: number,
  margin: number,
): number[] {
  return chooseLines(ladder, (line) => lineProbability(total, line), count, margin);
}

/** The balanced lines of a handicap ladder (given as the home side's handicap). */
export function planHandicaps(
  ladder: readonly number[],
  diff: IntDist,
  count: number,
  margin: number,
): number[] {
  return chooseLines(ladder, (hcp) => lineProbability(diff, -hcp), count, margin);
}
