// The full-screen search of phones: the box at the top, focused, the results under it. Focus stays
// inside; Escape, the close button and the phone's back button close it (see header-search.tsx).
// Drawn over the whole page from the document's body, outside the header's stacking.
import { createPortal } from 'react-dom';
import { Dialog } from '../../ui/dialog.tsx';
import { rememberSearch } from './recent-searches.ts';
import { SearchBox } from './search-box.tsx';
import { SearchPanel } from './search-panel.tsx';
import { setSearchText, useSearchText } from './use-search.ts';
import './search.css';

const RESULTS_ID = 'search-dialog-results';

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const text = useSearchText((s) => s.text);
  return createPortal(
    <Dialog title="Search" hideTitle onDismiss={onClose} className="search-dialog" size="md">
      <SearchBox
        value={text}
        onChange={setSearchText}
        onSubmit={rememberSearch}
        autoFocus
        controls={RESULTS_ID}
      />
      <div id={RESULTS_ID}>
        <SearchPanel heading="h3" />
      </div>
    </Dialog>,
    document.body,
  );
}
