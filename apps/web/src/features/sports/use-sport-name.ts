// The name of the sport a route is about: the menu's name when the slug matches the active sport,
// else the slug in words.
import { humanizeSlug, slugify } from '../../site/paths.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';

export function useSportName(sportParam: string | undefined): string {
  const activeSport = useUtilityStore((s) => s.activeSport);
  if (!sportParam || slugify(sportParam) === slugify(activeSport.sportName)) return activeSport.sportName;
  return humanizeSlug(sportParam);
}
