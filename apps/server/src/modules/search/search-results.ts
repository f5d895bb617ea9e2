// From the names found to what the search box shows: the matches of the teams found (live ones, then
// upcoming ones), then the leagues, then the teams. A match of a team named exactly or by a prefix
// comes before the matches of teams that only came close; within each, by kick-off.
import type { search } from '@slipstream/contract';
import type { z } from 'zod';
import { isLive, type CachedFixture } from '../market-data/odds-cache.ts';
import { leagueView, openLeagueNames, teamView, type LeagueView } from './catalogue-views.ts';
import type { OpenMatches } from './open-matches.ts';
import { TIER, type NameMatch } from './search.repo.ts';

export type SearchAnswer = z.output<typeof search.searchAnswer>;

/** How many of each group the box shows. */
export const SHOWN = { live: 5, upcoming: 10, leagues: 5, teams: 5 } as const;

/** A name matched this well or better ranks its matches above the fuzzy ones. */
const STRONG = TIER.wordPrefix;

/**
 * A fuzzy name this close is shown beside names that match; a looser one ("chester" for "chelsea")
 * only when nothing matches better, as the likely typo.
 */
const CLOSE = 0.5;

/** As the lookup ranks them (search.repo.ts). */
const byRank = (a: NameMatch, b: NameMatch) =>
  a.tier - b.tier ||
  Number(b.live) - Number(a.live) ||
  b.score - a.score ||
  a.name.localeCompare(b.name) ||
  a.id - b.id;

/** The names worth showing, best first. */
function shownNames(found: readonly NameMatch[]): NameMatch[] {
  const matched = found.some((n) => n.tier < TIER.fuzzy);
  return found.filter((n) => !matched || n.tier < TIER.fuzzy || n.score >= CLOSE).sort(byRank);
}

export function searchResults(query: string, found: readonly NameMatch[], open: OpenMatches): SearchAnswer {
  const ranked = shownNames(found);
  const teams = ranked.filter((n) => n.kind === 'team' && open.ofTeam(n.id).length > 0);

  // Each match once, with the best tier of its two teams.
  const tierOf = new Map<CachedFixture, number>();
  for (const team of teams) {
    for (const fixture of open.ofTeam(team.id)) {
      const tier = tierOf.get(fixture);
      if (tier === undefined || team.tier < tier) tierOf.set(fixture, team.tier);
    }
  }
  const band = (f: CachedFixture) => ((tierOf.get(f) as number) <= STRONG ? 0 : 1);
  const matches = [...tierOf.keys()].sort(
    (a, b) => band(a) - band(b) || a.startTime - b.startTime || a.id - b.id,
  );

  const leagues: LeagueView[] = [];
  for (const league of ranked) {
    if (league.kind !== 'league' || leagues.length === SHOWN.leagues) continue;
    const names = openLeagueNames(open, league.id);
    if (names) leagues.push(leagueView(open, names));
  }

  return {
    query,
    live: matches.filter(isLive).slice(0, SHOWN.live).map(open.view),
    upcoming: matches
      .filter((f) => !isLive(f))
      .slice(0, SHOWN.upcoming)
      .map(open.view),
    leagues,
    teams: teams.slice(0, SHOWN.teams).map((t) => teamView(open, t)),
  };
}
