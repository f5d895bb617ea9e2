// Whether the player asked for less motion: games then show results at once instead of animating.
import { useMediaQuery } from '../../../../ui/use-media-query.ts';

export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
