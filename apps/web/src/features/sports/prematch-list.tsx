// A sport's pre-match fixtures (sports/highlight/prematch/{id}), 50 a page with Load more, grouped by
// category and tournament and virtualised, in the list market the bettor chose for the sport. A
// later-day filter keeps fetching pages until that day is reached, since the API pages from now on.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchPrematch, type Fixture } from '../../api/sports.ts';
import { useChosenListMarket } from '../../stores/list-market-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FixtureList } from '../../ui/fixture-list.tsx';
import { groupByTournament } from '../../ui/fixture-list-rows.ts';
import { sportsLinks } from '../../ui/fixture-links.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { FixtureListSkeleton } from '../../ui/skeleton.tsx';
import { prematchListKey, prematchRequest, type When } from './day-filters.ts';

const PER_PAGE = 50;

export function PrematchList({
  sportId,
  sportName,
  when,
  upcoming,
}: {
  sportId: number;
  sportName: string;
  when: When;
  upcoming: boolean;
}) {
  const market = useChosenListMarket(sportId);
  const { filter, from } = useMemo(() => {
    const request = prematchRequest(when, upcoming);
    return market ? { ...request, filter: { ...request.filter, market } } : request;
  }, [when, upcoming, market]);
  const query = useInfiniteQuery({
    queryKey: prematchListKey(sportId, filter),
    queryFn: ({ pageParam }) => fetchPrematch(sportId, { ...filter, page: pageParam, perPage: PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    refetchInterval: 60_000,
  });
  const pages = query.data?.pages;
  const columns = pages?.[0]?.market ?? null;
  const loaded = useMemo(() => pages?.flatMap((p) => p.fixtures) ?? [], [pages]);
  const fixtures = useMemo(
    () => (from ? loaded.filter((f: Fixture) => new Date(f.date).getTime() >= from.getTime()) : loaded),
    [loaded, from],
  );
  const rows = useMemo(
    () =>
      groupByTournament(fixtures, columns, (f) =>
        sportsLinks.tournament(sportName, f.category, f.tournament),
      ),
    [fixtures, columns, sportName],
  );

  // A later day: the first pages may all be earlier fixtures; keep going until the day is reached.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const needMore = from !== null && fixtures.length < PER_PAGE && hasNextPage && !isFetchingNextPage;
  useEffect(() => {
    if (needMore) void fetchNextPage();
  }, [needMore, fetchNextPage]);

  if (query.isPending) return <FixtureListSkeleton label={`Loading ${sportName} fixtures`} />;
  if (query.isError && !pages) {
    return (
      <LoadError what={`${sportName} fixtures`} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (fixtures.length === 0 && !hasNextPage) {
    return (
      <EmptyState title="No fixtures match this filter">
        <p>Try another day or a longer time range; new {sportName} fixtures open all the time.</p>
      </EmptyState>
    );
  }
  const total = pages?.[0]?.total ?? fixtures.length;
  return (
    <div className="prematch-list">
      <FixtureList rows={rows} feed="prematch" label={`${sportName} fixtures`} />
      <div className="list-footer">
        {from === null && (
          <span className="list-footer__count">
            Showing {fixtures.length} of {total}
          </span>
        )}
        {hasNextPage && (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        )}
        {query.isFetchNextPageError && <span role="alert">Could not load more fixtures. Try again.</span>}
      </div>
    </div>
  );
}
