// Prices for rally-point sports (volleyball: sets to 25, a deciding set to 15; table tennis: games to 11),
// where every rally scores: the home side wins each rally with a fixed probability, a set needs a two-point
// lead, and sets and total points follow exactly from the current score.
import { accumulate, dense, summarise, type MatchEnds } from './match-ends.ts';
import type { LinePlan, MarketQuote } from './quote.ts';
import { priceSets, setsKey } from './sets.ts';

/** P(home wins a rally), as the market believes it. */
export interface RallyBelief {
  home: number;
}

export interface RallyFormat {
  bestOf: number;
  setTarget: number;
  /** Points to win the deciding set (15 in volleyball). */
  lastSetTarget: number;
}

export interface RallyState {
  format: RallyFormat;
  started: boolean;
  ended: boolean;
  /** Points per completed set. */
  completedSets: { home: number; away: number }[];
  /** Points in the current set. */
  points: { home: number; away: number };
}

export function initialRallyState(format: RallyFormat): RallyState {
  return { format, started: false, ended: false, completedSets: [], points: { home: 0, away: 0 } };
}

export function rallySetsWon(state: Pick<RallyState, 'completedSets'>): { home: number; away: number } {
  return {
    home: state.completedSets.filter((s) => s.home > s.away).length,
    away: state.completedSets.filter((s) => s.away > s.home).length,
  };
}

/** The points needed to win set number `setNumber` (1-based). */
export function setTargetOf(format: RallyFormat, setNumber: number): number {
  return setNumber === format.bestOf ? format.lastSetTarget : format.setTarget;
}

/** Beyond this many extra pairs of points at deuce the remaining mass is folded into the last pair. */
const MAX_DEUCE_PAIRS = 12;

/** How a set can end: by winner, P(the set lasts exactly `i` points in all) at index i. */
export interface RallySetEnds {
  home: Float64Array;
  away: Float64Array;
}

/** Ends of a set from `a`–`b` for a side that wins each rally with probability `p`. */
export function rallySetEnds(p: number, target: number, a: number, b: number): RallySetEnds {
  const q = 1 - p;
  const ends = { home: [] as number[], away: [] as number[] };
  const add = (side: number[], length: number, pr: number) => {
    side[length] = (side[length] ?? 0) + pr;
  };
  // Forward over the score grid, one rally at a time: level[h] = P(home has h points at this total).
  // Past the target only deuce scores occur, and a live score may already be there (26–25).
  const size = Math.max(a, b, target) + 3;
  let level = new Float64Array(size);
  level[a] = 1;
  for (let total = a + b; ; total++) {
    const next = new Float64Array(size);
    let alive = false;
    for (let h = 0; h < level.length; h++) {
      const pr = level[h] ?? 0;
      if (pr === 0) continue;
      const w = total - h;
      if (h >= target && h - w >= 2) add(ends.home, total, pr);
      else if (w >= target && w - h >= 2) add(ends.away, total, pr);
      else if (h >= target - 1 && h === w) {
        // Deuce: each pair of rallies either ends the set (one side wins both) or returns to level.
        const split = 2 * p * q;
        for (let k = 0; k < MAX_DEUCE_PAIRS; k++) {
          const reach = pr * split ** k;
          add(ends.home, total + 2 * k + 2, reach * p * p);
          add(ends.away, total + 2 * k + 2, reach * q * q);
        }
        const rest = pr * split ** MAX_DEUCE_PAIRS;
        const last = total + 2 * MAX_DEUCE_PAIRS;
        add(ends.home, last, (rest * p * p) / (p * p + q * q));
        add(ends.away, last, (rest * q * q) / (p * p + q * q));
      } else {
        next[h + 1] = (next[h + 1] ?? 0) + pr * p;
        next[h] = (next[h] ?? 0) + pr * q;
        alive = true;
      }
    }
    if (!alive) break;
    level = next;
  }
  return { home: dense(ends.home), away: dense(ends.away) };
}

/** P(home wins the set) from its ends. */
export function setHomeProbability(ends: RallySetEnds): number {
  return ends.home.reduce((acc, pr) => acc + pr, 0);
}

/** Fresh-set ends depend only on the rally probability and the target: kept between calls. */
const freshEndsCache = new Map<string, RallySetEnds>();
const CACHE_SIZE = 512;

function freshSetEnds(p: number, target: number): RallySetEnds {
  const key = `${p}:${target}`;
  let ends = freshEndsCache.get(key);
  if (!ends) {
    if (freshEndsCache.size >= CACHE_SIZE) freshEndsCache.delete(freshEndsCache.keys().next().value ?? '');
    ends = rallySetEnds(p, target, 0, 0);
    freshEndsCache.set(key, ends);
  }
  return ends;
}

/**
 * Forward over the sets still to play: every sets score carries the distribution of points played from
 * now; each set adds its length distribution (by winner) until one side has won enough sets.
 */
function matchEnds(
  p: number,
  format: RallyFormat,
  sets: { home: number; away: number },
  current: RallySetEnds,
  pointsSoFar: number,
): MatchEnds {
  const toWin = Math.ceil(format.bestOf / 2);
  const finals: MatchEnds = new Map();
  let frontier: MatchEnds = new Map([[setsKey(sets.home, sets.away), Float64Array.of(1)]]);
  let ends = current;
  let shift = -pointsSoFar;
  while (frontier.size > 0) {
    const next: MatchEnds = new Map();
    for (const [key, sofar] of frontier) {
      const [h, a] = key.split(':').map(Number) as [number, number];
      const sides = [
        [ends.home, h + 1, a],
        [ends.away, h, a + 1],
      ] as const;
      for (const [lengths, nh, na] of sides) {
        const into = nh === toWin || na === toWin ? finals : next;
        const intoKey = setsKey(nh, na);
        for (let length = 0; length < lengths.length; length++) {
          const pr = lengths[length] ?? 0;
          if (pr > 1e-15) accumulate(into, intoKey, sofar, pr, length + shift);
        }
      }
    }
    frontier = next;
    // Every state in the frontier has played the same number of sets, so the next set is the same for all.
    const [first] = frontier.keys();
    if (first === undefined) break;
    const played = first
      .split(':')
      .map(Number)
      .reduce((x, y) => x + y, 0);
    ends = freshSetEnds(p, setTargetOf(format, played + 1));
    shift = 0;
  }
  return finals;
}

export function priceRally(
  belief: RallyBelief,
  state: RallyState,
  margin: number,
  plan?: LinePlan,
): { quotes: MarketQuote[]; plan: LinePlan } {
  if (state.ended) return { quotes: [], plan: plan ?? {} };
  const won = rallySetsWon(state);
  const setNumber = state.completedSets.length + 1;
  const target = setTargetOf(state.format, setNumber);
  const { home: a, away: b } = state.points;
  const current =
    a === 0 && b === 0 ? freshSetEnds(belief.home, target) : rallySetEnds(belief.home, target, a, b);
  const ends = matchEnds(belief.home, state.format, won, current, state.points.home + state.points.away);
  const played =
    state.completedSets.reduce((acc, s) => acc + s.home + s.away, 0) + state.points.home + state.points.away;
  const { sets, total } = summarise(ends, played);
  const currentSetHome = setHomeProbability(current);
  return priceSets(
    { sets, total, currentSetHome, setNumber },
    {
      bestOf: state.format.bestOf,
      totalMarketId: 238,
      totalLinesCount: 4,
      totalLineStep: state.format.setTarget >= 20 ? 4 : 2,
    },
    margin,
    plan,
  );
}
