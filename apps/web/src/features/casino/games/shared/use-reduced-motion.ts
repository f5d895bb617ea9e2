// Whether the player asked for less motion: games then show results at once instead of animating.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = typeof window !== 'undefined' ? window.matchMedia?.(QUERY) : undefined;
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const read = () => typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
