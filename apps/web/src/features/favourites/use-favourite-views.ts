// What the bettor's stars show (the open matches they follow, the starred teams and leagues), read
// from the server for the stars that count now: a visitor's device list and a player's list alike.
// Nothing is asked while there are no stars. A star just taken away leaves the screen at once.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchFavouriteViews, type FavouriteRef, type FavouriteViews } from '../../api/favourites.ts';
import { hasFavourite, listKey } from './favourite-list.ts';
import { useCurrentFavourites } from './favourites-store.ts';

// Matches start and end, so the views are read again now and then; prices move with the feed.
const REFRESH_MS = 30_000;

const EMPTY: FavouriteViews = { matches: [], teams: [], leagues: [] };

/** The views kept to what is still starred (an answer read before a star was taken away). */
export function keepStarred(views: FavouriteViews, stars: readonly FavouriteRef[]): FavouriteViews {
  const starred = (kind: FavouriteRef['kind'], id: number) => hasFavourite(stars, kind, id);
  return {
    matches: views.matches.filter(
      (m) => starred('match', m.matchId) || starred('team', m.homeTeamId) || starred('team', m.awayTeamId),
    ),
    teams: views.teams.filter((t) => starred('team', t.id)),
    leagues: views.leagues.filter((l) => starred('league', l.id)),
  };
}

export function useFavouriteViews(): { views: FavouriteViews; stars: number; isPending: boolean } {
  const stars = useCurrentFavourites();
  const query = useQuery({
    queryKey: ['sports', 'favourites', 'views', listKey(stars)],
    queryFn: ({ signal }) => fetchFavouriteViews(stars, signal),
    enabled: stars.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS / 3,
  });
  const views = useMemo(
    () => (stars.length > 0 && query.data ? keepStarred(query.data, stars) : EMPTY),
    [query.data, stars],
  );
  return { views, stars: stars.length, isPending: stars.length > 0 && query.isPending };
}
