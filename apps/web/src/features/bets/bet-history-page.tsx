// /Account/BetHistory (SPEC.md §2): the player's bets, newest first, 30 a page, filtered by status and
// date range (kept in the address). The list follows the player's bet events (bet-events.ts) without a
// reload, and is read again every 15 seconds while it shows an open bet, so cash-out offers follow
// the prices; it shows skeletons while loading, an honest empty state and a retry on failure.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { BETS_PER_PAGE, betKeys, fetchBetHistory, OPEN_BETS_REFRESH_MS } from '../../api/bet-history.ts';
import { paths } from '../../site/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BetslipIcon } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Page } from '../../ui/page.tsx';
import { BetCard } from './bet-card.tsx';
import { BetListSkeleton } from './bet-skeletons.tsx';
import { HistoryFilters } from './history-filters.tsx';
import { HistoryPager } from './history-pager.tsx';
import { isFiltered, readHistoryFilter, withHistoryParam } from './history-query.ts';
import './bets.css';

export function BetHistoryPage() {
  const [search, setSearch] = useSearchParams();
  const filter = readHistoryFilter(search);
  const filtered = isFiltered(filter);
  const list = useQuery({
    queryKey: betKeys.history(filter),
    queryFn: () => fetchBetHistory(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.bets.some((bet) => bet.status === 'open') ? OPEN_BETS_REFRESH_MS : false,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / BETS_PER_PAGE)) : 1;

  return (
    <Page title="Bet history" subtitle="Your bets, their results and cash-out offers">
      <HistoryFilters
        filter={filter}
        filtered={filtered}
        onChange={(name, value) =>
          setSearch(withHistoryParam(search, name, value), { replace: name !== 'page' })
        }
        onClear={() => setSearch(new URLSearchParams())}
      />
      {list.isPending ? (
        <BetListSkeleton />
      ) : list.isError ? (
        <LoadError error={list.error} what="your bets" onRetry={() => void list.refetch()} />
      ) : list.data.bets.length === 0 ? (
        <EmptyState
          title={filtered ? 'No bets match these filters' : 'No bets yet'}
          icon={<BetslipIcon />}
          action={
            filtered ? (
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => setSearch(new URLSearchParams())}
              >
                Clear filters
              </button>
            ) : (
              <Link className="btn btn--primary" to={paths.home}>
                Browse sports
              </Link>
            )
          }
        >
          <p>
            {filtered
              ? 'Try another status or a wider date range.'
              : 'Every bet you place is listed here with its status and winnings.'}
          </p>
        </EmptyState>
      ) : (
        <>
          <ol className="bet-list" aria-label="Bets, newest first" aria-busy={list.isPlaceholderData}>
            {list.data.bets.map((bet) => (
              <li key={bet.id}>
                <BetCard bet={bet} />
              </li>
            ))}
          </ol>
          <HistoryPager
            page={filter.page}
            pages={pages}
            total={list.data.total}
            onPage={(page) => setSearch(withHistoryParam(search, 'page', String(page)))}
          />
        </>
      )}
    </Page>
  );
}
