// The bettor's recent searches, shown while the box is empty: a tap searches again, × forgets one,
// Clear forgets them all. With none yet, a line says what can be searched.
import { useId } from 'react';
import { CloseIcon } from '../../ui/icons.tsx';
import { clearRecentSearches, forgetSearch, useRecentSearches } from './recent-searches.ts';

export function RecentSearches({
  onPick,
  heading: H = 'h3',
}: {
  onPick: (text: string) => void;
  heading?: 'h2' | 'h3';
}) {
  const searches = useRecentSearches((s) => s.searches);
  const titleId = useId();
  if (searches.length === 0) {
    return <p className="search-hint">Type at least 2 letters of a team or a league.</p>;
  }
  return (
    <section className="recent-searches" aria-labelledby={titleId}>
      <div className="recent-searches__header">
        <H id={titleId} className="search-group__title">
          Recent searches
        </H>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          aria-label="Clear recent searches"
          onClick={clearRecentSearches}
        >
          Clear
        </button>
      </div>
      <ul className="recent-searches__list">
        {searches.map((text) => (
          <li key={text} className="recent-searches__item">
            <button type="button" className="recent-searches__search" onClick={() => onPick(text)}>
              {text}
            </button>
            <button
              type="button"
              className="icon-button recent-searches__remove"
              aria-label={`Remove ${text} from recent searches`}
              onClick={() => forgetSearch(text)}
            >
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
