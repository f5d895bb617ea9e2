// Ice hockey prices: Poisson goals over three 20-minute periods for the regular-time markets (1X2,
// double chance, totals, handicaps); a tie goes to 5 minutes of sudden-death 3-on-3 overtime, then a
// shoot-out, which decide the winner market (incl. overtime and penalties).
import { ladder } from '../lines.ts';
import {
  doubleChanceQuote,
  goalOutlook,
  handicapQuotes,
  planHandicaps,
  planTotals,
  threeWayQuote,
  totalQuotes,
} from './goals.ts';
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
}

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
  };
}

export function hockeyMinuteRates(belief: HockeyBelief): { home: number; away: number } {
  const minutes = 3 * HOCKEY_PERIOD_MINUTES;
  return { home: belief.home / minutes, away: belief.away / minutes };
}

/** The shoot-out leans slightly to the stronger side. */
export function shootoutHomeProbability(belief: HockeyBelief): number {
  return 0.5 + 0.2 * ((belief.home - belief.away) / (belief.home + belief.away));
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
    );
    pHomeWins = o.pHome + o.pDraw * overtimeHomeProbability(belief, HOCKEY_OVERTIME_MINUTES);
  } else if (state.period <= 3) {
    // Regular time ended level: overtime is next.
    pHomeWins = overtimeHomeProbability(belief, HOCKEY_OVERTIME_MINUTES);
  } else if (state.period === 4 && !state.intermission) {
    pHomeWins = overtimeHomeProbability(belief, Math.max(0, HOCKEY_OVERTIME_MINUTES - state.clock));
  } else {
    pHomeWins = shootoutHomeProbability(belief);
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
