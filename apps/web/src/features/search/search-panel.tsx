// The results under the search box (the header's panel on wide screens, the full-screen search on
// phones): recent searches while the box is empty, then the answer to what is typed. Using a result
// (following a link, tapping odds or a star) keeps the search among the recent ones.
import type { MouseEvent } from 'react';
import { rememberSearch } from './recent-searches.ts';
import { SearchResults } from './search-results.tsx';
import { setSearchText, useSearch, useSearchText } from './use-search.ts';
import './search.css';

export function SearchPanel({ heading = 'h3' }: { heading?: 'h2' | 'h3' }) {
  const text = useSearchText((s) => s.text);
  const search = useSearch(text);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const control = (event.target as Element).closest('a, button');
    if (search.state === 'answered' && control && !control.closest('.recent-searches')) {
      rememberSearch(text);
    }
  };
  return (
    // Only listens for which control was used (a keyboard press on a link or button is a click too).
    <div className="search-panel" onClick={onClick}>
      <SearchResults search={search} heading={heading} onPickRecent={setSearchText} />
    </div>
  );
}
