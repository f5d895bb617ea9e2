// The markets a bettor can switch a pre-match or live list's odds columns to, per sport (the sports
// the feed covers, by the unified odds feed's sport and market ids). The server answers a list with
// the chosen market's line on each row; the web app offers these choices and remembers one per sport.

/**
 * Which line of a market with lines a list shows: one fixed line on every row (soccer's total goals
 * at 2.5, the line bettors look for), or `main` — each fixture's own line whose prices are closest
 * to even (handicaps and the totals of high-scoring sports, whose lines differ from match to match).
 */
export type ListLine = number | 'main';

export interface ListMarket {
  /** Stable key: sent with list requests (`market=ou2.5`) and remembered on the device. */
  key: string;
  /** As on the switcher. */
  label: string;
  /** The feed's market id. */
  marketId: number;
  /** Set for markets with lines (totals, handicaps) only. */
  line?: ListLine;
}

const SOCCER = 1;
const BASKETBALL = 2;
const ICE_HOCKEY = 4;
const TENNIS = 5;
const TABLE_TENNIS = 20;
const VOLLEYBALL = 23;

const WINNER_BY_SETS: ListMarket = { key: 'winner', label: 'Winner', marketId: 186 };
const SET_HANDICAP: ListMarket = { key: 'set-hcp', label: 'Set Handicap', marketId: 188, line: 'main' };
const TOTAL_POINTS: ListMarket = { key: 'points', label: 'Total Points', marketId: 238, line: 'main' };

/** Each sport's choices; the first is the list's default (1X2 where a draw exists, else the winner). */
export const LIST_MARKETS: Readonly<Record<number, readonly ListMarket[]>> = {
  [SOCCER]: [
    { key: '1x2', label: '1X2', marketId: 1 },
    { key: 'dc', label: 'Double Chance', marketId: 10 },
    { key: 'ou2.5', label: 'Over/Under 2.5', marketId: 18, line: 2.5 },
    { key: 'btts', label: 'Both Teams To Score', marketId: 29 },
    { key: 'hcp', label: 'Handicap', marketId: 16, line: 'main' },
  ],
  [BASKETBALL]: [
    { key: 'winner', label: 'Winner', marketId: 219 },
    { key: 'total', label: 'Total', marketId: 225, line: 'main' },
    { key: 'hcp', label: 'Handicap', marketId: 223, line: 'main' },
  ],
  [ICE_HOCKEY]: [
    { key: '1x2', label: '1X2', marketId: 1 },
    { key: 'dc', label: 'Double Chance', marketId: 10 },
    { key: 'winner', label: 'Winner (incl. OT)', marketId: 406 },
    { key: 'total', label: 'Total', marketId: 18, line: 'main' },
    { key: 'hcp', label: 'Handicap', marketId: 16, line: 'main' },
  ],
  [TENNIS]: [
    WINNER_BY_SETS,
    SET_HANDICAP,
    { key: 'games', label: 'Total Games', marketId: 189, line: 'main' },
  ],
  [TABLE_TENNIS]: [WINNER_BY_SETS, SET_HANDICAP, TOTAL_POINTS],
  [VOLLEYBALL]: [WINNER_BY_SETS, SET_HANDICAP, TOTAL_POINTS],
};

/** Every key any sport uses, for checking a request's shape before its sport is known. */
export const LIST_MARKET_KEYS: readonly string[] = [
  ...new Set(Object.values(LIST_MARKETS).flatMap((choices) => choices.map((c) => c.key))),
];

/** A sport's choices, or none for a sport the feed does not cover. */
export function listMarketsOf(sportId: number): readonly ListMarket[] {
  return LIST_MARKETS[sportId] ?? [];
}

/** The market a sport's lists show until the bettor chooses another. */
export function defaultListMarket(sportId: number): ListMarket | undefined {
  return listMarketsOf(sportId)[0];
}

export function findListMarket(sportId: number, key: string): ListMarket | undefined {
  return listMarketsOf(sportId).find((choice) => choice.key === key);
}
