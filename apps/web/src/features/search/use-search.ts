// The search as the bettor types: the text (kept while the box is closed, so back from a result finds
// the results again), asked for once it has SEARCH_MIN_LENGTH characters and the bettor has paused
// typing; an answer is shown only for the text it echoes, so a late answer to an earlier text never
// replaces the current one.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { fetchSearch, SEARCH_MIN_LENGTH, type SearchAnswer } from '../../api/search.ts';
import { tidySearch } from './recent-searches.ts';

/** The pause in typing after which the text is searched. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Results carry live odds; a text searched again within this long is answered from memory. */
const FRESH_MS = 5_000;

export const useSearchText = create<{ text: string }>()(() => ({ text: '' }));

export function setSearchText(text: string): void {
  useSearchText.setState({ text });
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export type SearchState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  /** `current` is false while an answer to an earlier text stands in for the one on its way. */
  | { state: 'answered'; answer: SearchAnswer; current: boolean };

export function useSearch(text: string): SearchState {
  const wanted = tidySearch(text);
  const settled = useDebounced(wanted, SEARCH_DEBOUNCE_MS);
  const ready = settled.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['sports', 'search', settled],
    queryFn: ({ signal }) => fetchSearch(settled, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
    retry: false,
  });
  if (wanted.length < SEARCH_MIN_LENGTH) return { state: 'idle' };
  if (query.isError && !query.isFetching) {
    return { state: 'error', error: query.error, retry: () => void query.refetch() };
  }
  const answer = query.data;
  if (!answer) return { state: 'loading' };
  return { state: 'answered', answer, current: answer.query === wanted && !query.isPlaceholderData };
}
