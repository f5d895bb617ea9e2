// Volleyball and table tennis rally by rally: every rally scores, a set needs a two-point lead, set and
// match points stop betting until played, and each finished set settles its set-winner market. Table
// tennis also reports the server (two serves each, one each from 10–10; the other player opens the next game).
// Points won and the longest run of them are counted; the sets make the timeline.
import { ordinal } from '@slipstream/domain';
import type { SportEventStatus } from '../../messages.ts';
import {
  initialRallyState,
  priceRally,
  rallySetsWon,
  setTargetOf,
  type RallyBelief,
  type RallyFormat,
  type RallyState,
} from '../pricing/rally.ts';
import type { Rng } from '../rng.ts';
import type { MatchResult } from '../settlement.ts';
import type { SimFixture } from '../calendar.ts';
import { MatchLog, type Side } from './match-log.ts';
import {
  clampProbability,
  notStartedStatus,
  SECOND_MS,
  type Drift,
  type MatchModel,
  type PlayEvent,
  type PlayEventKind,
} from './types.ts';

export interface RallyPace {
  /** Seconds a rally takes, min and max. */
  rally: readonly [number, number];
  setBreakMs: number;
  homeAdvantage: number;
  /** Whether the feed reports the server (table tennis). */
  reportsServer: boolean;
}

export const VOLLEYBALL_PACE: RallyPace = {
  rally: [18, 32],
  setBreakMs: 3 * 60 * SECOND_MS,
  homeAdvantage: 0.006,
  reportsServer: false,
};
export const TABLE_TENNIS_PACE: RallyPace = {
  rally: [10, 20],
  setBreakMs: 60 * SECOND_MS,
  homeAdvantage: 0,
  reportsServer: true,
};

const STRENGTH_SPREAD = 0.02;

/** The state after one rally. */
export function playRally(state: RallyState, homeWins: boolean): RallyState {
  const points = {
    home: state.points.home + (homeWins ? 1 : 0),
    away: state.points.away + (homeWins ? 0 : 1),
  };
  const target = setTargetOf(state.format, state.completedSets.length + 1);
  const setOver =
    (points.home >= target || points.away >= target) && Math.abs(points.home - points.away) >= 2;
  if (!setOver) return { ...state, started: true, points };
  const completedSets = [...state.completedSets, points];
  const won = rallySetsWon({ completedSets });
  const toWin = Math.ceil(state.format.bestOf / 2);
  return {
    ...state,
    started: true,
    completedSets,
    points: { home: 0, away: 0 },
    ended: won.home === toWin || won.away === toWin,
  };
}

/** Table tennis service: the home player opens odd games; two serves each, alternate every point from 10–10. */
function tableTennisServer(state: RallyState): 'home' | 'away' {
  const opener = state.completedSets.length % 2 === 0 ? 0 : 1;
  const played = state.points.home + state.points.away;
  const turn = played < 20 ? Math.floor(played / 2) : played;
  return (opener + turn) % 2 === 0 ? 'home' : 'away';
}

export function rallyStatus(state: RallyState, reportsServer: boolean): SportEventStatus {
  if (!state.started) return notStartedStatus();
  const won = rallySetsWon(state);
  const sets = state.ended ? state.completedSets : [...state.completedSets, state.points];
  const base = {
    home_score: won.home,
    away_score: won.away,
    period_scores: sets.map((s, i) => ({
      number: i + 1,
      type: 'regular' as const,
      home: s.home,
      away: s.away,
    })),
  };
  if (state.ended) return { status: 'ended', period: sets.length, period_name: 'Ended', ...base };
  const word = state.format.setTarget === 11 ? 'game' : 'set';
  return {
    status: 'live',
    period: sets.length,
    period_name: `${ordinal(sets.length)} ${word}`,
    ...(reportsServer ? { server: tableTennisServer(state) } : {}),
    ...base,
  };
}

const RALLY_STATISTICS = ['points_won', 'longest_run'] as const;

/** Points won by each side and the longest run of them in a row. */
class RunCounter {
  private side: Side | null = null;
  private length = 0;

  constructor(private readonly log: MatchLog) {}

  point(won: Side): void {
    this.log.count('points_won', won);
    this.length = won === this.side ? this.length + 1 : 1;
    this.side = won;
    if (this.length > this.log.get('longest_run', won)) this.log.count('longest_run', won);
  }
}

export function rallyResult(state: RallyState): MatchResult {
  const setScores = state.completedSets.map((s) => ({ ...s }));
  if (!state.ended) return { complete: false, set_scores: setScores };
  const points = state.completedSets.reduce(
    (acc, s) => ({ home: acc.home + s.home, away: acc.away + s.away }),
    { home: 0, away: 0 },
  );
  return { complete: true, sets: rallySetsWon(state), points, set_scores: setScores };
}

export function* playRallyMatch(
  rng: Rng,
  kickoff: number,
  format: RallyFormat,
  pace: RallyPace,
  truth: RallyBelief,
  belief: RallyBelief,
): Generator<PlayEvent, void, undefined> {
  let state: RallyState = { ...initialRallyState(format), started: true };
  const log = new MatchLog(RALLY_STATISTICS);
  const runs = new RunCounter(log);
  const periodName = (n: number) => `${ordinal(n)} ${format.setTarget === 11 ? 'game' : 'set'}`;
  const event = (kind: PlayEventKind, at: number, withResult = false): PlayEvent => {
    const snapshot = state;
    const timeline = log.take(at);
    return {
      at,
      kind,
      status: log.withStatistics(rallyStatus(snapshot, pace.reportsServer)),
      price: (margin) => priceRally(belief, snapshot, margin),
      ...(withResult ? { result: rallyResult(snapshot) } : {}),
      ...(timeline ? { timeline } : {}),
    };
  };
  let t = kickoff;
  log.note({ type: 'period_start', period: 1, period_name: periodName(1) });
  yield event('update', t);
  while (!state.ended) {
    const sets = state.completedSets.length;
    const big =
      playRally(state, true).completedSets.length > sets ||
      playRally(state, false).completedSets.length > sets;
    if (big) yield event('bet_stop', t + 3 * SECOND_MS);
    const homeWins = rng.chance(truth.home);
    state = playRally(state, homeWins);
    runs.point(homeWins ? 'home' : 'away');
    t += rng.int(pace.rally[0], pace.rally[1]) * SECOND_MS;
    if (state.ended) {
      log.note({ type: 'match_ended', period: state.completedSets.length });
      yield event('end', t, true);
      return;
    }
    if (state.completedSets.length > sets) {
      yield event('period_end', t, true);
      t += pace.setBreakMs;
      const next = state.completedSets.length + 1;
      log.note({ type: 'period_start', period: next, period_name: periodName(next) });
    } else {
      yield event(big ? 'reopen' : 'update', t);
    }
  }
}

export function rallyModel(fixture: SimFixture, format: RallyFormat, pace: RallyPace): MatchModel {
  const truth: RallyBelief = {
    home: clampProbability(
      0.5 + pace.homeAdvantage + STRENGTH_SPREAD * (fixture.home.attack - fixture.away.attack),
      0.35,
      0.65,
    ),
  };
  const belief = (drift: Drift): RallyBelief => ({
    home: clampProbability(truth.home + 0.01 * (drift.home - drift.away), 0.35, 0.65),
  });
  // Every set to deuce and long rallies: a generous bound.
  const maxRallies = format.bestOf * (2 * format.setTarget + 10);
  return {
    notStarted: notStartedStatus(),
    maxDurationMs: maxRallies * pace.rally[1] * SECOND_MS + format.bestOf * pace.setBreakMs,
    prematch: (drift, margin, plan) => priceRally(belief(drift), initialRallyState(format), margin, plan),
    play: (rng, kickoff, drift) => playRallyMatch(rng, kickoff, format, pace, truth, belief(drift)),
  };
}
