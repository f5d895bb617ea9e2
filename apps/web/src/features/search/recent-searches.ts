// The searches a bettor made on this device, newest first, at most RECENT_LIMIT: shown while the box
// is empty, each removable, all cleared at once. A search is remembered when the bettor presses
// Enter or uses one of its results.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { SEARCH_MIN_LENGTH } from '../../api/search.ts';
import { localJsonStorage } from '../../stores/persist-options.ts';

export const RECENT_SEARCHES_STORAGE_KEY = 'slipstream.recentSearches';
export const RECENT_LIMIT = 8;

interface RecentSearchesState {
  searches: string[];
}

export const useRecentSearches = create<RecentSearchesState>()(
  persist(() => ({ searches: [] as string[] }), {
    name: RECENT_SEARCHES_STORAGE_KEY,
    version: 1,
    storage: localJsonStorage,
  }),
);

/** What was typed, as it is remembered: trimmed, inner spaces squeezed. */
export function tidySearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The search first in the list (once, whatever its case), the oldest dropped past the limit. */
export function withRecent(searches: readonly string[], text: string): string[] {
  const search = tidySearch(text);
  // Too short to have been searched.
  if (search.length < SEARCH_MIN_LENGTH) return [...searches];
  return [search, ...searches.filter((s) => !same(s, search))].slice(0, RECENT_LIMIT);
}

export function rememberSearch(text: string): void {
  useRecentSearches.setState((s) => ({ searches: withRecent(s.searches, text) }));
}

export function forgetSearch(text: string): void {
  useRecentSearches.setState((s) => ({ searches: s.searches.filter((x) => !same(x, text)) }));
}

export function clearRecentSearches(): void {
  useRecentSearches.setState({ searches: [] });
}
