// The search box of the sports header: names are looked up in PostgreSQL (trigram indexes), matches,
// their status and odds come from the odds cache like every sports list.
import type { Db } from '../../db/database.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import { openMatches } from './open-matches.ts';
import { searchResults, SHOWN, type SearchAnswer } from './search-results.ts';
import { findNames } from './search.repo.ts';

/**
 * Names looked at: more teams than are shown, as their matches fill the live and upcoming groups.
 */
export const CANDIDATES = { teams: 3 * SHOWN.teams, leagues: SHOWN.leagues + 5 };

export interface SearchServiceOptions {
  db: Db;
  cache: OddsCache;
}

export function createSearchService({ db, cache }: SearchServiceOptions) {
  const open = openMatches(cache);
  return {
    /** `query` is trimmed and 2–64 characters long (the edge checks it). */
    async search(query: string): Promise<SearchAnswer> {
      // Punctuation alone names nothing (and would leave an empty key to compare).
      if (!/[\p{L}\p{N}]/u.test(query)) return searchResults(query, [], open);
      return searchResults(query, await findNames(db, query, CANDIDATES), open);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
