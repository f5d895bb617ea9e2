// An ice hockey game minute by minute over three 20-minute periods with intermissions; a tie after
// regular time (which settles the regular-time markets) goes to 5 minutes of sudden-death overtime and
// then a shoot-out, whose winner is credited one goal as the feeds do. Shots on goal and two-minute
// penalties fill the timeline and the statistics beside the goals.
import type { SportEventStatus } from '../../messages.ts';
import {
  HOCKEY_OVERTIME_MINUTES,
  HOCKEY_OVERTIME_RATE_FACTOR,
  HOCKEY_PERIOD_MINUTES,
  hockeyMinuteRates,
  initialHockeyState,
  priceHockey,
  NEW_SHOOTOUT,
  shootoutScoring,
  shootoutWinner,
  suddenDeathHomeProbability,
  type HockeyBelief,
  type HockeyState,
  type Shootout,
} from '../pricing/ice-hockey.ts';
import type { Rng } from '../rng.ts';
import type { MatchResult } from '../settlement.ts';
import type { SimFixture } from '../calendar.ts';
import { ordinal } from '@slipstream/domain';
import { incidentRng, MatchLog } from './match-log.ts';
import {
  notStartedStatus,
  SECOND_MS,
  type Drift,
  type MatchModel,
  type PlayEvent,
  type PlayEventKind,
} from './types.ts';

/** A minute of game clock takes about two minutes of real time (stoppages, face-offs). */
const GAME_MINUTE_MS = 120 * SECOND_MS;
const INTERMISSION_MS = 15 * 60 * SECOND_MS;
const SHORT_BREAK_MS = 3 * 60 * SECOND_MS;
const DANGER_PER_MINUTE = 0.05;
/** Seconds between shoot-out attempts. */
const SHOOTOUT_ATTEMPT_SECONDS = [30, 45] as const;
/** Rounds of a shoot-out played attempt by attempt; the rare longer one is decided in one more. */
const SHOOTOUT_MAX_ROUNDS = 10;
const HOME_ADVANTAGE = 0.05;
const STRENGTH_SPREAD = 0.12;

const HOCKEY_STATISTICS = ['shots_on_target', 'suspensions'] as const;
/** Shots on goal per minute as a multiple of the scoring rate (about 30 a side in a game). */
const SHOTS_PER_GOAL_RATE = 9;
/** Chance of a two-minute penalty against a side in a minute (three or four a game). */
const SUSPENSION_PER_MINUTE = 0.06;

function hockeyPeriodName(period: number): string {
  return period <= 3 ? `${ordinal(period)} period` : period === 4 ? 'Overtime' : 'Penalties';
}

/** Shots and penalties of a minute, from the incidents' own stream. */
function hockeyMinute(
  ir: Rng,
  log: MatchLog,
  rate: { home: number; away: number },
  factor: number,
  period: number,
  matchTime: number,
): void {
  for (const side of ['home', 'away'] as const) {
    if (ir.chance(Math.min(0.85, rate[side] * factor * SHOTS_PER_GOAL_RATE))) {
      log.count('shots_on_target', side);
      log.note({ type: 'shot_on_target', team: side, period, match_time: matchTime });
    }
    if (ir.chance(SUSPENSION_PER_MINUTE)) {
      log.count('suspensions', side);
      log.note({ type: 'suspension', team: side, period, match_time: matchTime });
    }
  }
}

export function hockeyStatus(state: HockeyState): SportEventStatus {
  if (state.period === 0) return notStartedStatus();
  const periodScores: SportEventStatus['period_scores'] = state.periodScores.map((s, i) => ({
    number: i + 1,
    type: i < 3 ? 'regular' : i === 3 ? 'overtime' : 'penalties',
    ...s,
  }));
  const base = { home_score: state.home, away_score: state.away, period_scores: periodScores };
  const regularPlayed = Math.min(3, state.period - 1) * HOCKEY_PERIOD_MINUTES;
  if (state.period >= 6)
    return { status: 'ended', period: periodScores.length, period_name: 'Ended', ...base };
  const name = state.intermission ? 'Pause' : hockeyPeriodName(state.period);
  const length = state.period <= 3 ? HOCKEY_PERIOD_MINUTES : HOCKEY_OVERTIME_MINUTES;
  const clock = state.intermission ? length : state.clock;
  return {
    status: 'live',
    period: state.period,
    period_name: name,
    ...(state.period <= 4
      ? { match_time: regularPlayed + clock, remaining_time_in_period: (length - clock) * 60 }
      : {}),
    ...base,
  };
}

export function hockeyTruth(fixture: SimFixture, goals: number): HockeyBelief {
  const { home, away } = fixture;
  return {
    home: (goals / 2) * Math.exp(HOME_ADVANTAGE + STRENGTH_SPREAD * (home.attack - away.defence)),
    away: (goals / 2) * Math.exp(-HOME_ADVANTAGE + STRENGTH_SPREAD * (away.attack - home.defence)),
  };
}

function copy(state: HockeyState): HockeyState {
  return {
    ...state,
    regular: { ...state.regular },
    periodScores: state.periodScores.map((s) => ({ ...s })),
    shootout: state.shootout && { ...state.shootout },
  };
}

export function* playHockey(
  rng: Rng,
  kickoff: number,
  truth: HockeyBelief,
  belief: HockeyBelief,
): Generator<PlayEvent, void, undefined> {
  const rate = hockeyMinuteRates(truth);
  const ir = incidentRng(rng);
  const log = new MatchLog(HOCKEY_STATISTICS);
  let state: HockeyState = { ...initialHockeyState(), period: 1, periodScores: [{ home: 0, away: 0 }] };
  const event = (kind: PlayEventKind, at: number, result?: MatchResult): PlayEvent => {
    const snapshot = copy(state);
    const timeline = log.take(at);
    return {
      at,
      kind,
      status: log.withStatistics(hockeyStatus(snapshot)),
      price: (margin) => priceHockey(belief, snapshot, margin),
      ...(result ? { result } : {}),
      ...(timeline ? { timeline } : {}),
    };
  };
  // The three regular periods' scores decide the highest scoring period, overtime aside.
  const regularPeriods = () => state.periodScores.slice(0, 3).map((s) => ({ ...s }));
  const score = (home: boolean, matchTime: number) => {
    state = copy(state);
    const current = state.periodScores[state.periodScores.length - 1] ?? { home: 0, away: 0 };
    if (home) {
      state.home++;
      current.home++;
      if (state.period <= 3) state.regular.home++;
    } else {
      state.away++;
      current.away++;
      if (state.period <= 3) state.regular.away++;
    }
    const team = home ? 'home' : 'away';
    log.count('shots_on_target', team);
    log.note({
      type: 'score_change',
      team,
      period: state.period,
      match_time: matchTime,
      home_score: state.home,
      away_score: state.away,
    });
  };

  let t = kickoff;
  log.note({ type: 'period_start', period: 1, period_name: hockeyPeriodName(1) });
  yield event('update', t);
  for (let period = 1; period <= 4; period++) {
    const overtime = period === 4;
    const minutes = overtime ? HOCKEY_OVERTIME_MINUTES : HOCKEY_PERIOD_MINUTES;
    const factor = overtime ? HOCKEY_OVERTIME_RATE_FACTOR : 1;
    const played = (period - 1) * HOCKEY_PERIOD_MINUTES;
    for (let minute = 1; minute <= minutes; minute++) {
      const start = t;
      const matchTime = played + minute;
      let homeScores = rng.chance(1 - Math.exp(-rate.home * factor));
      let awayScores = rng.chance(1 - Math.exp(-rate.away * factor));
      if (overtime && homeScores && awayScores) {
        // Sudden death: only the first of two goals in the same minute counts.
        if (rng.chance(0.5)) awayScores = false;
        else homeScores = false;
      }
      if (homeScores || awayScores || rng.chance(DANGER_PER_MINUTE)) {
        const stopAt = start + rng.int(10, 50) * SECOND_MS;
        yield event('bet_stop', stopAt);
        if (homeScores) score(true, matchTime);
        if (awayScores) score(false, matchTime);
        if (overtime && (homeScores || awayScores)) {
          // Sudden death: the goal ends the game.
          state = { ...copy(state), clock: minute, period: 6 };
          log.note({ type: 'match_ended', period });
          yield event('end', stopAt + 10 * SECOND_MS, {
            complete: true,
            regular_time: { ...state.regular },
            period_scores: regularPeriods(),
            incl_overtime: { home: state.home, away: state.away },
          });
          return;
        }
        yield event('reopen', stopAt + rng.int(10, 30) * SECOND_MS);
      }
      hockeyMinute(ir, log, rate, factor, period, matchTime);
      t = start + GAME_MINUTE_MS;
      state = { ...copy(state), clock: minute };
      if (minute < minutes) yield event('update', t);
    }
    if (period === 3 && state.home !== state.away) {
      state = { ...copy(state), period: 6 };
      log.note({ type: 'match_ended', period });
      yield event('end', t, {
        complete: true,
        regular_time: { ...state.regular },
        period_scores: regularPeriods(),
        incl_overtime: { home: state.home, away: state.away },
      });
      return;
    }
    state = { ...copy(state), intermission: true };
    log.note({ type: 'break_start', period, period_name: 'Pause' });
    if (period === 3) {
      yield event('period_end', t, {
        complete: false,
        regular_time: { ...state.regular },
        period_scores: regularPeriods(),
      });
    } else {
      yield event('update', t);
    }
    t += period < 3 ? INTERMISSION_MS : SHORT_BREAK_MS;
    if (period < 4) {
      state = {
        ...copy(state),
        period: period + 1,
        intermission: false,
        clock: 0,
        periodScores: [...copy(state).periodScores, { home: 0, away: 0 }],
      };
      log.note({ type: 'period_start', period: period + 1, period_name: hockeyPeriodName(period + 1) });
      yield event('update', t);
    }
  }
  // Shoot-out, attempt by attempt: bets stop while each is taken and re-open at the new price.
  const scoring = shootoutScoring(truth);
  let shootout: Shootout = { ...NEW_SHOOTOUT };
  state = {
    ...copy(state),
    period: 5,
    intermission: false,
    clock: 0,
    periodScores: [...copy(state).periodScores, { home: 0, away: 0 }],
    shootout,
  };
  log.note({ type: 'period_start', period: 5, period_name: hockeyPeriodName(5) });
  yield event('update', t);
  let winner = shootoutWinner(shootout);
  while (winner === 0) {
    t += rng.int(SHOOTOUT_ATTEMPT_SECONDS[0], SHOOTOUT_ATTEMPT_SECONDS[1]) * SECOND_MS;
    yield event('bet_stop', t);
    const round = Math.max(shootout.homeShots, shootout.awayShots);
    if (shootout.homeShots === shootout.awayShots && round >= SHOOTOUT_MAX_ROUNDS) {
      // A shoot-out this long is settled by its next decisive round at once, so the game keeps
      // within the time the schedule allows it.
      const homeWins = rng.chance(suddenDeathHomeProbability(truth));
      shootout = {
        homeShots: round + 1,
        awayShots: round + 1,
        home: shootout.home + (homeWins ? 1 : 0),
        away: shootout.away + (homeWins ? 0 : 1),
      };
    } else if (shootout.homeShots === shootout.awayShots) {
      const scored = rng.chance(scoring.home);
      shootout = { ...shootout, homeShots: shootout.homeShots + 1, home: shootout.home + (scored ? 1 : 0) };
    } else {
      const scored = rng.chance(scoring.away);
      shootout = { ...shootout, awayShots: shootout.awayShots + 1, away: shootout.away + (scored ? 1 : 0) };
    }
    state = copy(state);
    state.shootout = shootout;
    state.periodScores[4] = { home: shootout.home, away: shootout.away };
    winner = shootoutWinner(shootout);
    if (winner === 0) yield event('reopen', t + rng.int(10, 20) * SECOND_MS);
  }
  // The shoot-out's winner is credited one goal, as the feeds do.
  state = copy(state);
  state.home += winner > 0 ? 1 : 0;
  state.away += winner > 0 ? 0 : 1;
  state.period = 6;
  log.note({ type: 'match_ended', period: 5 });
  yield event('end', t + 10 * SECOND_MS, {
    complete: true,
    regular_time: { ...state.regular },
    period_scores: regularPeriods(),
    incl_overtime: { home: state.home, away: state.away },
  });
}

export function hockeyModel(fixture: SimFixture, goals: number): MatchModel {
  const truth = hockeyTruth(fixture, goals);
  const belief = (drift: Drift): HockeyBelief => ({
    home: truth.home * Math.exp(drift.home),
    away: truth.away * Math.exp(drift.away),
  });
  return {
    notStarted: notStartedStatus(),
    maxDurationMs:
      (3 * HOCKEY_PERIOD_MINUTES + HOCKEY_OVERTIME_MINUTES) * GAME_MINUTE_MS +
      2 * INTERMISSION_MS +
      2 * SHORT_BREAK_MS +
      (2 * SHOOTOUT_MAX_ROUNDS + 1) * SHOOTOUT_ATTEMPT_SECONDS[1] * SECOND_MS +
      10 * SECOND_MS,
    prematch: (drift, margin, plan) => priceHockey(belief(drift), initialHockeyState(), margin, plan),
    play: (rng, kickoff, drift) => playHockey(rng, kickoff, truth, belief(drift)),
  };
}
