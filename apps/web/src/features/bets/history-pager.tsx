// Previous / Next through the history's pages, with where the player is.
interface HistoryPagerProps {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

export function HistoryPager({ page, pages, total, onPage }: HistoryPagerProps) {
  return (
    <nav className="bet-pager" aria-label="Pages">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="bet-pager__status">
        Page {Math.min(page, pages)} of {pages} · {total} {total === 1 ? 'bet' : 'bets'}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
