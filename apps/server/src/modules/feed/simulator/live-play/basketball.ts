// A basketball game minute by minute: each side has its possessions in the minute and scores 0–3 on
// each with its true efficiency; free throws and reviews stop betting briefly; quarters, half-time and
// as many 5-minute overtimes as a tie needs. Baskets are counted by their worth; timeouts and the
// periods make the timeline.
import { ordinal } from '@slipstream/domain';
import type { SportEventStatus } from '../../messages.ts';
import {
  BASKETBALL_OVERTIME_MINUTES,
  initialBasketballState,
  possessionDistribution,
  priceBasketball,
  type BasketballBelief,
  type BasketballState,
} from '../pricing/basketball.ts';
import type { Rng } from '../rng.ts';
import type { SimFixture } from '../calendar.ts';
import { incidentRng, MatchLog, type Side } from './match-log.ts';
import {
  notStartedStatus,
  SECOND_MS,
  type Drift,
  type MatchModel,
  type PlayEvent,
  type PlayEventKind,
} from './types.ts';

/** A minute of game clock takes about two and a half minutes of real time. */
const GAME_MINUTE_MS = 150 * SECOND_MS;
const QUARTER_BREAK_MS = 2 * 60 * SECOND_MS;
const HALF_TIME_MS = 15 * 60 * SECOND_MS;
const DANGER_PER_MINUTE = 0.06;
const HOME_ADVANTAGE = 0.015;
const STRENGTH_SPREAD = 0.035;
/** Overtimes are capped for scheduling; a tie after this many is broken by a last possession. */
const MAX_OVERTIMES = 4;

function periodLength(state: BasketballState): number {
  return state.period <= 4 ? state.quarterMinutes : BASKETBALL_OVERTIME_MINUTES;
}

export function basketballStatus(state: BasketballState): SportEventStatus {
  if (state.period === 0) return notStartedStatus();
  const periodScores: SportEventStatus['period_scores'] = state.periodScores.map((s, i) => ({
    number: i + 1,
    type: i < 4 ? 'regular' : 'overtime',
    ...s,
  }));
  const base = { home_score: state.home, away_score: state.away, period_scores: periodScores };
  if (state.ended) return { status: 'ended', period: state.period, period_name: 'Ended', ...base };
  const played =
    Math.min(4, state.period - 1) * state.quarterMinutes +
    Math.max(0, state.period - 5) * BASKETBALL_OVERTIME_MINUTES;
  const clock = state.intermission ? periodLength(state) : state.clock;
  const name = state.intermission ? (state.period === 2 ? 'Halftime' : 'Pause') : periodName(state.period);
  return {
    status: 'live',
    period: state.period,
    period_name: name,
    match_time: played + clock,
    remaining_time_in_period: (periodLength(state) - clock) * 60,
    ...base,
  };
}

export function basketballTruth(fixture: SimFixture, pace: number): BasketballBelief {
  const { home, away } = fixture;
  return {
    home: Math.exp(HOME_ADVANTAGE + STRENGTH_SPREAD * (home.attack - away.defence)),
    away: Math.exp(-HOME_ADVANTAGE + STRENGTH_SPREAD * (away.attack - home.defence)),
    pace,
  };
}

/** Points scored by one side in one minute, and the scoring possessions by their worth (index 1–3). */
function minutePoints(rng: Rng, efficiency: number, pace: number): { points: number; made: number[] } {
  const dist = possessionDistribution(efficiency);
  const possessions = Math.floor(pace) + (rng.chance(pace - Math.floor(pace)) ? 1 : 0);
  let points = 0;
  const made = [0, 0, 0, 0];
  for (let i = 0; i < possessions; i++) {
    let u = rng.next();
    for (let k = 0; k < dist.length; k++) {
      u -= dist[k] ?? 0;
      if (u < 0) {
        points += k;
        made[k] = (made[k] ?? 0) + 1;
        break;
      }
    }
  }
  return { points, made };
}

const BASKETBALL_STATISTICS = ['two_pointers', 'three_pointers', 'free_throws', 'timeouts'] as const;
/** Chance a side calls a timeout in a minute (about four a game). */
const TIMEOUT_PER_MINUTE = 0.08;

/** Counts a side's scoring possessions: a one-point possession as a free throw made. */
function countBaskets(log: MatchLog, side: Side, made: readonly number[]): void {
  log.count('free_throws', side, made[1] ?? 0);
  log.count('two_pointers', side, made[2] ?? 0);
  log.count('three_pointers', side, made[3] ?? 0);
}

function periodName(period: number): string {
  return period <= 4 ? `${ordinal(period)} quarter` : 'Overtime';
}

function copy(state: BasketballState): BasketballState {
  return { ...state, periodScores: state.periodScores.map((s) => ({ ...s })) };
}

export function* playBasketball(
  rng: Rng,
  kickoff: number,
  quarterMinutes: number,
  truth: BasketballBelief,
  belief: BasketballBelief,
): Generator<PlayEvent, void, undefined> {
  let state: BasketballState = {
    ...initialBasketballState(quarterMinutes),
    period: 1,
    periodScores: [{ home: 0, away: 0 }],
  };
  const ir = incidentRng(rng);
  const log = new MatchLog(BASKETBALL_STATISTICS);
  const event = (kind: PlayEventKind, at: number): PlayEvent => {
    const snapshot = copy(state);
    const timeline = log.take(at);
    // The quarters decide their own market at the end of regulation, overtime or not.
    const quarters = { period_scores: snapshot.periodScores.slice(0, 4) };
    return {
      at,
      kind,
      status: log.withStatistics(basketballStatus(snapshot)),
      price: (margin) => priceBasketball(belief, snapshot, margin),
      ...(kind === 'end'
        ? {
            result: {
              complete: true,
              incl_overtime: { home: snapshot.home, away: snapshot.away },
              ...quarters,
            },
          }
        : kind === 'period_end'
          ? { result: { complete: false, ...quarters } }
          : {}),
      ...(timeline ? { timeline } : {}),
    };
  };

  let t = kickoff;
  log.note({ type: 'period_start', period: 1, period_name: periodName(1) });
  yield event('update', t);
  for (let period = 1; ; period++) {
    const minutes = period <= 4 ? quarterMinutes : BASKETBALL_OVERTIME_MINUTES;
    const played =
      Math.min(4, period - 1) * quarterMinutes + Math.max(0, period - 5) * BASKETBALL_OVERTIME_MINUTES;
    for (let minute = 1; minute <= minutes; minute++) {
      const start = t;
      const stops = rng.chance(DANGER_PER_MINUTE);
      const stopAt = start + rng.int(20, 60) * SECOND_MS;
      if (stops) yield event('bet_stop', stopAt);
      const homeMinute = minutePoints(rng, truth.home, truth.pace);
      const awayMinute = minutePoints(rng, truth.away, truth.pace);
      let home = homeMinute.points;
      const away = awayMinute.points;
      const last = period >= 4 + MAX_OVERTIMES && minute === minutes;
      if (last && state.home + home === state.away + away) {
        home += 1; // the capped overtime's decider
        log.count('free_throws', 'home');
      }
      countBaskets(log, 'home', homeMinute.made);
      countBaskets(log, 'away', awayMinute.made);
      for (const side of ['home', 'away'] as const) {
        if (!ir.chance(TIMEOUT_PER_MINUTE)) continue;
        log.count('timeouts', side);
        log.note({ type: 'timeout', team: side, period, match_time: played + minute });
      }
      state = copy(state);
      state.home += home;
      state.away += away;
      const current = state.periodScores[state.periodScores.length - 1];
      if (current) {
        current.home += home;
        current.away += away;
      }
      if (stops) yield event('reopen', stopAt + rng.int(10, 30) * SECOND_MS);
      t = start + GAME_MINUTE_MS;
      state = { ...copy(state), clock: minute };
      if (minute < minutes) yield event('update', t);
    }
    if (period >= 4 && state.home !== state.away) {
      state = { ...copy(state), ended: true };
      log.note({ type: 'match_ended', period });
      yield event('end', t);
      return;
    }
    state = { ...copy(state), intermission: true };
    log.note({ type: 'break_start', period, period_name: period === 2 ? 'Halftime' : 'Pause' });
    yield event(period === 4 ? 'period_end' : 'update', t);
    t += period === 2 ? HALF_TIME_MS : QUARTER_BREAK_MS;
    state = {
      ...copy(state),
      period: period + 1,
      intermission: false,
      clock: 0,
      periodScores: [...state.periodScores.map((s) => ({ ...s })), { home: 0, away: 0 }],
    };
    log.note({ type: 'period_start', period: period + 1, period_name: periodName(period + 1) });
    yield event('update', t);
  }
}

export function basketballModel(fixture: SimFixture, quarterMinutes: number, pace: number): MatchModel {
  const truth = basketballTruth(fixture, pace);
  const belief = (drift: Drift): BasketballBelief => ({
    home: truth.home * Math.exp(drift.home / 4),
    away: truth.away * Math.exp(drift.away / 4),
    pace,
  });
  return {
    notStarted: notStartedStatus(),
    maxDurationMs:
      (4 * quarterMinutes + MAX_OVERTIMES * BASKETBALL_OVERTIME_MINUTES) * GAME_MINUTE_MS +
      HALF_TIME_MS +
      (2 + MAX_OVERTIMES) * QUARTER_BREAK_MS,
    prematch: (drift, margin, plan) =>
      priceBasketball(belief(drift), initialBasketballState(quarterMinutes), margin, plan),
    play: (rng, kickoff, drift) => playBasketball(rng, kickoff, quarterMinutes, truth, belief(drift)),
  };
}
