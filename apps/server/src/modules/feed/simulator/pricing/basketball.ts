// Basketball prices from a possession model: each side gets a steady number of possessions a minute and
// scores 0–3 points on each, with probabilities scaled by its efficiency against this opponent. Points
// still to come are close to normal, so the margin and total are discretised normals; a tie at the end
// of regulation goes to 5-minute overtimes (winner, total and handicap are all incl. overtime). The
// highest scoring quarter reads each quarter's points the same way.
import { HIGHEST_SCORING_QUARTER } from '../../../market-data/markets.ts';
import { halfLinesAround } from '../lines.ts';
import { convolve, discreteNormal, mean, mixture, pointMass, type IntDist } from './distribution.ts';
import { handicapQuotes, planHandicaps, planTotals, totalQuotes } from './goals.ts';
import { highestScoringQuote } from './highest-scoring.ts';
import { buildQuote, type LinePlan, type MarketQuote } from './quote.ts';

/** Scoring efficiency of each side (1 = league average) and possessions per side per minute. */
export interface BasketballBelief {
  home: number;
  away: number;
  pace: number;
}

export interface BasketballState {
  /** 0 not started, 1–4 quarters, 5+ overtimes. */
  period: number;
  intermission: boolean;
  /** Minutes played in the current period. */
  clock: number;
  quarterMinutes: number;
  home: number;
  away: number;
  periodScores: { home: number; away: number }[];
  ended: boolean;
}

export const BASKETBALL_OVERTIME_MINUTES = 5;

/** Points on one possession at average efficiency: 0, 1, 2, 3 (mean 1.10). */
export const POSSESSION_POINTS = [0.49, 0.05, 0.33, 0.13] as const;

export function initialBasketballState(quarterMinutes: number): BasketballState {
  return {
    period: 0,
    intermission: false,
    clock: 0,
    quarterMinutes,
    home: 0,
    away: 0,
    periodScores: [],
    ended: false,
  };
}

/** Scoring chances scale with efficiency; the rest of the mass is an empty possession. */
export function possessionDistribution(efficiency: number): [number, number, number, number] {
  const [, p1, p2, p3] = POSSESSION_POINTS;
  const e = Math.min(1.9, Math.max(0.3, efficiency));
  return [1 - e * (p1 + p2 + p3), e * p1, e * p2, e * p3];
}

/** Mean and variance of a side's points over `minutes` (possession count varies by at most one a minute). */
function pointsMoments(
  efficiency: number,
  pace: number,
  minutes: number,
): { mean: number; variance: number } {
  const d = possessionDistribution(efficiency);
  const mu = d[1] + 2 * d[2] + 3 * d[3];
  const second = d[1] + 4 * d[2] + 9 * d[3];
  const frac = pace - Math.floor(pace);
  return {
    mean: minutes * pace * mu,
    variance: minutes * (pace * (second - mu * mu) + frac * (1 - frac) * mu * mu),
  };
}

/** Minutes left in the current block: the rest of regulation, or of the current overtime. */
export function basketballMinutesLeft(state: BasketballState): number {
  if (state.ended) return 0;
  if (state.period === 0) return 4 * state.quarterMinutes;
  if (state.period <= 4) {
    const played =
      (state.period - 1) * state.quarterMinutes + (state.intermission ? state.quarterMinutes : state.clock);
    return Math.max(0, 4 * state.quarterMinutes - played);
  }
  return state.intermission ? 0 : Math.max(0, BASKETBALL_OVERTIME_MINUTES - state.clock);
}

function dropZero(dist: IntDist): { rest: IntDist; zero: number } {
  const zero = dist.p[-dist.offset] ?? 0;
  if (zero >= 1 - 1e-12) return { rest: pointMass(1), zero: 1 };
  const p = dist.p.map((pr, i) => (dist.offset + i === 0 ? 0 : pr / (1 - zero)));
  return { rest: { offset: dist.offset, p }, zero };
}

export interface BasketballOutlook {
  pHome: number;
  /** Final margin (home - away) incl. overtime. */
  diff: IntDist;
  /** Final total points incl. overtime. */
  total: IntDist;
}

export function basketballOutlook(belief: BasketballBelief, state: BasketballState): BasketballOutlook {
  const left = basketballMinutesLeft(state);
  const h = pointsMoments(belief.home, belief.pace, left);
  const a = pointsMoments(belief.away, belief.pace, left);
  const diff = discreteNormal(state.home - state.away + h.mean - a.mean, Math.sqrt(h.variance + a.variance));
  const total = discreteNormal(state.home + state.away + h.mean + a.mean, Math.sqrt(h.variance + a.variance));
  // A tie at the end of this block goes to (another) overtime; ties there are folded into its decided share.
  const oh = pointsMoments(belief.home, belief.pace, BASKETBALL_OVERTIME_MINUTES);
  const oa = pointsMoments(belief.away, belief.pace, BASKETBALL_OVERTIME_MINUTES);
  const otDiff = dropZero(discreteNormal(oh.mean - oa.mean, Math.sqrt(oh.variance + oa.variance))).rest;
  const otTotal = discreteNormal(oh.mean + oa.mean, Math.sqrt(oh.variance + oa.variance));
  const { rest, zero } = dropZero(diff);
  const finalDiff = mixture([
    [1 - zero, rest],
    [zero, otDiff],
  ]);
  const finalTotal = convolve(
    total,
    mixture([
      [1 - zero, pointMass(0)],
      [zero, otTotal],
    ]),
  );
  let pHome = 0;
  finalDiff.p.forEach((pr, i) => {
    if (finalDiff.offset + i > 0) pHome += pr;
  });
  return { pHome, diff: finalDiff, total: finalTotal };
}

/** True until the 4th quarter is over: which quarter scores most is open until then. */
function quartersOpen(state: BasketballState): boolean {
  return state.period < 4 || (state.period === 4 && !state.intermission);
}

/** Each quarter's final points (both sides): quarters played are known, the rest still to come. */
export function quarterPoints(belief: BasketballBelief, state: BasketballState): IntDist[] {
  const toCome = (minutes: number, sofar: number): IntDist => {
    const h = pointsMoments(belief.home, belief.pace, minutes);
    const a = pointsMoments(belief.away, belief.pace, minutes);
    return discreteNormal(sofar + h.mean + a.mean, Math.sqrt(h.variance + a.variance));
  };
  return [1, 2, 3, 4].map((quarter) => {
    const played = state.periodScores[quarter - 1];
    if (state.period === 0 || quarter > state.period || !played) return toCome(state.quarterMinutes, 0);
    const sofar = played.home + played.away;
    if (quarter < state.period || state.intermission) return pointMass(sofar);
    return toCome(state.quarterMinutes - state.clock, sofar);
  });
}

export function priceBasketball(
  belief: BasketballBelief,
  state: BasketballState,
  margin: number,
  plan?: LinePlan,
): { quotes: MarketQuote[]; plan: LinePlan } {
  if (state.ended) return { quotes: [], plan: plan ?? {} };
  const o = basketballOutlook(belief, state);
  const totalMid = Math.round(mean(o.total));
  const diffMid = Math.round(mean(o.diff));
  const lines: Record<number, readonly number[]> = {
    225: plan?.[225] ?? planTotals(halfLinesAround(totalMid, 3), o.total, 5, margin),
    223: plan?.[223] ?? planHandicaps(halfLinesAround(-diffMid, 2), o.diff, 5, margin),
  };
  return {
    quotes: [
      buildQuote(
        219,
        '',
        [
          { id: '4', probability: o.pHome },
          { id: '5', probability: 1 - o.pHome },
        ],
        margin,
      ),
      ...totalQuotes(225, lines[225] ?? [], o.total, margin),
      ...handicapQuotes(223, lines[223] ?? [], o.diff, margin),
      ...(quartersOpen(state)
        ? [highestScoringQuote(HIGHEST_SCORING_QUARTER, quarterPoints(belief, state), margin)]
        : []),
    ],
    plan: lines,
  };
}
