// The sports menu for screens: the store's copy (loaded at start-up) or, when start-up could not load
// it, this screen's own fetch; and the sport a `{sport}` route segment names.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sportsMenuQuery, type SportsMenuItem } from '../../api/sports.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { slugMatches } from '../../ui/fixture-links.ts';

export function useSportsMenu() {
  const stored = useUtilityStore((s) => s.sportsMenu);
  const query = useQuery({ ...sportsMenuQuery(), enabled: stored.length === 0 });
  const fetched = query.data;
  useEffect(() => {
    if (fetched && fetched.length > 0) useUtilityStore.getState().setSportsMenu(fetched);
  }, [fetched]);
  const menu = stored.length > 0 ? stored : (fetched ?? []);
  return {
    menu,
    isPending: menu.length === 0 && query.isPending,
    error: menu.length === 0 ? query.error : null,
    refetch: query.refetch,
  };
}

export type SportLookup =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'unknown' }
  | { state: 'found'; sport: SportsMenuItem };

/** The sport whose name slug is `segment` (`Soccer`, `ice-hockey`). */
export function useRouteSport(segment: string | undefined): SportLookup {
  const { menu, isPending, error, refetch } = useSportsMenu();
  if (menu.length === 0) {
    if (error) return { state: 'error', error, retry: () => void refetch() };
    return isPending ? { state: 'loading' } : { state: 'unknown' };
  }
  const sport = menu.find((s) => slugMatches(segment, s.sportName));
  return sport ? { state: 'found', sport } : { state: 'unknown' };
}
