// The shapes of the betslip (SPEC.md §3): selections, the coupon, the calculation's input, config and
// output, and the minimal fixture/market/outcome inputs the sports feature feeds into a selection.

/** Bet types of SPEC.md §3. */
export const BET_TYPES = ['Single', 'Multiple', 'Split', 'Combo'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** Betslip types of SPEC.md §3: Single with one selection, Multiple with several. */
export type BetslipType = 'Single' | 'Multiple';

export type SelectionType = 'prematch' | 'live';

/** Outcome ids are ints when numeric; some feeds use compound codes, which are kept as text. */
export type OutcomeId = number | string;

/** A fixture as the sports feature hands it over (either naming of each field is accepted). */
export interface FixtureInput {
  matchId?: number | string;
  id?: number | string;
  gameId?: number | string;
  game_id?: number | string;
  eventName?: string;
  name?: string;
  homeTeam?: string;
  awayTeam?: string;
  competitor1?: string;
  competitor2?: string;
  date?: string;
  tournament?: string;
  category?: string;
  sport?: string;
  sportId?: number | string;
  producerId?: number | string;
  /** Tournament-level compatibility level; selections default to 0. */
  combinability?: number;
  /** Live fixtures: event clock and score ("home:away", or both parts). */
  inPlayTime?: string;
  score?: string | { home: number | string; away: number | string };
}

export interface MarketInput {
  id: number | string;
  name: string;
  specifier?: string | null;
}

export interface OutcomeInput {
  id: number | string;
  name: string;
  displayName?: string;
  odds: number | string | null;
  producerId?: number | string;
  elementId?: number | string;
  element_id?: number | string;
}

/** A betslip selection with every field of SPEC.md §3 "Betslip selection". */
export interface BetslipSelection {
  matchId: number;
  eventId: number;
  event_id: number;
  eventName: string;
  marketId: number;
  marketName: string;
  specifier: string;
  outcomeName: string;
  displayName: string;
  outcomeId: OutcomeId;
  /** Decimal string with 2 places ('0' after a bet stop). */
  odds: string;
  eventDate: string;
  tournament: string;
  category: string;
  sport: string;
  sportId: number;
  type: SelectionType;
  /** A banker in a system bet. */
  fixed: boolean;
  combinability: number;
  selectionId: number;
  element_id: number;
  homeTeam: string;
  awayTeam: string;
  producerId: number;
  /** The selection's own stake, used when one stake is applied per selection ("all"). */
  stake: number;
  suspended: boolean;
  unavailable: boolean;
  changed: boolean;
  inPlayTime?: string;
  score?: string;
}

/** What the calculation needs of a selection (a BetslipSelection is one). */
export interface CouponSelection {
  matchId: number;
  marketId: number;
  outcomeId: OutcomeId;
  specifier?: string;
  odds: number | string | null;
  fixed?: boolean;
  combinability?: number;
  suspended?: boolean;
  unavailable?: boolean;
}

/** A bonus table row of SPEC.md §3: the bonus percentage for a ticket length. */
export interface BonusRow {
  ticket_length: number;
  /** Percent, e.g. 5 for 5%. */
  bonus: number;
}

/** The operator's settings for coupon calculation (SPEC.md §3 global variables, §9). */
export interface CouponConfig {
  /** Global MinBonusOdd: only legs at or above these odds count for the multi-bet bonus. */
  minBonusOdd: number;
  bonusTable: readonly BonusRow[];
  /** BetCouponGlobalVariable.MaxCouponCombinations: a grouping with more lines is refused. */
  maxCouponCombinations: number;
  /** Withholding tax on winnings, percent (0 by default). */
  wthTaxRate: number;
  /** Excise duty on the stake, percent (0 by default). */
  exciseDutyRate: number;
  /** Floor for one line of a system bet, major units (SPEC.md §9 minimum stake floor, 5). */
  minLineStake?: number;
  /** Minimum stake of a whole system bet spread over its lines, major units (SPEC.md §5, 100). */
  minSystemStake?: number;
}

export interface GroupingChoice {
  Grouping: number;
}

/** Input of the combination and win calculation (SPEC.md §3 "Coupon calculation inputs"). */
export interface CouponCalculationInput {
  selections: readonly CouponSelection[];
  bet_type: BetType;
  /** Total stake, major units. */
  stake: number;
  Groupings?: readonly GroupingChoice[];
  config: CouponConfig;
}

/** One priced grouping (SPEC.md §3 "Groupings"); money in major units. */
export interface CalculatedGrouping {
  Grouping: number;
  Combinations: number;
  /** Stake per line. */
  Stake: number;
  minWin: number;
  maxWin: number;
  MinBonus: number;
  MaxBonus: number;
  MinPercentageBonus: number;
  MaxPercentageBonus: number;
  /** Stake per line after excise duty. */
  NetStake: number;
}

/** Output of the calculation (SPEC.md §3 "Combination and bonus calculation result"); major units. */
export interface CouponCalculation {
  noOfCombos: number;
  minOdds: number;
  maxOdds: number;
  minWin: number;
  maxWin: number;
  maxBonus: number;
  minBonus: number;
  totalOdds: number;
  grossWin: number;
  wthTax: number;
  exciseDuty: number;
  /** Stake actually placed: the line stake × lines for system bets. */
  totalStake: number;
  Groupings: CalculatedGrouping[];
}

/** Selections of one match, for display (SPEC.md §3 "Selection grouping for display"). */
export interface MatchGroup {
  matchId: number;
  eventId: number;
  eventName: string;
  type: SelectionType;
  startTime: string;
  score?: string;
  selections: BetslipSelection[];
}

export interface TournamentGroup {
  name: string;
  category: string;
  combinability: number;
  events: MatchGroup[];
  /** How many fixtures (matches) of the tournament are on the slip. */
  fixtures: number;
}

/** 0 real, 1 booking, 2 simulation (SPEC.md §4). */
export type BookingMode = 0 | 1 | 2;

/** The betslip (coupon) with the fields of SPEC.md §3; money in major units as the API sends it. */
export interface Betslip {
  acceptChanges: boolean;
  betslip_type: BetslipType;
  bet_type: BetType;
  selections: BetslipSelection[];
  /** The system groupings the player ticked, priced. */
  combos: CalculatedGrouping[];
  totalOdds: number;
  maxBonus: number;
  minBonus: number;
  grossWin: number;
  maxWin: number;
  minWin: number;
  stake: number;
  totalStake: number;
  minOdds: number;
  maxOdds: number;
  wthTax: number;
  exciseDuty: number;
  bonusId: number | null;
  useBonus: boolean;
  useCashback: boolean;
  source: string;
  hasLive: boolean;
  tournaments: TournamentGroup[];
  grouped: MatchGroup[];
  isBooking: BookingMode;
  userId: number | null;
  username: string | null;
  userRole: string | null;
  clientId: number;
}
