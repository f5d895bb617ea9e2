// Search as you type: the box, and the matching games once the typing has paused (SPEC.md §7
// game-list?gameName). While a search is typed, its results stand in for the screen's own list.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { gameSearchQuery } from '../../../api/casino.ts';
import { GameGrid, NoGames } from './game-grid.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import type { Favourites } from './use-favourites.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchableGames({ favourites, children }: { favourites: Favourites; children: ReactNode }) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const inputId = useId();
  return (
    <>
      <div role="search" className="casino-search">
        <label htmlFor={inputId} className="visually-hidden">
          Search games
        </label>
        <div className="field__control">
          <svg className="casino-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            id={inputId}
            className="field__input"
            type="search"
            placeholder="Search games"
            autoComplete="off"
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      {term ? <SearchResults term={term} favourites={favourites} /> : children}
    </>
  );
}

function SearchResults({ term, favourites }: { term: string; favourites: Favourites }) {
  const results = useQuery(gameSearchQuery(term));
  return (
    <section className="page-section" aria-label="Search results">
      <h2 className="page-section__title" aria-live="polite">
        {results.isSuccess
          ? `${results.data.length} ${results.data.length === 1 ? 'game' : 'games'} for “${term}”`
          : `Searching for “${term}”`}
      </h2>
      <GameGrid
        query={results}
        favourites={favourites}
        label="Search results"
        skeletons={3}
        empty={
          <NoGames title={`No games match “${term}”`}>
            <p>Check the spelling, or browse the categories instead.</p>
          </NoGames>
        }
      />
    </section>
  );
}
