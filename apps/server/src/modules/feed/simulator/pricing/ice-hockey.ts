// Ice hockey prices: Poisson goals over three 20-minute periods for the regular-time markets (1X2,
// double chance, totals, handicaps); a tie goes to 5 minutes of sudden-death 3-on-3 overtime, then a
// shoot-out (three attempts each, then sudden death), which decide the winner market (incl. overtime
// and penalties). Which regular period has the most goals reads each period's Poisson goals.
import { HIGHEST_SCORING_PERIOD } from '../../../market-data/markets.ts';
import { ladder } from '../lines.ts';
import { pointMass, poisson, shift, type IntDist } from './distribution.ts';
import {
  doubleChanceQuote,
  goalOutlook,
  handicapQuotes,
  planHandicaps,
  planTotals,
  threeWayQuote,
  totalQuotes,
} from './goals.ts';
import { highestScoringQuote } from './highest-scoring.ts';
import { buildQuote, type LinePlan, type MarketQuote } from './quote.ts';

/** Expected regular-time goals of each side, as the market believes them. */
export interface HockeyBelief {
  home: number;
  away: number;
}

export interface HockeyState {
  /** 0 not started, 1–3 regular periods, 4 overtime, 5 shoot-out, 6 ended. */
  period: number;
  /** True in the break after `period`. */
  intermission: boolean;
  /** Minutes played in the current period. */
  clock: number;
  /** Score including overtime (and, once ended, the shoot-out winner's goal). */
  home: number;
  away: number;
  /** The regular-time score (running while regular time is on). */
  regular: { home: number; away: number };
  periodScores: { home: number; away: number }[];
  /** The shoot-out so far (period 5), else null. */
  shootout: Shootout | null;
}

/** Attempts taken and goals scored by each side in a shoot-out; the home side shoots first. */
export interface Shootout {
  homeShots: number;
  awayShots: number;
  home: number;
  away: number;
}

export const NEW_SHOOTOUT: Shootout = { homeShots: 0, awayShots: 0, home: 0, away: 0 };
/** Attempts each before sudden death. */
export const SHOOTOUT_ROUNDS = 3;
/** About a third of shoot-out attempts are scored. */
const SHOOTOUT_SCORING = 0.33;

export const HOCKEY_PERIOD_MINUTES = 20;
export const HOCKEY_OVERTIME_MINUTES = 5;
/** 3-on-3 overtime produces goals faster than 5-on-5 play (about 60% of overtimes end with a goal). */
export const HOCKEY_OVERTIME_RATE_FACTOR = 1.8;

export const HOCKEY_LADDERS = { total: ladder(3.5, 9.5, 0.5), handicap: ladder(-3.5, 3.5, 0.5) } as const;

export function initialHockeyState(): HockeyState {
  return {
    period: 0,
    intermission: false,
    clock: 0,
    home: 0,
    away: 0,
    regular: { home: 0, away: 0 },
    periodScores: [],
    shootout: null,
  };
}

export function hockeyMinuteRates(belief: HockeyBelief): { home: number; away: number } {
  const minutes = 3 * HOCKEY_PERIOD_MINUTES;
  return { home: belief.home / minutes, away: belief.away / minutes };
}

/** Each side's chance to score one attempt; the shoot-out leans slightly to the stronger side. */
export function shootoutScoring(belief: HockeyBelief): { home: number; away: number } {
  const lean = (belief.home - belief.away) / (belief.home + belief.away);
  return { home: SHOOTOUT_SCORING * (1 + 0.5 * lean), away: SHOOTOUT_SCORING * (1 - 0.5 * lean) };
}

/** 1 when the home side has won the shoot-out, -1 the away side, 0 while it goes on. */
export function shootoutWinner(s: Shootout): 1 | -1 | 0 {
  // Sudden death: decided only when both have shot in the round.
  if (s.homeShots > SHOOTOUT_ROUNDS)
    return s.homeShots === s.awayShots && s.home !== s.away ? (s.home > s.away ? 1 : -1) : 0;
  // The first rounds end early once one side cannot be caught with the attempts left.
  if (s.home > s.away + SHOOTOUT_ROUNDS - s.awayShots) return 1;
  if (s.away > s.home + SHOOTOUT_ROUNDS - s.homeShots) return -1;
  return 0;
}

/** P(the home side wins a sudden-death round, given the round is decisive). */
export function suddenDeathHomeProbability(belief: HockeyBelief): number {
  const q = shootoutScoring(belief);
  const home = q.home * (1 - q.away);
  return home / (home + q.away * (1 - q.home));
}

/** P(home wins the shoot-out from this point), exact over its attempts. */
export function shootoutHomeProbability(belief: HockeyBelief, from: Shootout = NEW_SHOOTOUT): number {
  const q = shootoutScoring(belief);
  const suddenDeath = suddenDeathHomeProbability(belief);
  const go = (s: Shootout): number => {
    const winner = shootoutWinner(s);
    if (winner !== 0) return winner > 0 ? 1 : 0;
    if (s.homeShots === s.awayShots && s.homeShots >= SHOOTOUT_ROUNDS) return suddenDeath;
    if (s.homeShots === s.awayShots)
      return (
        q.home * go({ ...s, homeShots: s.homeShots + 1, home: s.home + 1 }) +
        (1 - q.home) * go({ ...s, homeShots: s.homeShots + 1 })
      );
    return (
      q.away * go({ ...s, awayShots: s.awayShots + 1, away: s.away + 1 }) +
      (1 - q.away) * go({ ...s, awayShots: s.awayShots + 1 })
    );
  };
  return go(from);
}

/** P(home wins a tied game from this point of overtime, including the shoot-out). */
export function overtimeHomeProbability(belief: HockeyBelief, minutesLeft: number): number {
  const rate = hockeyMinuteRates(belief);
  const home = rate.home * HOCKEY_OVERTIME_RATE_FACTOR * minutesLeft;
  const away = rate.away * HOCKEY_OVERTIME_RATE_FACTOR * minutesLeft;
  const pGoal = 1 - Math.exp(-(home + away));
  const firstGoalHome = home + away > 0 ? home / (home + away) : 0.5;
  return pGoal * firstGoalHome + (1 - pGoal) * shootoutHomeProbability(belief);
}

export function hockeyRegularMinutesLeft(state: HockeyState): number {
  if (state.period === 0) return 3 * HOCKEY_PERIOD_MINUTES;
  if (state.period > 3) return 0;
  const done =
    (state.period - 1) * HOCKEY_PERIOD_MINUTES + (state.intermission ? HOCKEY_PERIOD_MINUTES : state.clock);
  return Math.max(0, 3 * HOCKEY_PERIOD_MINUTES - done);
}

/** Each regular period's final goals (both sides): periods played are known, the rest still to come. */
export function periodGoals(belief: HockeyBelief, state: HockeyState): IntDist[] {
  const rate = hockeyMinuteRates(belief);
  const toCome = (minutes: number) => poisson((rate.home + rate.away) * minutes);
  return [1, 2, 3].map((period) => {
    const played = state.periodScores[period - 1];
    if (state.period === 0 || period > state.period || !played) return toCome(HOCKEY_PERIOD_MINUTES);
    const sofar = played.home + played.away;
    if (period < state.period || state.intermission) return pointMass(sofar);
    return shift(toCome(HOCKEY_PERIOD_MINUTES - state.clock), sofar);
  });
}

export function priceHockey(
  belief: HockeyBelief,
  state: HockeyState,
  margin: number,
  plan?: LinePlan,
): { quotes: MarketQuote[]; plan: LinePlan } {
  if (state.period >= 6) return { quotes: [], plan: plan ?? {} };
  let pHomeWins: number;
  const quotes: MarketQuote[] = [];
  const lines: Record<number, readonly number[]> = {};
  const regularLeft = hockeyRegularMinutesLeft(state);
  if (regularLeft > 0) {
    const rate = hockeyMinuteRates(belief);
    const o = goalOutlook(state.regular, { home: rate.home * regularLeft, away: rate.away * regularLeft });
    lines[18] = plan?.[18] ?? planTotals(HOCKEY_LADDERS.total, o.total, 4, margin);
    lines[16] = plan?.[16] ?? planHandicaps(HOCKEY_LADDERS.handicap, o.diff, 4, margin);
    quotes.push(
      threeWayQuote(1, o, margin),
      doubleChanceQuote(o, margin),
      ...totalQuotes(18, lines[18] ?? [], o.total, margin),
      ...handicapQuotes(16, lines[16] ?? [], o.diff, margin),
      highestScoringQuote(HIGHEST_SCORING_PERIOD, periodGoals(belief, state), margin),
    );
    pHomeWins = o.pHome + o.pDraw * overtimeHomeProbability(belief, HOCKEY_OVERTIME_MINUTES);
  } else if (state.period <= 3) {
    // Regular time ended level: overtime is next.
    pHomeWins = overtimeHomeProbability(belief, HOCKEY_OVERTIME_MINUTES);
  } else if (state.period === 4 && !state.intermission) {
    pHomeWins = overtimeHomeProbability(belief, Math.max(0, HOCKEY_OVERTIME_MINUTES - state.clock));
  } else {
    pHomeWins = shootoutHomeProbability(belief, state.shootout ?? NEW_SHOOTOUT);
  }
  quotes.unshift(
    buildQuote(
      406,
      '',
      [
        { id: '4', probability: pHomeWins },
        { id: '5', probability: 1 - pHomeWins },
      ],
      margin,
    ),
  );
  return { quotes, plan: lines };
}
