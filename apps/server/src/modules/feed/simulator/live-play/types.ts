// The contract between a sport's match model and the fixture lifecycle: pre-match prices, and live play
// as a generator of timed events (each with the match status, lazy prices, what is decided so far and
// the timeline's incidents since the last one).
import type { MatchIncident } from '../../../market-data/match-timeline.ts';
import type { SportEventStatus } from '../../messages.ts';
import type { LinePlan, MarketQuote } from '../pricing/quote.ts';
import type { Rng } from '../rng.ts';
import type { MatchResult } from '../settlement.ts';

/**
 * The market's drifting opinion of each side, in log-strength units (0 = the model's view). Pre-match
 * prices drift with it; live play itself always follows the true strengths.
 */
export interface Drift {
  home: number;
  away: number;
}

export const NO_DRIFT: Drift = { home: 0, away: 0 };

export interface Pricing {
  quotes: MarketQuote[];
  plan: LinePlan;
}

export type PlayEventKind =
  /** The clock or score moved: new prices, unless bets are stopped. */
  | 'update'
  /** A dangerous moment (attack, set point): stop accepting bets. */
  | 'bet_stop'
  /** The moment passed: new prices, bets accepted again. */
  | 'reopen'
  /** A part of the match is decided (half-time, end of regular time, a set): settle what it decides. */
  | 'period_end'
  /** The match is over: `result` is complete. */
  | 'end';

export interface PlayEvent {
  at: number;
  kind: PlayEventKind;
  status: SportEventStatus;
  /** Prices at this moment; a function so fast-forwarding can skip the work where it does not need it. */
  price(margin: number): Pricing;
  result?: MatchResult;
  /** The timeline's incidents since the previous event (goals, cards, points …), at this event's time. */
  timeline?: MatchIncident[];
}

export interface MatchModel {
  /** The status before kick-off. */
  readonly notStarted: SportEventStatus;
  /** Pre-match prices under the market's current drift; with a plan, exactly those lines. */
  prematch(drift: Drift, margin: number, plan?: LinePlan): Pricing;
  /** Live play from kick-off; the live prices use the market's view at kick-off (`drift`). */
  play(rng: Rng, kickoff: number, drift: Drift): Generator<PlayEvent, void, undefined>;
  /** The longest a match can last, kick-off to final whistle, in ms (an upper bound for scheduling). */
  readonly maxDurationMs: number;
}

export const SECOND_MS = 1_000;

export function notStartedStatus(): SportEventStatus {
  return {
    status: 'not_started',
    period: 0,
    period_name: 'Not started',
    home_score: 0,
    away_score: 0,
    period_scores: [],
  };
}

/** Clamps a probability into a range, so no model parameter ever runs to certainty. */
export function clampProbability(p: number, lo = 0.05, hi = 0.95): number {
  return Math.min(hi, Math.max(lo, p));
}
