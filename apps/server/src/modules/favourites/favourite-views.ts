// What favourites show on home and in the sports menu: the open matches they follow (starred ones
// and those of starred teams) with their main market, and the starred teams and leagues. Names come
// from the catalogue's tables (a team or league may have no open match), matches from the odds cache.
import type { favouriteViews as viewsSchema } from '@slipstream/contract/favourites';
import type { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import type { CachedFixture } from '../market-data/odds-cache.ts';
import { byName, leagueView, teamView } from '../search/catalogue-views.ts';
import { liveThenKickOff, type OpenMatches } from '../search/open-matches.ts';
import { leaguesByIds, teamsByIds, type Favourite } from './favourites.repo.ts';

export type FavouriteViews = z.output<typeof viewsSchema>;

/** Matches shown at most: a few hundred stars on busy teams must not make home endless. */
const MATCHES_SHOWN = 100;

export async function favouriteViews(
  db: Executor,
  open: OpenMatches,
  items: readonly Favourite[],
): Promise<FavouriteViews> {
  const ids = (kind: Favourite['kind']) => items.filter((f) => f.kind === kind).map((f) => f.id);
  const teamIds = ids('team');
  const [teams, leagues] = await Promise.all([teamsByIds(db, teamIds), leaguesByIds(db, ids('league'))]);

  const followed = new Set<CachedFixture>();
  for (const id of ids('match')) {
    const match = open.match(id);
    if (match) followed.add(match);
  }
  for (const id of teamIds) for (const match of open.ofTeam(id)) followed.add(match);

  return {
    matches: [...followed].sort(liveThenKickOff).slice(0, MATCHES_SHOWN).map(open.view),
    teams: teams.sort(byName).map((t) => teamView(open, t)),
    leagues: leagues
      .map((l) =>
        leagueView(open, {
          id: l.id,
          name: l.name,
          sport: { id: l.sport_id, name: l.sport_name },
          category: { id: l.category_id, name: l.category_name, countryCode: l.country_code },
        }),
      )
      .sort(byName),
  };
}
