// The blocks of the home screen: live now, highlights of one sport, top bets and the sports grid.
// Each loads on its own, so one failing call leaves the others on screen. Live now and highlights
// show the list market the bettor chose for each sport (highlights with its switcher).
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { sportsQueries } from '../../api/sports.ts';
import type { SportsMenuItem } from '../../api/sports.ts';
import { useChosenListMarket, useChosenListMarkets } from '../../stores/list-market-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ShortFixtureList } from '../../ui/short-fixture-list.tsx';
import { groupBySport, groupByTournament } from '../../ui/fixture-list-rows.ts';
import { sportsLinks } from '../../ui/fixture-links.ts';
import { LiveIcon } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Section } from '../../ui/page.tsx';
import { FixtureListSkeleton } from '../../ui/skeleton.tsx';
import { ListMarketChips } from './list-market-chips.tsx';

/** A sport of the menu; before the menu has loaded, the active sport stands in without its count. */
type MenuSport = Pick<SportsMenuItem, 'sportID' | 'sportName'> & Partial<Pick<SportsMenuItem, 'total'>>;

const LIVE_ON_HOME = 6;
const HIGHLIGHTS_ON_HOME = 10;

export function LiveNow() {
  const query = useQuery(sportsQueries.live(useChosenListMarkets()));
  const rows = useMemo(() => {
    let left = LIVE_ON_HOME;
    const sports = (query.data?.sports ?? []).map((s) => {
      const fixtures = s.fixtures.slice(0, Math.max(0, left));
      left -= fixtures.length;
      return { ...s, fixtures };
    });
    return groupBySport(sports, (s) => sportsLinks.sport(s.name));
  }, [query.data]);
  const total = query.data?.total ?? 0;
  return (
    <Section
      title="Live now"
      aside={<Link to={sportsLinks.liveList}>All live{total ? ` (${total})` : ''}</Link>}
    >
      {query.isPending ? (
        <FixtureListSkeleton rows={4} label="Loading live matches" />
      ) : query.isError ? (
        <LoadError what="live matches" error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No live matches right now" icon={<LiveIcon />}>
          <p>Matches appear here the moment they kick off, with odds that move with the game.</p>
        </EmptyState>
      ) : (
        <ShortFixtureList rows={rows} feed="live" label="Live now" />
      )}
    </Section>
  );
}

export function Highlights({ menu, initialSport }: { menu: readonly MenuSport[]; initialSport: number }) {
  const [sportId, setSportId] = useState(initialSport);
  const sport = menu.find((s) => s.sportID === sportId) ?? menu[0];
  const id = sport?.sportID ?? sportId;
  const market = useChosenListMarket(id);
  const query = useQuery({
    ...sportsQueries.prematch(id, market ? { perPage: 30, market } : { perPage: 30 }),
  });
  const rows = useMemo(() => {
    const data = query.data;
    if (!data) return [];
    return groupByTournament(data.fixtures.slice(0, HIGHLIGHTS_ON_HOME), data.market, (f) =>
      sportsLinks.tournament(f.sport, f.category, f.tournament),
    );
  }, [query.data]);
  const name = sport?.sportName ?? 'Sport';
  return (
    <Section title="Highlights" aside={<Link to={sportsLinks.sport(name)}>All {name}</Link>}>
      <div className="chip-nav" role="tablist" aria-label="Highlights by sport">
        {menu.map((s) => (
          <button
            key={s.sportID}
            type="button"
            role="tab"
            className="chip"
            aria-selected={s.sportID === id}
            onClick={() => setSportId(s.sportID)}
          >
            {s.sportName}
          </button>
        ))}
      </div>
      <ListMarketChips sportId={id} />
      {query.isPending ? (
        <FixtureListSkeleton rows={HIGHLIGHTS_ON_HOME} label={`Loading ${name} highlights`} />
      ) : query.isError ? (
        <LoadError what={`${name} highlights`} error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={`No ${name} fixtures open`}>
          <p>{name} fixtures and their odds are listed here as soon as markets open.</p>
        </EmptyState>
      ) : (
        <ShortFixtureList rows={rows} feed="prematch" label={`${name} highlights`} />
      )}
    </Section>
  );
}

export function TopBets() {
  const query = useQuery(sportsQueries.topBets());
  const rows = useMemo(() => {
    const fixtures = query.data?.fixtures ?? [];
    return fixtures.map((f) => ({
      kind: 'fixture' as const,
      key: `f${f.matchId}`,
      fixture: f,
      market: f.markets[0]
        ? { id: f.markets[0].id, name: f.markets[0].name, outcomes: f.markets[0].outcomes }
        : null,
      note: `${f.sport} · ${f.tournament}`,
    }));
  }, [query.data]);
  if (query.isSuccess && rows.length === 0) return null;
  return (
    <Section title="Top bets">
      {query.isPending ? (
        <FixtureListSkeleton rows={3} label="Loading top bets" />
      ) : query.isError ? (
        <LoadError what="top bets" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ShortFixtureList rows={rows.filter((r) => !r.fixture.live)} feed="prematch" label="Top bets" />
          <ShortFixtureList rows={rows.filter((r) => r.fixture.live)} feed="live" label="Top bets in play" />
        </>
      )}
    </Section>
  );
}

export function SportsGrid({ menu }: { menu: readonly MenuSport[] }) {
  return (
    <Section title="All sports">
      <ul className="sports-grid">
        {menu.map((s) => (
          <li key={s.sportID}>
            <Link className="sports-grid__link" to={sportsLinks.sport(s.sportName)}>
              <span className="sports-grid__name">{s.sportName}</span>
              <span className="sports-grid__count">{s.total ?? ''}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
