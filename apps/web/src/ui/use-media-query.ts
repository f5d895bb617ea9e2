// Whether a CSS media query matches now, re-read when it changes: for what the layout decides by
// width or preference in code rather than in CSS (a list's row height, whether the betslip is a
// column, less motion in games).
import { useSyncExternalStore } from 'react';

function listOf(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
}

export function mediaQueryMatches(query: string): boolean {
  return listOf(query)?.matches === true;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => mediaQueryMatches(query),
    () => false,
  );
}
