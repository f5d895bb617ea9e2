// Live list (SPEC.md §2 /Sport/LiveList): every match in play (sports/highlight/live/0), grouped by
// sport, each sport in the list market the bettor chose for it (a select per sport above the list),
// virtualised; score, match time and prices move with the feed. Each row opens its match centre.
import { listMarketsOf } from '@slipstream/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { sportsQueries } from '../../api/sports.ts';
import { useChosenListMarkets, useListMarketStore } from '../../stores/list-market-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FixtureList, type FixtureListHandle } from '../../ui/fixture-list.tsx';
import { groupBySport } from '../../ui/fixture-list-rows.ts';
import { sportsLinks } from '../../ui/fixture-links.ts';
import { LiveIcon } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { MarketSelects, type SportMarkets } from '../../ui/market-switcher.tsx';
import { Page } from '../../ui/page.tsx';
import { FixtureListSkeleton } from '../../ui/skeleton.tsx';
import { useCentrePanels } from './match-centre/use-centre-panels.tsx';
import './live.css';

/** Room for the sticky site header above a row the page jumps to. */
const HEADER_ROOM = 120;

export function LiveListPage() {
  const chosen = useChosenListMarkets();
  const choose = useListMarketStore((state) => state.choose);
  // Another market keeps the list (and the selects) on screen until the new prices come.
  const query = useQuery({ ...sportsQueries.live(chosen), placeholderData: keepPreviousData });
  const rows = useMemo(
    () => groupBySport(query.data?.sports ?? [], (s) => sportsLinks.sport(s.name)),
    [query.data],
  );
  const markets = useMemo(
    () =>
      (query.data?.sports ?? []).map((s): SportMarkets => ({
        sportId: s.id,
        sportName: s.name,
        choices: listMarketsOf(s.id),
        value: chosen[s.id] ?? listMarketsOf(s.id)[0]?.key ?? '',
      })),
    [query.data, chosen],
  );
  const total = query.data?.total;
  const panels = useCentrePanels();
  const list = useRef<FixtureListHandle>(null);
  return (
    <Page
      title="Live betting"
      subtitle={
        total
          ? `${total} matches in play, with odds that move with the game`
          : 'Matches in play, with odds that move with the game'
      }
    >
      {query.data && query.data.sports.length > 1 && (
        <nav className="live-sports" aria-label="Live sports">
          {query.data.sports.map((s) => (
            <a
              key={s.id}
              className="live-sports__link"
              href={`#live-${s.id}`}
              onClick={(e) => jumpTo(e, list.current, `s${s.id}`)}
            >
              {s.name} <span className="live-sports__count">{s.total}</span>
            </a>
          ))}
        </nav>
      )}
      <MarketSelects sports={markets} onChange={choose} />
      {query.isPending ? (
        <FixtureListSkeleton rows={8} label="Loading live matches" />
      ) : query.isError ? (
        <LoadError what="live matches" error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No live matches right now" icon={<LiveIcon />}>
          <p>When a match kicks off it appears here with its live score and markets.</p>
        </EmptyState>
      ) : (
        <FixtureList
          ref={list}
          rows={rows}
          feed="live"
          label="Live matches"
          rowDetails={panels}
          jumpClearance={HEADER_ROOM}
        />
      )}
    </Page>
  );
}

/** Scrolls the window to a sport's header row (rows off screen are not in the DOM to link to). */
function jumpTo(event: React.MouseEvent, list: FixtureListHandle | null, key: string) {
  event.preventDefault();
  list?.scrollToRow(key);
}
