// Turns fair probabilities into a bookmaker's prices: the margin, rounding to the 2-decimal odds of the
// wire, the 1.01 floor, and which lines of a ladder are balanced enough to offer.
import { formatSpecifier } from '@slipstream/domain';
import { lineWeights } from '../lines.ts';
import type { IntDist } from './distribution.ts';

export const MIN_ODDS = 1.01;
export const MAX_ODDS = 1000;

export interface QuoteOutcome {
  id: string;
  /** Fair probability before the margin (for push markets: the share of the stake not refunded that wins). */
  probability: number;
  odds: number;
}

export interface MarketQuote {
  marketId: number;
  specifier: string;
  outcomes: QuoteOutcome[];
  /**
   * True when an outcome is so likely that even 1.01 would leave the book without an edge on it (the
   * match is as good as decided): the market is taken off (deactivated) until play makes it open again.
   */
  withdrawn: boolean;
}

/** Which lines to price per line market (market id → lines); pre-match keeps one plan, live re-plans. */
export type LinePlan = Readonly<Record<number, readonly number[]>>;

/** The most likely an outcome may be and still be offered at 1.01 or more with the full margin on it. */
export function maxPriceableProbability(margin: number): number {
  return 1 / (MIN_ODDS * (1 + margin));
}

/**
 * The least margin a heavy favourite priced at the 1.01 floor must still carry. Past this the market
 * is withdrawn: offering it would hand value to the bettor.
 */
export const MIN_FAVOURITE_MARGIN = 0.01;

/** The most likely an outcome may be and still be offered at all (at 1.01, with the least margin). */
export const MAX_OFFERED_PROBABILITY = 1 / (MIN_ODDS * (1 + MIN_FAVOURITE_MARGIN));

/** Rounds to the 2 decimals of the wire (half up), within [1.01, 1000]. */
export function roundOdds(odds: number): number {
  if (!Number.isFinite(odds)) return MAX_ODDS;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round(odds * 100) / 100));
}

/**
 * Prices a market with a proportional margin: every outcome's implied probability is its fair
 * probability times (1 + margin), so the market's overround is 1 + margin (before rounding) and no
 * outcome is ever priced above its fair odds. Proportional keeps the relative prices the model says.
 *
 * A favourite too likely for that (a two-goal lead late on) is offered at the 1.01 floor with less
 * margin, the others keep theirs, as bookmakers price a match that is nearly decided: the market stays
 * open instead of being locked for the rest of the match. Only once even 1.01 would not keep
 * MIN_FAVOURITE_MARGIN on the favourite is the market withdrawn.
 */
export function buildQuote(
  marketId: number,
  specifier: string,
  fair: readonly { id: string; probability: number }[],
  margin: number,
): MarketQuote {
  let withdrawn = false;
  const outcomes = fair.map(({ id, probability }) => {
    const p = Math.min(1, Math.max(0, probability));
    if (p > MAX_OFFERED_PROBABILITY) withdrawn = true;
    // roundOdds floors at 1.01: below maxPriceableProbability that is the full margin, above it less.
    return { id, probability: p, odds: roundOdds(1 / (p * (1 + margin))) };
  });
  return { marketId, specifier, outcomes, withdrawn };
}

/** A two-way line market (over/under, handicap) read off the distribution of the deciding value. */
export function lineQuote(
  marketId: number,
  specifierKey: 'total' | 'hcp',
  specifierValue: number,
  dist: IntDist,
  threshold: number,
  ids: readonly [above: string, below: string],
  margin: number,
): MarketQuote {
  const q = lineProbability(dist, threshold);
  return buildQuote(
    marketId,
    formatSpecifier({ [specifierKey]: specifierValue }),
    [
      { id: ids[0], probability: q },
      { id: ids[1], probability: 1 - q },
    ],
    margin,
  );
}

/** The fair probability of the side `value > line`, with pushes taken out (see lineWeights). */
export function lineProbability(dist: IntDist, line: number): number {
  const { win, lose } = lineWeights(dist, line);
  return win + lose === 0 ? 0.5 : win / (win + lose);
}

/**
 * The `count` lines of a ladder closest to an even market that can still be offered, in ascending order.
 * `probabilityOf(line)` is the fair probability of one side at that line.
 */
export function chooseLines(
  ladder: readonly number[],
  probabilityOf: (line: number) => number,
  count: number,
  margin: number,
): number[] {
  const limit = maxPriceableProbability(margin);
  return ladder
    .map((line) => ({ line, p: probabilityOf(line) }))
    .filter(({ p }) => p <= limit && 1 - p <= limit)
    .sort((a, b) => Math.abs(a.p - 0.5) - Math.abs(b.p - 0.5) || a.line - b.line)
    .slice(0, count)
    .map(({ line }) => line)
    .sort((a, b) => a - b);
}
