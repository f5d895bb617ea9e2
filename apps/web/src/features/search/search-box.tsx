// The search field: what the bettor types, a button that empties it, and Enter to keep the search
// among the recent ones. Its own form with role="search", so it is a landmark.
import type { RefObject } from 'react';
import { CloseIcon } from '../../ui/icons.tsx';
import { SearchIcon } from '../../ui/icons.tsx';

export const SEARCH_LABEL = 'Search teams, leagues and matches';

export function SearchBox({
  value,
  onChange,
  onSubmit,
  onFocus,
  inputRef,
  autoFocus = false,
  controls,
}: {
  value: string;
  onChange: (text: string) => void;
  onSubmit: (text: string) => void;
  onFocus?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Focused first when the box opens in a dialog. */
  autoFocus?: boolean;
  /** The id of the results it drives. */
  controls?: string;
}) {
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <SearchIcon className="search-box__icon" size={18} />
      <input
        ref={inputRef}
        type="search"
        className="search-box__input"
        aria-label={SEARCH_LABEL}
        aria-controls={controls}
        placeholder="Search teams or leagues"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={64}
        value={value}
        data-autofocus={autoFocus ? '' : undefined}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
      />
      {value !== '' && (
        <button
          type="button"
          className="icon-button search-box__clear"
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            inputRef?.current?.focus();
          }}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </form>
  );
}
