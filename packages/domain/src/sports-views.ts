// The JSON a bettor's screens are built from, as the sports API answers it and the web app reads
// it: a fixture with what SPEC.md §3's betslip selection needs, its lines with names as a bettor
// reads them, odds with 2 decimals and active 0/1. The status and group vocabularies are the feed's.

/**
 * A market's status in odds_change (the unified odds feed's codes):
 * 1 active (bettable); -1 suspended (temporarily not bettable, e.g. the price is too short to offer);
 * 0 deactivated (the line is no longer offered, it will still be settled); -2 handed over (the
 * pre-match producer passed the market to the live producer at kick-off); -3 settled; -4 cancelled.
 */
export const MARKET_STATUS = {
  active: 1,
  suspended: -1,
  deactivated: 0,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

export const FIXTURE_STATUSES = ['not_started', 'live', 'ended', 'closed', 'cancelled'] as const;
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number];

/** Market groups, used for bet_stop scopes and for the tabs of a fixture page. */
export const MARKET_GROUPS = ['main', 'goals', 'halves', 'handicap', 'points', 'games', 'sets'] as const;
export type MarketGroup = (typeof MARKET_GROUPS)[number];

export interface OutcomeView {
  id: string;
  /** In full, with the competitors: `Arsenal`, `Draw`, `Over 2.5`, `Arsenal (-1)`. */
  name: string;
  /** As on an odds button: `1`, `X`, `Over 2.5`, `Home -1`, `1X`. */
  label: string;
  odds: number;
  /** 1 when it can be bet now. */
  active: 0 | 1;
}

export interface MarketView {
  id: number;
  name: string;
  specifier: string;
  /** 1 active; -1 suspended (shown locked). */
  status: MarketStatus;
  groups: MarketGroup[];
  outcomes: OutcomeView[];
}

export interface LiveStatusView {
  period: number;
  periodName: string;
  matchTime: number | null;
  stoppageTime: number | null;
  remainingTimeInPeriod: number | null;
  homeScore: number;
  awayScore: number;
  periodScores: { number: number; type: 'regular' | 'overtime' | 'penalties'; home: number; away: number }[];
  pointScore: { home: string; away: string } | null;
  server: 'home' | 'away' | null;
}

export interface FixtureSummary {
  matchId: number;
  gameId: number;
  eventId: number;
  /** `Home - Away`. */
  eventName: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamId: number;
  awayTeamId: number;
  /** Kick-off, ISO 8601 UTC. */
  date: string;
  sport: string;
  sportId: number;
  category: string;
  categoryId: number;
  countryCode: string | null;
  tournament: string;
  tournamentId: number;
  /** 1 live, 3 pre-match: the producer of the prices shown. */
  producerId: 1 | 3;
  status: FixtureStatus;
  live: boolean;
  /** The betslip selection type. */
  type: 'live' | 'prematch';
  combinability: number;
  /** `home:away` once started, else ''. */
  score: string;
  /** `67'`, `45+2'`, `HT`, `3rd quarter 05:12`, `2nd set`; '' before the start. */
  inPlayTime: string;
  liveStatus: LiveStatusView | null;
  /** Lines open or suspended now. */
  marketCount: number;
}

export interface FixtureView extends FixtureSummary {
  markets: MarketView[];
}

/**
 * A market as a list column header: `1X2` with `1`, `X`, `2`; `Total` with `Over 2.5`, `Under 2.5` on
 * a fixed line, `Over`, `Under` (each row's button shows its line) on the main line.
 */
export interface MarketHeader {
  id: number;
  name: string;
  /** The list market it shows (list-markets.ts), or null for a market asked for by id. */
  key: string | null;
  /** The fixed line every row shows, or null (no lines, or each fixture's main line). */
  line: number | null;
  outcomes: { id: string; label: string }[];
}
