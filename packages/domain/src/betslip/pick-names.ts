// How a pick is named to a bettor on a slip or a ticket: the outcome in full ("Arsenal", "Draw",
// "Over 2.5"), never the odds button's short label ("1", "X", "2"), beside its market ("1X2").
import { renderMarketTemplate } from '../markets.ts';
import type { BetslipSelection } from './types.ts';

export type NamedPick = Pick<
  BetslipSelection,
  'outcomeName' | 'displayName' | 'outcomeId' | 'marketName' | 'specifier' | 'homeTeam' | 'awayTeam'
>;

export interface PickNames {
  outcome: string;
  market: string;
}

/**
 * The outcome and market of a pick as a bettor reads them. SPEC.md §3 gives a selection both an
 * outcomeName (the full name, with the teams) and a displayName (the button's label): the full name
 * comes first, the label only when there is no name, the outcome id last. Names that are still
 * catalogue templates ("Over {total}", "{$competitor1}") are rendered with the pick's own teams.
 */
export function pickNames(pick: NamedPick): PickNames {
  const teams = { home: pick.homeTeam || 'Home', away: pick.awayTeam || 'Away' };
  const specifier = pick.specifier ?? '';
  const outcome = pick.outcomeName || pick.displayName || String(pick.outcomeId);
  return {
    outcome: renderMarketTemplate(outcome, specifier, teams),
    market: renderMarketTemplate(pick.marketName, specifier, teams),
  };
}
