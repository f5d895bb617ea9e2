// Soccer prices from a goal-rate model: each side scores as a Poisson process whose full-match rate
// comes from team strengths; the score so far plus the goals expected in the time left give every
// market (1X2, double chance, draw no bet, totals, handicaps, both teams to score, first-half markets).
import { ladder } from '../lines.ts';
import {
  doubleChanceQuote,
  goalOutlook,
  handicapQuotes,
  planHandicaps,
  planTotals,
  probabilityScores,
  threeWayQuote,
  totalQuotes,
} from './goals.ts';
import { buildQuote, type LinePlan, type MarketQuote } from './quote.ts';

/** Expected goals of each side over a whole match, as the market believes them. */
export interface SoccerBelief {
  home: number;
  away: number;
}

export type SoccerPhase = 'not_started' | 'first_half' | 'halftime' | 'second_half' | 'ended';

export interface SoccerState {
  phase: SoccerPhase;
  /** Minutes played in the current half (0 to 45 + stoppage). */
  clock: number;
  /** Stoppage time announced for the current half (at its 45th minute), else null. */
  stoppage: number | null;
  home: number;
  away: number;
  /** The first-half score (the running score while the first half is on). */
  firstHalf: { home: number; away: number };
}

export const SOCCER_HALF_MINUTES = 45;
/** Expected stoppage per half; the rates are per minute of a 96.5-minute match so a match averages `belief` goals. */
export const SOCCER_EXPECTED_STOPPAGE = [2.5, 4] as const;
const MATCH_MINUTES = 2 * SOCCER_HALF_MINUTES + SOCCER_EXPECTED_STOPPAGE[0] + SOCCER_EXPECTED_STOPPAGE[1];

export const SOCCER_LADDERS = {
  total: ladder(0.5, 8.5, 0.5),
  firstHalfTotal: ladder(0.5, 4.5, 0.5),
  handicap: ladder(-3, 3, 0.25),
} as const;

export function initialSoccerState(): SoccerState {
  return {
    phase: 'not_started',
    clock: 0,
    stoppage: null,
    home: 0,
    away: 0,
    firstHalf: { home: 0, away: 0 },
  };
}

/** Per-minute scoring rate of each side (goals per match-minute). */
export function soccerMinuteRates(belief: SoccerBelief): { home: number; away: number } {
  return { home: belief.home / MATCH_MINUTES, away: belief.away / MATCH_MINUTES };
}

/** Expected minutes still to play: in the first half, and in the whole match. */
export function soccerMinutesLeft(state: SoccerState): { firstHalf: number; match: number } {
  const [s1, s2] = SOCCER_EXPECTED_STOPPAGE;
  const leftInHalf = (expected: number) =>
    state.stoppage === null
      ? Math.max(0, SOCCER_HALF_MINUTES - state.clock) + expected
      : Math.max(0, SOCCER_HALF_MINUTES + state.stoppage - state.clock);
  switch (state.phase) {
    case 'not_started':
      return { firstHalf: SOCCER_HALF_MINUTES + s1, match: MATCH_MINUTES };
    case 'first_half': {
      const first = leftInHalf(s1);
      return { firstHalf: first, match: first + SOCCER_HALF_MINUTES + s2 };
    }
    case 'halftime':
      return { firstHalf: 0, match: SOCCER_HALF_MINUTES + s2 };
    case 'second_half':
      return { firstHalf: 0, match: leftInHalf(s2) };
    case 'ended':
      return { firstHalf: 0, match: 0 };
  }
}

export interface SoccerPricing {
  quotes: MarketQuote[];
  plan: LinePlan;
}

/**
 * Every soccer market at this moment. Without a plan the balanced lines are chosen (live); with one
 * (pre-match keeps the lines it opened with) exactly those lines are priced.
 */
export function priceSoccer(
  belief: SoccerBelief,
  state: SoccerState,
  margin: number,
  plan?: LinePlan,
): SoccerPricing {
  if (state.phase === 'ended') return { quotes: [], plan: plan ?? {} };
  const rate = soccerMinuteRates(belief);
  const left = soccerMinutesLeft(state);
  const full = goalOutlook(state, { home: rate.home * left.match, away: rate.away * left.match });
  const firstHalfOpen = state.phase === 'not_started' || state.phase === 'first_half';
  const half = firstHalfOpen
    ? goalOutlook(state.firstHalf, { home: rate.home * left.firstHalf, away: rate.away * left.firstHalf })
    : undefined;

  const lines: Record<number, readonly number[]> = {
    18: plan?.[18] ?? planTotals(SOCCER_LADDERS.total, full.total, 5, margin),
    16: plan?.[16] ?? planHandicaps(SOCCER_LADDERS.handicap, full.diff, 5, margin),
  };
  if (half) lines[68] = plan?.[68] ?? planTotals(SOCCER_LADDERS.firstHalfTotal, half.total, 3, margin);

  const bothScore = probabilityScores(full.home) * probabilityScores(full.away);
  const quotes: MarketQuote[] = [
    threeWayQuote(1, full, margin),
    doubleChanceQuote(full, margin),
    drawNoBetQuote(full.pHome, full.pAway, margin),
    ...totalQuotes(18, lines[18] ?? [], full.total, margin),
    ...handicapQuotes(16, lines[16] ?? [], full.diff, margin),
    buildQuote(
      29,
      '',
      [
        { id: '74', probability: bothScore },
        { id: '76', probability: 1 - bothScore },
      ],
      margin,
    ),
  ];
  if (half) {
    quotes.push(threeWayQuote(60, half, margin), ...totalQuotes(68, lines[68] ?? [], half.total, margin));
  }
  return { quotes, plan: lines };
}

/** Draw no bet: a draw refunds, so each side's fair probability excludes the draw. */
function drawNoBetQuote(pHome: number, pAway: number, margin: number): MarketQuote {
  const decided = pHome + pAway;
  if (decided < 1e-9) {
    // Only a draw is left: every bet would be refunded, so there is nothing to offer.
    return {
      ...buildQuote(
        11,
        '',
        [
          { id: '4', probability: 0.5 },
          { id: '5', probability: 0.5 },
        ],
        margin,
      ),
      withdrawn: true,
    };
  }
  return buildQuote(
    11,
    '',
    [
      { id: '4', probability: pHome / decided },
      { id: '5', probability: pAway / decided },
    ],
    margin,
  );
}
