// A tennis match point by point under the scoring rules (deuce, tie-break at 6–6, alternating serve,
// best of three sets). Prices move on every point; set and match points stop betting until they are
// played; each finished set settles its set-winner market. Every point and game goes on the timeline
// with its server; aces, double faults and breaks of serve are counted.
import { ordinal } from '@slipstream/domain';
import type { SportEventStatus } from '../../messages.ts';
import {
  initialTennisState,
  other,
  priceTennis,
  setsWon,
  tiebreakServer,
  type Side,
  type TennisBelief,
  type TennisState,
} from '../pricing/tennis.ts';
import type { Rng } from '../rng.ts';
import type { MatchResult } from '../settlement.ts';
import type { SimFixture } from '../calendar.ts';
import { incidentRng, MatchLog } from './match-log.ts';
import {
  clampProbability,
  notStartedStatus,
  SECOND_MS,
  type Drift,
  type MatchModel,
  type PlayEvent,
  type PlayEventKind,
} from './types.ts';

const CHANGEOVER_MS = 90 * SECOND_MS;
const GAME_BREAK_MS = 20 * SECOND_MS;
const SET_BREAK_MS = 120 * SECOND_MS;
const STRENGTH_SPREAD = 0.02;

const POINT_NAMES = ['0', '15', '30', '40'] as const;

function gamePointNames(a: number, b: number): [string, string] {
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? ['A', '40'] : ['40', 'A'];
  }
  return [POINT_NAMES[a] ?? '40', POINT_NAMES[b] ?? '40'];
}

/** The state after one point; pure, so a model can also ask "what if". */
export function playTennisPoint(state: TennisState, homeWins: boolean): TennisState {
  const next: TennisState = {
    ...state,
    started: true,
    completedSets: [...state.completedSets],
    games: { ...state.games },
    points: { ...state.points },
  };
  const winner: Side = homeWins ? 'home' : 'away';
  next.points[winner]++;
  const { home: a, away: b } = next.points;
  const target = state.tiebreak ? 7 : 4;
  const gameOver = (a >= target || b >= target) && Math.abs(a - b) >= 2;
  if (!gameOver) {
    if (state.tiebreak) next.server = tiebreakServer(state.tiebreakFirstServer, a + b);
    return next;
  }
  next.games[winner]++;
  next.points = { home: 0, away: 0 };
  const { home: gh, away: ga } = next.games;
  const setOver = state.tiebreak || ((gh >= 6 || ga >= 6) && Math.abs(gh - ga) >= 2);
  // The next game's server: alternate; after a tie-break, whoever received first in it serves first.
  const nextServer = state.tiebreak ? other(state.tiebreakFirstServer) : other(state.server);
  next.tiebreak = false;
  next.server = nextServer;
  if (setOver) {
    next.completedSets.push({ ...next.games });
    next.games = { home: 0, away: 0 };
    next.setFirstServer = nextServer;
    const won = setsWon(next);
    const toWin = Math.ceil(state.bestOf / 2);
    if (won.home === toWin || won.away === toWin) next.ended = true;
  } else if (gh === 6 && ga === 6) {
    next.tiebreak = true;
    next.tiebreakFirstServer = nextServer;
  }
  return next;
}

export function tennisStatus(state: TennisState): SportEventStatus {
  if (!state.started) return notStartedStatus();
  const won = setsWon(state);
  const sets = state.ended ? state.completedSets : [...state.completedSets, state.games];
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
  const [home, away] = state.tiebreak
    ? [String(state.points.home), String(state.points.away)]
    : gamePointNames(state.points.home, state.points.away);
  return {
    status: 'live',
    period: sets.length,
    period_name: `${ordinal(sets.length)} set`,
    point_score: { home, away },
    server: state.server,
    ...base,
  };
}

const TENNIS_STATISTICS = ['aces', 'double_faults', 'breaks', 'points_won'] as const;
/** Of the points the server wins, the share that are aces; of those it loses, the double faults. */
const ACE_SHARE = 0.12;
const DOUBLE_FAULT_SHARE = 0.07;

/**
 * Notes a point played from `before` to `after`: a point, or the game it won (with the set's games
 * after it), the server marked; and counts aces, double faults, breaks of serve and points won.
 */
function notePoint(log: MatchLog, ir: Rng, before: TennisState, after: TennisState, won: Side): void {
  const server = before.server;
  const period = before.completedSets.length + 1;
  log.count('points_won', won);
  if (won === server && ir.chance(ACE_SHARE)) log.count('aces', server);
  if (won !== server && ir.chance(DOUBLE_FAULT_SHARE)) log.count('double_faults', server);
  // A point that wins a game starts the next one at love.
  const gameOver = after.points.home + after.points.away === 0;
  if (!gameOver) {
    const { point_score } = tennisStatus(after);
    log.note({ type: 'point', team: won, period, server, ...(point_score ? { point_score } : {}) });
    return;
  }
  if (won !== server && !before.tiebreak) log.count('breaks', won);
  const setOver = after.completedSets.length > before.completedSets.length;
  const games = (setOver ? after.completedSets.at(-1) : undefined) ?? after.games;
  log.note({ type: 'game_won', team: won, period, server, home_score: games.home, away_score: games.away });
}

export function tennisResult(state: TennisState): MatchResult {
  const won = setsWon(state);
  const games = state.completedSets.reduce(
    (acc, s) => ({ home: acc.home + s.home, away: acc.away + s.away }),
    { home: 0, away: 0 },
  );
  return state.ended
    ? { complete: true, sets: won, games, set_scores: state.completedSets.map((s) => ({ ...s })) }
    : { complete: false, set_scores: state.completedSets.map((s) => ({ ...s })) };
}

export function tennisTruth(fixture: SimFixture, serve: number): TennisBelief {
  const edge = STRENGTH_SPREAD * (fixture.home.attack - fixture.away.attack);
  return { home: clampProbability(serve + edge, 0.4, 0.85), away: clampProbability(serve - edge, 0.4, 0.85) };
}

export function* playTennis(
  rng: Rng,
  kickoff: number,
  bestOf: number,
  truth: TennisBelief,
  belief: TennisBelief,
): Generator<PlayEvent, void, undefined> {
  let state: TennisState = {
    ...initialTennisState(bestOf, rng.chance(0.5) ? 'home' : 'away'),
    started: true,
  };
  const ir = incidentRng(rng);
  const log = new MatchLog(TENNIS_STATISTICS);
  const event = (kind: PlayEventKind, at: number, withResult = false): PlayEvent => {
    const snapshot = state;
    const timeline = log.take(at);
    return {
      at,
      kind,
      status: log.withStatistics(tennisStatus(snapshot)),
      price: (margin) => priceTennis(belief, snapshot, margin),
      ...(withResult ? { result: tennisResult(snapshot) } : {}),
      ...(timeline ? { timeline } : {}),
    };
  };
  let t = kickoff;
  log.note({ type: 'period_start', period: 1, period_name: '1st set' });
  yield event('update', t);
  while (!state.ended) {
    const sets = state.completedSets.length;
    const games = state.games.home + state.games.away;
    // A point that could end the set is a dangerous moment: no bets while it is played.
    const big =
      playTennisPoint(state, true).completedSets.length > sets ||
      playTennisPoint(state, false).completedSets.length > sets;
    if (big) yield event('bet_stop', t + 5 * SECOND_MS);
    const p = state.server === 'home' ? truth.home : 1 - truth.away;
    const before = state;
    const homeWins = rng.chance(p);
    state = playTennisPoint(state, homeWins);
    notePoint(log, ir, before, state, homeWins ? 'home' : 'away');
    t += rng.int(30, 50) * SECOND_MS;
    if (state.ended) {
      log.note({ type: 'match_ended', period: state.completedSets.length });
      yield event('end', t, true);
      return;
    }
    if (state.completedSets.length > sets) {
      yield event('period_end', t, true);
      t += SET_BREAK_MS;
      const next = state.completedSets.length + 1;
      log.note({ type: 'period_start', period: next, period_name: `${ordinal(next)} set` });
    } else {
      yield event(big ? 'reopen' : 'update', t);
      // A finished game: short break, or a change of ends after every odd game.
      if (state.games.home + state.games.away !== games)
        t += (games + 1) % 2 === 1 ? CHANGEOVER_MS : GAME_BREAK_MS;
    }
  }
}

export function tennisModel(fixture: SimFixture, serve: number, bestOf: number): MatchModel {
  const truth = tennisTruth(fixture, serve);
  const belief = (drift: Drift): TennisBelief => ({
    home: clampProbability(truth.home + 0.02 * (drift.home - drift.away), 0.4, 0.85),
    away: clampProbability(truth.away - 0.02 * (drift.home - drift.away), 0.4, 0.85),
  });
  return {
    notStarted: notStartedStatus(),
    maxDurationMs: 5 * 60 * 60 * SECOND_MS,
    prematch: (drift, margin, plan) =>
      priceTennis(belief(drift), initialTennisState(bestOf, 'home'), margin, plan),
    play: (rng, kickoff, drift) => playTennis(rng, kickoff, bestOf, truth, belief(drift)),
  };
}
