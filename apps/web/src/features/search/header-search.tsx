// The search entry of the header bar. Wide screens: the box in the bar, its results in a panel under
// it that closes on Escape, a click elsewhere, focus moving away or a followed link. Narrower
// screens: a search button opening the full-screen search. The open full-screen search is a history
// entry of its own, so the phone's back button closes it, and back from a result opens it again on
// the same results. The results' code loads when the search is first opened.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { rememberSearch } from './recent-searches.ts';
import { SearchBox } from './search-box.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { setSearchText, useSearchText } from './use-search.ts';
import './header-search.css';

const SearchPanel = lazy(() => import('./search-panel.tsx').then((m) => ({ default: m.SearchPanel })));
const SearchDialog = lazy(() => import('./search-dialog.tsx').then((m) => ({ default: m.SearchDialog })));

/** From this width the box fits in the bar beside the sections and the account. */
export const SEARCH_BAR_QUERY = '(min-width: 1100px)';

function SearchBar() {
  const text = useSearchText((s) => s.text);
  const { key } = useLocation();
  // Open for the page it was opened on: following a result closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const refocusing = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={root}
      className="header-search"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpenOn(null);
        // Back to the box, without its focus opening the results again.
        refocusing.current = true;
        input.current?.focus();
        refocusing.current = false;
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !root.current?.contains(next)) setOpenOn(null);
      }}
    >
      <SearchBox
        value={text}
        inputRef={input}
        controls={open ? panelId : undefined}
        onChange={(value) => {
          setSearchText(value);
          setOpenOn(key);
        }}
        onSubmit={rememberSearch}
        onFocus={() => {
          if (!refocusing.current) setOpenOn(key);
        }}
      />
      {open && (
        <div id={panelId} className="header-search__panel" role="region" aria-label="Search results">
          <Suspense fallback={<Spinner label="Loading search" />}>
            <SearchPanel heading="h2" />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function SearchButton() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as { search?: boolean } | null;
  const open = state?.search === true;
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  // Whether this page put the search's entry on the history (not so after a reload with it open).
  const pushed = useRef(false);

  const openSearch = () => {
    pushed.current = true;
    void navigate(here, { state: { ...state, search: true }, preventScrollReset: true });
  };
  const closeSearch = () => {
    // Back to the page the search was opened on; after a reload, the search's entry becomes the page.
    if (pushed.current) void navigate(-1);
    else void navigate(here, { replace: true, state: { ...state, search: false }, preventScrollReset: true });
    pushed.current = false;
  };

  return (
    <>
      <button
        type="button"
        className="icon-button header-search__open"
        aria-label="Search"
        aria-haspopup="dialog"
        onClick={openSearch}
      >
        <SearchIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={closeSearch} />
        </Suspense>
      )}
    </>
  );
}

export function HeaderSearch() {
  const wide = useMediaQuery(SEARCH_BAR_QUERY);
  return wide ? <SearchBar /> : <SearchButton />;
}
