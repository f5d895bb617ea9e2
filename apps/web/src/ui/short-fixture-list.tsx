// A short fixture list (the home screen's blocks): every row drawn, no virtualiser in its chunk.
import { useEffect } from 'react';
import { seedLiveOdds } from '../live/live-odds-store.ts';
import type { FeedType } from '../live/topics.ts';
import { useFixtureFeeds } from '../live/use-live-topics.ts';
import { GroupHeader } from './fixture-group-header.tsx';
import type { FixtureListRow } from './fixture-list-rows.ts';
import { FixtureRow } from './fixture-row.tsx';

/** A short list (home blocks): every row drawn, every fixture's topics held. */
export function ShortFixtureList({
  rows,
  feed,
  label,
}: {
  rows: readonly FixtureListRow[];
  feed: FeedType;
  label: string;
}) {
  const ids = rows.flatMap((r) => (r.kind === 'fixture' ? [r.fixture.matchId] : []));
  useFixtureFeeds(feed, ids);
  useEffect(() => {
    for (const row of rows)
      if (row.kind === 'fixture') seedLiveOdds(row.fixture.matchId, row.fixture.markets);
  }, [rows]);
  return (
    <div className="fixture-list" role="list" aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} role="listitem">
          {row.kind === 'group' ? (
            <GroupHeader row={row} />
          ) : (
            <FixtureRow
              fixture={row.fixture}
              market={row.market}
              note={row.note}
              type={feed === 'live' ? 'live' : 'prematch'}
            />
          )}
        </div>
      ))}
    </div>
  );
}
