// A short list of fixtures, each with its own main market and a star (search results, favourites):
// every row drawn, grouped by sport under its market's columns, every fixture's topics held so the
// prices move with the feed.
import { useEffect, useMemo } from 'react';
import type { Fixture } from '../api/sports.ts';
import { seedLiveOddsMany } from '../live/live-odds-store.ts';
import type { FeedType } from '../live/topics.ts';
import { useFixtureFeeds } from '../live/use-live-topics.ts';
import { FavouriteStar } from './favourite-star.tsx';
import { GroupHeader } from './fixture-group-header.tsx';
import { FixtureRow } from './fixture-row.tsx';
import { groupByMainMarket } from './main-market-rows.ts';
import './fixture-row.css';
import './starred-fixture-list.css';

export function StarredFixtureList({
  fixtures,
  feed,
  label,
}: {
  fixtures: readonly Fixture[];
  feed: FeedType;
  label: string;
}) {
  const rows = useMemo(() => groupByMainMarket(fixtures), [fixtures]);
  useFixtureFeeds(
    feed,
    fixtures.map((f) => f.matchId),
  );
  // The list's prices become the feed's "before", so the first change on the wire flashes its way.
  useEffect(() => {
    seedLiveOddsMany(fixtures);
  }, [fixtures]);
  return (
    <div className="starred-fixtures" role="list" aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} role="listitem">
          {row.kind === 'group' ? (
            <GroupHeader row={row} />
          ) : (
            <div className="starred-fixtures__row">
              <FavouriteStar
                className="starred-fixtures__star"
                target={{ kind: 'match', id: row.fixture.matchId, name: row.fixture.eventName }}
              />
              <FixtureRow
                fixture={row.fixture}
                market={row.market}
                note={row.note}
                type={feed === 'live' ? 'live' : 'prematch'}
              />
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
