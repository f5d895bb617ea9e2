// Markets of set-based sports (tennis, volleyball, table tennis), read off a distribution of final set
// scores and of the match's total (games or points): winner, set handicap, total, current set winner.
import { formatSpecifier } from '@slipstream/domain';
import { fromPairs, mean, type IntDist } from './distribution.ts';
import { handicapQuotes, planHandicaps, planTotals, totalQuotes } from './goals.ts';
import { buildQuote, type LinePlan, type MarketQuote } from './quote.ts';
import { halfLinesAround, ladder } from '../lines.ts';

export interface SetsOutlook {
  /** Final sets won, keyed `home:away`, with probabilities. */
  sets: Map<string, number>;
  /** The match total: games (tennis) or points (volleyball, table tennis). */
  total: IntDist;
  /** P(home wins the set being played, or the first set before the start). */
  currentSetHome: number;
  /** The set number being played (1 before the start). */
  setNumber: number;
}

export function setsKey(home: number, away: number): string {
  return `${home}:${away}`;
}

/** Distribution of home sets minus away sets. */
export function setMarginDistribution(sets: Map<string, number>): IntDist {
  return fromPairs(
    [...sets].map(([key, p]) => {
      const [h, a] = key.split(':').map(Number);
      return [(h ?? 0) - (a ?? 0), p] as const;
    }),
  );
}

export function priceSets(
  outlook: SetsOutlook,
  options: { bestOf: number; totalMarketId: number; totalLinesCount: number; totalLineStep: number },
  margin: number,
  plan?: LinePlan,
): { quotes: MarketQuote[]; plan: LinePlan } {
  const margins = setMarginDistribution(outlook.sets);
  const pHome = [...outlook.sets].reduce((acc, [key, p]) => {
    const [h, a] = key.split(':').map(Number);
    return (h ?? 0) > (a ?? 0) ? acc + p : acc;
  }, 0);
  const toWin = Math.ceil(options.bestOf / 2);
  const hcpLadder = ladder(-(toWin - 0.5), toWin - 0.5, 1).filter((l) => Math.abs(l) > 0.5);
  const mid = Math.round(mean(outlook.total));
  const lines: Record<number, readonly number[]> = {
    188: plan?.[188] ?? planHandicaps(hcpLadder, margins, hcpLadder.length, margin),
    [options.totalMarketId]:
      plan?.[options.totalMarketId] ??
      planTotals(halfLinesAround(mid, options.totalLineStep), outlook.total, options.totalLinesCount, margin),
  };
  return {
    quotes: [
      buildQuote(
        186,
        '',
        [
          { id: '4', probability: pHome },
          { id: '5', probability: 1 - pHome },
        ],
        margin,
      ),
      ...handicapQuotes(188, lines[188] ?? [], margins, margin),
      ...totalQuotes(options.totalMarketId, lines[options.totalMarketId] ?? [], outlook.total, margin),
      buildQuote(
        202,
        formatSpecifier({ setnr: outlook.setNumber }),
        [
          { id: '4', probability: outlook.currentSetHome },
          { id: '5', probability: 1 - outlook.currentSetHome },
        ],
        margin,
      ),
    ],
    plan: lines,
  };
}
