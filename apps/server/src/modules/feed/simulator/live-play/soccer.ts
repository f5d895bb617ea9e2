// A soccer match minute by minute: each side scores with its true per-minute rate, every goal and a
// share of attacks stop betting for a few seconds, stoppage time is announced at 45', a 15-minute
// half-time settles the first-half markets, and the final whistle settles the rest. Shots, corners,
// cards and substitutions fill the timeline and the statistics (soccer-incidents.ts).
import type { SportEventStatus } from '../../messages.ts';
import {
  initialSoccerState,
  priceSoccer,
  SOCCER_HALF_MINUTES,
  soccerMinuteRates,
  type SoccerBelief,
  type SoccerState,
} from '../pricing/soccer.ts';
import type { Rng } from '../rng.ts';
import type { MatchResult } from '../settlement.ts';
import type { SimFixture } from '../calendar.ts';
import { incidentRng } from './match-log.ts';
import { SoccerIncidents } from './soccer-incidents.ts';
import {
  notStartedStatus,
  SECOND_MS,
  type Drift,
  type MatchModel,
  type PlayEvent,
  type PlayEventKind,
} from './types.ts';

const MINUTE_MS = 60 * SECOND_MS;
const HALF_TIME_MS = 15 * MINUTE_MS;
/** Chance per minute that an attack (without a goal) makes the trader stop bets. */
const DANGER_PER_MINUTE = 0.06;
const HOME_ADVANTAGE = 0.13;
const STRENGTH_SPREAD = 0.18;

export function soccerStatus(state: SoccerState): SportEventStatus {
  const periodScores: SportEventStatus['period_scores'] = [];
  if (state.phase !== 'not_started') periodScores.push({ number: 1, type: 'regular', ...state.firstHalf });
  if (state.phase === 'second_half' || state.phase === 'ended') {
    periodScores.push({
      number: 2,
      type: 'regular',
      home: state.home - state.firstHalf.home,
      away: state.away - state.firstHalf.away,
    });
  }
  const base = { home_score: state.home, away_score: state.away, period_scores: periodScores };
  const clock = (offset: number) => ({
    match_time: offset + Math.min(state.clock, SOCCER_HALF_MINUTES),
    ...(state.clock > SOCCER_HALF_MINUTES ? { stoppage_time: state.clock - SOCCER_HALF_MINUTES } : {}),
  });
  switch (state.phase) {
    case 'not_started':
      return notStartedStatus();
    case 'first_half':
      return { status: 'live', period: 1, period_name: '1st half', ...clock(0), ...base };
    case 'halftime':
      return { status: 'live', period: 1, period_name: 'Halftime', match_time: 45, ...base };
    case 'second_half':
      return { status: 'live', period: 2, period_name: '2nd half', ...clock(45), ...base };
    case 'ended':
      return { status: 'ended', period: 2, period_name: 'Ended', match_time: 90, ...base };
  }
}

function soccerResult(state: SoccerState): MatchResult {
  return state.phase === 'ended'
    ? {
        complete: true,
        regular_time: { home: state.home, away: state.away },
        first_half: { ...state.firstHalf },
      }
    : { complete: false, first_half: { ...state.firstHalf } };
}

/** Expected goals of each side from the teams' hidden strengths and the competition's scoring level. */
export function soccerTruth(fixture: SimFixture, goals: number): SoccerBelief {
  const { home, away } = fixture;
  return {
    home: (goals / 2) * Math.exp(HOME_ADVANTAGE + STRENGTH_SPREAD * (home.attack - away.defence)),
    away: (goals / 2) * Math.exp(-HOME_ADVANTAGE + STRENGTH_SPREAD * (away.attack - home.defence)),
  };
}

export function soccerBelief(truth: SoccerBelief, drift: Drift): SoccerBelief {
  return { home: truth.home * Math.exp(drift.home), away: truth.away * Math.exp(drift.away) };
}

export function* playSoccer(
  rng: Rng,
  kickoff: number,
  truth: SoccerBelief,
  belief: SoccerBelief,
): Generator<PlayEvent, void, undefined> {
  const rate = soccerMinuteRates(truth);
  const incidents = new SoccerIncidents(incidentRng(rng), rate, SOCCER_HALF_MINUTES);
  const { log } = incidents;
  let state: SoccerState = { ...initialSoccerState(), phase: 'first_half' };
  const event = (kind: PlayEventKind, at: number, withResult = false): PlayEvent => {
    const snapshot: SoccerState = { ...state, firstHalf: { ...state.firstHalf } };
    const timeline = log.take(at);
    return {
      at,
      kind,
      status: log.withStatistics(soccerStatus(snapshot)),
      price: (margin) => priceSoccer(belief, snapshot, margin),
      ...(withResult ? { result: soccerResult(snapshot) } : {}),
      ...(timeline ? { timeline } : {}),
    };
  };

  let t = kickoff;
  log.note({ type: 'period_start', period: 1, period_name: '1st half' });
  yield event('update', t);
  for (const half of [1, 2] as const) {
    const stoppage = half === 1 ? rng.int(1, 4) : rng.int(2, 6);
    const minutes = SOCCER_HALF_MINUTES + stoppage;
    if (half === 2) incidents.planSubstitutions();
    for (let minute = 1; minute <= minutes; minute++) {
      const start = t;
      const homeScores = rng.chance(1 - Math.exp(-rate.home));
      const awayScores = rng.chance(1 - Math.exp(-rate.away));
      if (homeScores || awayScores || rng.chance(DANGER_PER_MINUTE)) {
        const stopAt = start + rng.int(5, 25) * SECOND_MS;
        yield event('bet_stop', stopAt);
        state = {
          ...state,
          home: state.home + (homeScores ? 1 : 0),
          away: state.away + (awayScores ? 1 : 0),
          firstHalf:
            half === 1
              ? {
                  home: state.firstHalf.home + (homeScores ? 1 : 0),
                  away: state.firstHalf.away + (awayScores ? 1 : 0),
                }
              : state.firstHalf,
        };
        // Two goals in one minute: the home side's is told first, each with the score it left.
        if (homeScores)
          incidents.goal('home', half, minute, { home: state.home, away: state.away - (awayScores ? 1 : 0) });
        if (awayScores) incidents.goal('away', half, minute, { home: state.home, away: state.away });
        // A goal is checked (and celebrated) longer than an attack that came to nothing.
        const pause = homeScores || awayScores ? rng.int(20, 30) : rng.int(8, 20);
        yield event('reopen', stopAt + pause * SECOND_MS);
      }
      incidents.minute(half, minute);
      t = start + MINUTE_MS;
      state = {
        ...state,
        clock: minute,
        stoppage: minute >= SOCCER_HALF_MINUTES ? stoppage : state.stoppage,
      };
      if (minute < minutes) yield event('update', t);
    }
    if (half === 1) {
      state = { ...state, phase: 'halftime' };
      log.note({ type: 'break_start', period: 1, period_name: 'Halftime' });
      yield event('period_end', t, true);
      t += HALF_TIME_MS;
      state = { ...state, phase: 'second_half', clock: 0, stoppage: null };
      log.note({ type: 'period_start', period: 2, period_name: '2nd half' });
      yield event('update', t);
    }
  }
  state = { ...state, phase: 'ended' };
  log.note({ type: 'match_ended', period: 2 });
  yield event('end', t, true);
}

export function soccerModel(fixture: SimFixture, goals: number): MatchModel {
  const truth = soccerTruth(fixture, goals);
  return {
    notStarted: notStartedStatus(),
    maxDurationMs: (2 * (SOCCER_HALF_MINUTES + 6) + 1) * MINUTE_MS + HALF_TIME_MS,
    prematch: (drift, margin, plan) =>
      priceSoccer(soccerBelief(truth, drift), initialSoccerState(), margin, plan),
    play: (rng, kickoff, drift) => playSoccer(rng, kickoff, truth, soccerBelief(truth, drift)),
  };
}
