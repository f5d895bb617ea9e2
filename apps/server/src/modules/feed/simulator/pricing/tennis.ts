// Tennis prices from the classic point model: each player wins a point on serve with a fixed probability;
// games, tie-breaks, sets and the match follow exactly by recursion from the current point, game and set
// score (with the server alternating as the rules say), giving winner, set handicap, total games and
// current-set winner.
import { mixture } from './distribution.ts';
import { accumulate, finished, summarise, type MatchEnds } from './match-ends.ts';
import type { LinePlan, MarketQuote } from './quote.ts';
import { priceSets, setsKey, type SetsOutlook } from './sets.ts';

export type Side = 'home' | 'away';

/** P(win a point on own serve) for each player, as the market believes them. */
export interface TennisBelief {
  home: number;
  away: number;
}

export interface TennisState {
  bestOf: number;
  started: boolean;
  ended: boolean;
  /** Games per set for completed sets. */
  completedSets: { home: number; away: number }[];
  /** Games in the current set. */
  games: { home: number; away: number };
  /** Points in the current game or tie-break. */
  points: { home: number; away: number };
  tiebreak: boolean;
  /** Who serves the next point. */
  server: Side;
  /** Who served the first game of the current set (decides the next set's first server). */
  setFirstServer: Side;
  /** Who served the first point of the current tie-break. */
  tiebreakFirstServer: Side;
}

export function initialTennisState(bestOf: number, firstServer: Side): TennisState {
  return {
    bestOf,
    started: false,
    ended: false,
    completedSets: [],
    games: { home: 0, away: 0 },
    points: { home: 0, away: 0 },
    tiebreak: false,
    server: firstServer,
    setFirstServer: firstServer,
    tiebreakFirstServer: firstServer,
  };
}

export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

export function setsWon(state: TennisState): { home: number; away: number } {
  return {
    home: state.completedSets.filter((s) => s.home > s.away).length,
    away: state.completedSets.filter((s) => s.away > s.home).length,
  };
}

/** P(the server wins the game) from `a` server points to `b` receiver points; deuce in closed form. */
export function gameProbability(p: number, a: number, b: number): number {
  if (a >= 4 && a - b >= 2) return 1;
  if (b >= 4 && b - a >= 2) return 0;
  if (a >= 3 && b >= 3) {
    const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
    if (a === b) return deuce;
    return a > b ? p + (1 - p) * deuce : p * deuce;
  }
  return p * gameProbability(p, a + 1, b) + (1 - p) * gameProbability(p, a, b + 1);
}

/** Who serves point `k` (0-based) of a tie-break: the first server once, then two each. */
export function tiebreakServer(first: Side, k: number): Side {
  return ((k + 1) >> 1) % 2 === 0 ? first : other(first);
}

/** P(home wins the tie-break) from `a`–`b` (home–away points). */
export function tiebreakProbability(belief: TennisBelief, a: number, b: number, first: Side): number {
  return tiebreakFrom(belief, a, b, first, new Map());
}

function tiebreakFrom(
  belief: TennisBelief,
  a: number,
  b: number,
  first: Side,
  memo: Map<number, number>,
): number {
  if (a >= 7 && a - b >= 2) return 1;
  if (b >= 7 && b - a >= 2) return 0;
  if (a >= 6 && b >= 6 && a === b) {
    // From a level score the next two points have one server each: someone must win both.
    const both = belief.home * (1 - belief.away);
    const lose = (1 - belief.home) * belief.away;
    return both / (both + lose);
  }
  const key = a * 64 + b;
  const cached = memo.get(key);
  if (cached !== undefined) return cached;
  const server = tiebreakServer(first, a + b);
  const pHome = server === 'home' ? belief.home : 1 - belief.away;
  const value =
    pHome * tiebreakFrom(belief, a + 1, b, first, memo) +
    (1 - pHome) * tiebreakFrom(belief, a, b + 1, first, memo);
  memo.set(key, value);
  return value;
}

/** Final games of a set with probabilities; `nextServer` serves the next game. */
type SetEnds = Map<string, number>;

function setEnds(
  belief: TennisBelief,
  gh: number,
  ga: number,
  nextServer: Side,
  memo: Map<string, SetEnds>,
): SetEnds {
  if ((gh >= 6 && gh - ga >= 2) || gh === 7 || (ga >= 6 && ga - gh >= 2) || ga === 7)
    return new Map([[setsKey(gh, ga), 1]]);
  const key = `${gh}:${ga}:${nextServer}`;
  const cached = memo.get(key);
  if (cached) return cached;
  let out: SetEnds;
  if (gh === 6 && ga === 6) {
    const p = tiebreakProbability(belief, 0, 0, nextServer);
    out = new Map([
      [setsKey(7, 6), p],
      [setsKey(6, 7), 1 - p],
    ]);
  } else {
    const pHome =
      nextServer === 'home' ? gameProbability(belief.home, 0, 0) : 1 - gameProbability(belief.away, 0, 0);
    out = combine([
      [pHome, setEnds(belief, gh + 1, ga, other(nextServer), memo)],
      [1 - pHome, setEnds(belief, gh, ga + 1, other(nextServer), memo)],
    ]);
  }
  memo.set(key, out);
  return out;
}

function combine(parts: readonly (readonly [number, SetEnds])[]): SetEnds {
  const out: SetEnds = new Map();
  for (const [w, ends] of parts) {
    if (w === 0) continue;
    for (const [k, p] of ends) out.set(k, (out.get(k) ?? 0) + w * p);
  }
  return out;
}

function parse(key: string): [number, number] {
  const [h, a] = key.split(':').map(Number);
  return [h ?? 0, a ?? 0];
}

/** Final games of the set in progress, from the current point. */
function currentSetEnds(belief: TennisBelief, state: TennisState, memo: Map<string, SetEnds>): SetEnds {
  const { games: g, points: pt } = state;
  if (state.tiebreak) {
    const p = tiebreakProbability(belief, pt.home, pt.away, state.tiebreakFirstServer);
    return new Map([
      [setsKey(7, 6), p],
      [setsKey(6, 7), 1 - p],
    ]);
  }
  const pHome =
    state.server === 'home'
      ? gameProbability(belief.home, pt.home, pt.away)
      : 1 - gameProbability(belief.away, pt.away, pt.home);
  const next = other(state.server);
  return combine([
    [pHome, setEnds(belief, g.home + 1, g.away, next, memo)],
    [1 - pHome, setEnds(belief, g.home, g.away + 1, next, memo)],
  ]);
}

function matchEnds(
  belief: TennisBelief,
  sets: { home: number; away: number },
  toWin: number,
  firstServer: Side,
  setMemo: Map<string, SetEnds>,
  memo: Map<string, MatchEnds>,
): MatchEnds {
  if (sets.home === toWin || sets.away === toWin) return finished(sets.home, sets.away);
  const key = `${sets.home}:${sets.away}:${firstServer}`;
  const cached = memo.get(key);
  if (cached) return cached;
  const out = followSet(
    belief,
    sets,
    toWin,
    firstServer,
    setEnds(belief, 0, 0, firstServer, setMemo),
    0,
    setMemo,
    memo,
  );
  memo.set(key, out);
  return out;
}

/** Adds a set's possible ends (with `gamesSoFar` of it already played) to the rest of the match. */
function followSet(
  belief: TennisBelief,
  sets: { home: number; away: number },
  toWin: number,
  setFirstServer: Side,
  ends: SetEnds,
  gamesSoFar: number,
  setMemo: Map<string, SetEnds>,
  memo: Map<string, MatchEnds>,
): MatchEnds {
  const out: MatchEnds = new Map();
  for (const [k, p] of ends) {
    const [gh, ga] = parse(k);
    const games = gh + ga;
    const nextSets =
      gh > ga ? { home: sets.home + 1, away: sets.away } : { home: sets.home, away: sets.away + 1 };
    // Games alternate serve, so the next set opens with whoever would serve the next game.
    const nextFirst = games % 2 === 0 ? setFirstServer : other(setFirstServer);
    for (const [key, added] of matchEnds(belief, nextSets, toWin, nextFirst, setMemo, memo)) {
      accumulate(out, key, added, p, games - gamesSoFar);
    }
  }
  return out;
}

/**
 * Distributions from the start of a set or of the match depend only on the players' strengths, so they
 * are kept between calls: live prices (strengths fixed) then only work out the set in progress.
 */
const memoCache = new Map<string, { setMemo: Map<string, SetEnds>; memo: Map<string, MatchEnds> }>();
const MEMO_CACHE_SIZE = 64;

function memosFor(
  belief: TennisBelief,
  bestOf: number,
): { setMemo: Map<string, SetEnds>; memo: Map<string, MatchEnds> } {
  const key = `${belief.home}:${belief.away}:${bestOf}`;
  let entry = memoCache.get(key);
  if (!entry) {
    if (memoCache.size >= MEMO_CACHE_SIZE) memoCache.delete(memoCache.keys().next().value ?? '');
    entry = { setMemo: new Map(), memo: new Map() };
    memoCache.set(key, entry);
  }
  return entry;
}

/** Final sets, total games and the current set's odds from this point of the match. */
export function tennisOutlook(belief: TennisBelief, state: TennisState): SetsOutlook {
  const { setMemo, memo } = memosFor(belief, state.bestOf);
  const toWin = Math.ceil(state.bestOf / 2);
  const current = currentSetEnds(belief, state, setMemo);
  const won = setsWon(state);
  const gamesPlayed =
    state.completedSets.reduce((acc, s) => acc + s.home + s.away, 0) + state.games.home + state.games.away;
  const ends = followSet(
    belief,
    won,
    toWin,
    state.setFirstServer,
    current,
    state.games.home + state.games.away,
    setMemo,
    memo,
  );
  const { sets, total } = summarise(ends, gamesPlayed);
  let currentSetHome = 0;
  for (const [k, p] of current) {
    const [gh, ga] = parse(k);
    if (gh > ga) currentSetHome += p;
  }
  return { sets, total, currentSetHome, setNumber: state.completedSets.length + 1 };
}

/** Before the start nobody knows who serves first (a coin toss): the two cases weigh half each. */
function coinTossOutlook(belief: TennisBelief, state: TennisState): SetsOutlook {
  const a = tennisOutlook(belief, { ...state, server: 'home', setFirstServer: 'home' });
  const b = tennisOutlook(belief, { ...state, server: 'away', setFirstServer: 'away' });
  const sets = new Map<string, number>();
  for (const [k, p] of [...a.sets, ...b.sets]) sets.set(k, (sets.get(k) ?? 0) + p / 2);
  return {
    sets,
    total: mixture([
      [0.5, a.total],
      [0.5, b.total],
    ]),
    currentSetHome: (a.currentSetHome + b.currentSetHome) / 2,
    setNumber: 1,
  };
}

export function priceTennis(
  belief: TennisBelief,
  state: TennisState,
  margin: number,
  plan?: LinePlan,
): { quotes: MarketQuote[]; plan: LinePlan } {
  if (state.ended) return { quotes: [], plan: plan ?? {} };
  const outlook = state.started ? tennisOutlook(belief, state) : coinTossOutlook(belief, state);
  return priceSets(
    outlook,
    { bestOf: state.bestOf, totalMarketId: 189, totalLinesCount: 4, totalLineStep: 1 },
    margin,
    plan,
  );
}
