// A selection with every field the web betslip needs (SPEC.md §3 "Betslip selection"), built from the
// odds cache the same way the web app builds it from a fixture (buildSelection), so both agree.
import { buildSelection, formatOdds, type BetslipSelection } from '@slipstream/domain';
import { formatInPlayTime, formatScore } from '../market-data/live-status.ts';
import { marketName, outcomeName } from '../market-data/markets.ts';
import type { OddsCache, SelectionRef } from '../market-data/odds-cache.ts';

/** The selection as the cache shows it now; null when the cache does not know it. */
export function selectionView(cache: OddsCache, ref: SelectionRef): BetslipSelection | null {
  const fixture = cache.fixture(ref.matchId);
  const line = cache.market(ref.matchId, ref.marketId, ref.specifier);
  const outcome = line?.outcomes.find((o) => o.id === ref.outcomeId);
  if (!fixture || !line || !outcome) return null;
  const competitors = { home: fixture.home.name, away: fixture.away.name };
  const live = fixture.status === 'live';
  // As the sports API names outcomes: in full for outcomeName, the button label for displayName.
  const name =
    outcomeName(ref.marketId, ref.outcomeId, ref.specifier, { style: 'name', competitors }) ?? ref.outcomeId;
  const label =
    outcomeName(ref.marketId, ref.outcomeId, ref.specifier, { style: 'label', competitors }) ?? name;
  let market: string;
  try {
    market = marketName(ref.marketId, ref.specifier, competitors);
  } catch {
    market = String(ref.marketId);
  }
  const selection = buildSelection(
    {
      matchId: fixture.id,
      homeTeam: fixture.home.name,
      awayTeam: fixture.away.name,
      date: new Date(fixture.startTime).toISOString(),
      tournament: fixture.tournament.name,
      category: fixture.category.name,
      sport: fixture.sport.name,
      sportId: fixture.sport.id,
      producerId: line.producer,
      ...(live
        ? { inPlayTime: formatInPlayTime(fixture.eventStatus), score: formatScore(fixture.eventStatus) }
        : {}),
    },
    { id: ref.marketId, name: market, specifier: ref.specifier },
    { id: ref.outcomeId, name, displayName: label, odds: outcome.odds, producerId: line.producer },
    { type: live ? 'live' : 'prematch' },
  );
  if (selection) selection.odds = formatOdds(outcome.odds);
  return selection;
}
