// Operator choices on top of the feed's catalogue: each sport's main market (the odds shown in lists),
// the order of sports, and the top tournaments that lead highlights and top bets.
import { defaultListMarket } from '@slipstream/domain';
import { findMarket, MARKETS, type MarketDescription } from '../market-data/markets.ts';
import { SPORTS } from '../market-data/sports.ts';

/**
 * The market of a sport's list columns until the bettor switches: the first of its list markets
 * (packages/domain list-markets.ts: 1X2 where a draw exists, the winner otherwise); for a sport
 * without list markets, its first market in the catalogue.
 */
export function mainMarketOf(sportId: number): number {
  return (
    defaultListMarket(sportId)?.marketId ??
    MARKETS.find((m) => (m.sports as readonly number[]).includes(sportId))?.id ??
    1
  );
}

/** The catalogue entry of a market the sport offers, or undefined. */
export function marketOfSport(marketId: number, sportId: number): MarketDescription | undefined {
  const market = findMarket(marketId);
  return market && (market.sports as readonly number[]).includes(sportId) ? market : undefined;
}

/** Sports in menu order (the feed's own order: soccer first); others follow by id. */
const SPORT_ORDER: readonly number[] = Object.values(SPORTS).map((s) => s.id);

export function sportRank(sportId: number): number {
  const i = SPORT_ORDER.indexOf(sportId);
  return i === -1 ? SPORT_ORDER.length + sportId : i;
}

/**
 * Top tournaments, most popular first: the big European leagues and the home league (the launch
 * market is Nigeria), then each sport's flagship competitions. Highlights and top bets lead with them.
 */
const TOP_TOURNAMENTS: readonly number[] = [
  17, // Premier League
  8, // LaLiga
  1950, // NPFL
  23, // Serie A
  35, // Bundesliga
  34, // Ligue 1
  1101, // NBA
  37, // Eredivisie
  238, // Primeira Liga
  52, // Süper Lig
  18, // Championship
  325, // Brasileiro Serie A
  1109, // EuroLeague
  2101, // NHL
  3101, // ATP Rotterdam
  3102, // ATP Dubai
  3104, // WTA Doha
  155, // Liga Profesional
  242, // MLS
  196, // J1 League
  2102, // KHL
  4101, // SuperLega
];

const RANK = new Map(TOP_TOURNAMENTS.map((id, i) => [id, i]));

/** Lower is more popular; tournaments outside the list share the last rank. */
export function tournamentRank(tournamentId: number): number {
  return RANK.get(tournamentId) ?? TOP_TOURNAMENTS.length;
}

export function isTopTournament(tournamentId: number): boolean {
  return RANK.has(tournamentId);
}
