// The market catalogue: every market the feed can carry — its id (the unified odds feed's ids; from
// OWN_MARKET_IDS up, markets the provider's list has no match for), name templates, tab groups, outcome
// ids and names, which score it settles on, and the sports offering it.
import { ordinal, renderMarketTemplate, type CompetitorNames, type MarketGroup } from '@slipstream/domain';
import { SPORTS, type SportId } from './sports.ts';

/** How a market is decided; the feed simulator's settlement.ts implements each kind. */
export type MarketKind =
  | 'three_way' // home / draw / away
  | 'double_chance' // 1X / 12 / X2
  | 'draw_no_bet' // home / away, a draw refunds
  | 'winner' // home / away, no draw possible
  | 'total' // over / under a line, whole lines push, quarter lines split
  | 'handicap' // home / away with the home side's handicap added
  | 'btts' // both teams to score yes / no
  | 'set_winner' // winner of set number `setnr`
  | 'highest_scoring_period'; // which regular period scores most, ties shared by dead heat

/**
 * The score a market reads: regular_time (soccer 90', hockey 60'), first_half, incl_overtime
 * (basketball; hockey incl. the shoot-out, whose winner gets one goal), sets, games (tennis, total
 * games per player), points (volleyball and table tennis, total points per player), set (one set's
 * score), periods (each regular period's score: basketball's quarters, hockey's periods).
 */
export type ScoreBasis =
  'regular_time' | 'first_half' | 'incl_overtime' | 'sets' | 'games' | 'points' | 'set' | 'periods';

/**
 * Where Slipstream's own market ids start: the provider's list goes nowhere near, so a market it has
 * no match for (one settled by dead heat where the provider's has an `equal` outcome) cannot collide.
 */
export const OWN_MARKET_IDS = 100_000;
/** Basketball: which quarter scores the most points (overtime aside). */
export const HIGHEST_SCORING_QUARTER = OWN_MARKET_IDS + 1;
/** Ice hockey: which regular period has the most goals. */
export const HIGHEST_SCORING_PERIOD = OWN_MARKET_IDS + 2;

export interface OutcomeDescription {
  id: string;
  /** Full name template, with competitors (`{$competitor1} ({+hcp})`). */
  name: string;
  /** Short label on an odds button (`1`, `X`, `Over {total}`, `Home {+hcp}`). */
  label: string;
}

export interface MarketDescription {
  id: number;
  /** Name template (`Total`, `{!setnr} set - winner`). */
  name: string;
  kind: MarketKind;
  basis: ScoreBasis;
  /** The specifier key the market needs, if any (`total`, `hcp`, `setnr`). */
  specifier?: 'total' | 'hcp' | 'setnr';
  /** Tabs the market appears under on a fixture page; the first is its home tab. */
  groups: readonly MarketGroup[];
  outcomes: readonly OutcomeDescription[];
  sports: readonly SportId[];
}

const { soccer, basketball, ice_hockey: hockey, tennis, volleyball, table_tennis: tableTennis } = SPORTS;

/** One outcome per regular period, its id the period's number (`1` the 1st quarter). */
const periodOutcomes = (count: number, period: 'quarter' | 'period'): OutcomeDescription[] =>
  Array.from({ length: count }, (_, i) => {
    const name = `${ordinal(i + 1)} ${period}`;
    return { id: String(i + 1), name, label: name };
  });

const HOME_DRAW_AWAY = [
  { id: '1', name: '{$competitor1}', label: '1' },
  { id: '2', name: 'Draw', label: 'X' },
  { id: '3', name: '{$competitor2}', label: '2' },
] as const;
const HOME_AWAY = [
  { id: '4', name: '{$competitor1}', label: '1' },
  { id: '5', name: '{$competitor2}', label: '2' },
] as const;
const OVER_UNDER = [
  { id: '12', name: 'Over {total}', label: 'Over {total}' },
  { id: '13', name: 'Under {total}', label: 'Under {total}' },
] as const;
const HANDICAP = [
  { id: '1714', name: '{$competitor1} ({+hcp})', label: 'Home {+hcp}' },
  { id: '1715', name: '{$competitor2} ({-hcp})', label: 'Away {-hcp}' },
] as const;

export const MARKETS: readonly MarketDescription[] = [
  {
    id: 1,
    name: '1X2',
    kind: 'three_way',
    basis: 'regular_time',
    groups: ['main'],
    outcomes: HOME_DRAW_AWAY,
    sports: [soccer.id, hockey.id],
  },
  {
    id: 10,
    name: 'Double chance',
    kind: 'double_chance',
    basis: 'regular_time',
    groups: ['main'],
    outcomes: [
      { id: '9', name: '{$competitor1} or draw', label: '1X' },
      { id: '10', name: '{$competitor1} or {$competitor2}', label: '12' },
      { id: '11', name: 'Draw or {$competitor2}', label: 'X2' },
    ],
    sports: [soccer.id, hockey.id],
  },
  {
    id: 11,
    name: 'Draw no bet',
    kind: 'draw_no_bet',
    basis: 'regular_time',
    groups: ['main'],
    outcomes: HOME_AWAY,
    sports: [soccer.id],
  },
  {
    id: 18,
    name: 'Total',
    kind: 'total',
    basis: 'regular_time',
    specifier: 'total',
    groups: ['goals', 'main'],
    outcomes: OVER_UNDER,
    sports: [soccer.id, hockey.id],
  },
  {
    id: 16,
    name: 'Handicap',
    kind: 'handicap',
    basis: 'regular_time',
    specifier: 'hcp',
    groups: ['handicap'],
    outcomes: HANDICAP,
    sports: [soccer.id, hockey.id],
  },
  {
    id: 29,
    name: 'Both teams to score',
    kind: 'btts',
    basis: 'regular_time',
    groups: ['goals', 'main'],
    outcomes: [
      { id: '74', name: 'Yes', label: 'Yes' },
      { id: '76', name: 'No', label: 'No' },
    ],
    sports: [soccer.id],
  },
  {
    id: 60,
    name: '1st half - 1X2',
    kind: 'three_way',
    basis: 'first_half',
    groups: ['halves'],
    outcomes: HOME_DRAW_AWAY,
    sports: [soccer.id],
  },
  {
    id: 68,
    name: '1st half - total',
    kind: 'total',
    basis: 'first_half',
    specifier: 'total',
    groups: ['halves', 'goals'],
    outcomes: OVER_UNDER,
    sports: [soccer.id],
  },
  {
    id: 406,
    name: 'Winner (incl. overtime and penalties)',
    kind: 'winner',
    basis: 'incl_overtime',
    groups: ['main'],
    outcomes: HOME_AWAY,
    sports: [hockey.id],
  },
  {
    // Periods tied on top share the win by dead heat, as the quarters of basketball's below.
    id: HIGHEST_SCORING_PERIOD,
    name: 'Highest scoring period',
    kind: 'highest_scoring_period',
    basis: 'periods',
    groups: ['goals'],
    outcomes: periodOutcomes(3, 'period'),
    sports: [hockey.id],
  },
  {
    id: 219,
    name: 'Winner (incl. overtime)',
    kind: 'winner',
    basis: 'incl_overtime',
    groups: ['main'],
    outcomes: HOME_AWAY,
    sports: [basketball.id],
  },
  {
    id: 225,
    name: 'Total (incl. overtime)',
    kind: 'total',
    basis: 'incl_overtime',
    specifier: 'total',
    groups: ['points', 'main'],
    outcomes: OVER_UNDER,
    sports: [basketball.id],
  },
  {
    id: 223,
    name: 'Handicap (incl. overtime)',
    kind: 'handicap',
    basis: 'incl_overtime',
    specifier: 'hcp',
    groups: ['handicap', 'main'],
    outcomes: HANDICAP,
    sports: [basketball.id],
  },
  {
    // The provider's own (234) has an `equal` outcome; bookmakers' usual rule, kept here, is that
    // quarters tied on top share the win by dead heat.
    id: HIGHEST_SCORING_QUARTER,
    name: 'Highest scoring quarter',
    kind: 'highest_scoring_period',
    basis: 'periods',
    groups: ['points'],
    outcomes: periodOutcomes(4, 'quarter'),
    sports: [basketball.id],
  },
  {
    id: 186,
    name: 'Winner',
    kind: 'winner',
    basis: 'sets',
    groups: ['main'],
    outcomes: HOME_AWAY,
    sports: [tennis.id, volleyball.id, tableTennis.id],
  },
  {
    id: 188,
    name: 'Set handicap',
    kind: 'handicap',
    basis: 'sets',
    specifier: 'hcp',
    groups: ['handicap', 'sets'],
    outcomes: HANDICAP,
    sports: [tennis.id, volleyball.id, tableTennis.id],
  },
  {
    id: 189,
    name: 'Total games',
    kind: 'total',
    basis: 'games',
    specifier: 'total',
    groups: ['games', 'main'],
    outcomes: OVER_UNDER,
    sports: [tennis.id],
  },
  {
    id: 238,
    name: 'Total points',
    kind: 'total',
    basis: 'points',
    specifier: 'total',
    groups: ['points', 'main'],
    outcomes: OVER_UNDER,
    sports: [volleyball.id, tableTennis.id],
  },
  {
    id: 202,
    name: '{!setnr} set - winner',
    kind: 'set_winner',
    basis: 'set',
    specifier: 'setnr',
    groups: ['sets'],
    outcomes: HOME_AWAY,
    sports: [tennis.id, volleyball.id, tableTennis.id],
  },
];

const BY_ID = new Map(MARKETS.map((market) => [market.id, market]));

/** Tab labels for the market groups, in display order. */
export const MARKET_GROUP_LABELS: Readonly<Record<MarketGroup, string>> = {
  main: 'Main',
  goals: 'Goals',
  points: 'Points',
  games: 'Games',
  sets: 'Sets',
  halves: 'Halves',
  handicap: 'Handicap',
};

export function findMarket(marketId: number): MarketDescription | undefined {
  return BY_ID.get(marketId);
}

/** The market description, or an error: a market id outside the catalogue is a programming error here. */
export function getMarket(marketId: number): MarketDescription {
  const market = BY_ID.get(marketId);
  if (!market) throw new Error(`Unknown market id ${marketId}`);
  return market;
}

export function marketsForSport(sportId: number): MarketDescription[] {
  return MARKETS.filter((market) => (market.sports as readonly number[]).includes(sportId));
}

/** The market's name for display (`Total`, `2nd set - winner`). */
export function marketName(marketId: number, specifier: string, competitors?: CompetitorNames): string {
  return renderMarketTemplate(getMarket(marketId).name, specifier, competitors);
}

/**
 * An outcome's name: `label` as on an odds button (`1X`, `Over 2.5`, `Home -1`), or `name` in full
 * with the competitors (`Arsenal (-1)`). Undefined when the market has no such outcome.
 */
export function outcomeName(
  marketId: number,
  outcomeId: string,
  specifier: string,
  options: { style?: 'label' | 'name'; competitors?: CompetitorNames } = {},
): string | undefined {
  const outcome = findMarket(marketId)?.outcomes.find((o) => o.id === outcomeId);
  if (!outcome) return undefined;
  const template = options.style === 'name' ? outcome.name : outcome.label;
  return renderMarketTemplate(template, specifier, options.competitors);
}
