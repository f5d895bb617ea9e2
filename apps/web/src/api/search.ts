// The sports search box's call (`GET {sports}/sports/search?q=`, public), typed from its endpoint in
// the contract (packages/contract/src/search.ts).
import type { AnswerOf, search } from '@slipstream/contract';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';

/** Live and upcoming matches (each with its main market), leagues and teams, and the query searched. */
export type SearchAnswer = AnswerOf<typeof search.search>;
export type SearchLeague = SearchAnswer['leagues'][number];
export type SearchTeam = SearchAnswer['teams'][number];

/** What the server searches: at least this many characters once trimmed. */
export const SEARCH_MIN_LENGTH = 2;

export function fetchSearch(q: string, signal?: AbortSignal, client: ApiClient = api): Promise<SearchAnswer> {
  return callEndpoint<typeof search.search>(
    { method: 'GET', base: 'sports', path: '/sports/search' },
    { public: true, query: { q }, signal },
    client,
  );
}
