// A long fixture list, virtualised against the window scroll (@tanstack/react-virtual): only the rows
// on screen (plus a few) are in the DOM, every row has a fixed height, and only the fixtures on
// screen hold their odds_change and bet_stop topics (useFixtureFeeds).
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import type { Fixture } from '../api/sports.ts';
import { seedLiveOddsMany, type SeedMatch } from '../live/live-odds-store.ts';
import type { FeedType } from '../live/topics.ts';
import { useFixtureFeeds } from '../live/use-live-topics.ts';
import type { FixtureListRow } from './fixture-list-rows.ts';
import { FixtureRow, GROUP_ROW_HEIGHT, useFixtureRowHeight } from './fixture-row.tsx';
import { GroupHeader } from './fixture-group-header.tsx';
import './fixture-row.css';

/**
 * Something drawn under each fixture row (a live row's match centre toggle): its closed height, which
 * every row gets, and the node. A row whose details open grows, and the list measures it.
 */
export interface RowDetails {
  height: number;
  render: (fixture: Fixture) => ReactNode;
}

/** What a screen may ask of its list: links that jump to a row. */
export interface FixtureListHandle {
  /**
   * Scrolls the window until the row with `key` is at the top (below `jumpClearance`), rows off
   * screen too: placed by the rows' measured heights and corrected while rows above it are measured.
   */
  scrollToRow(key: string): void;
}

export function FixtureList({
  rows,
  feed,
  label,
  rowDetails,
  jumpClearance = 0,
  ref,
}: {
  rows: readonly FixtureListRow[];
  feed: FeedType;
  label: string;
  rowDetails?: RowDetails;
  /** Room left above a row jumped to (what the page keeps over the list, such as a sticky header). */
  jumpClearance?: number;
  ref?: Ref<FixtureListHandle>;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // The list's distance from the top of the document, so window scroll maps onto its rows.
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setOffset(top + window.scrollY);
  }, []);

  const fixtureHeight = useFixtureRowHeight() + (rowDetails?.height ?? 0);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i]?.kind === 'group' ? GROUP_ROW_HEIGHT : fixtureHeight),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 6,
    scrollMargin: offset,
    // Rows that scroll into view render in their own task, not inside the scroll event: with six
    // rows of overscan they are drawn before they are seen, and the scroll handler stays short.
    useFlushSync: false,
  });
  // Rows change height when the window crosses the phone width (a phone turned on its side).
  useEffect(() => virtualizer.measure(), [fixtureHeight, virtualizer]);
  // By the rows' measured sizes (opened match centres included), not an assumed row height.
  useImperativeHandle(
    ref,
    () => ({
      scrollToRow(key) {
        const index = rows.findIndex((row) => row.key === key);
        const list = listRef.current;
        if (index < 0 || !list) return;
        // From where the list is now (what is above it may have grown since it mounted), then once
        // more after the rows around the target have rendered and been measured.
        const place = () => {
          const start = virtualizer.measurementsCache[index]?.start;
          if (start === undefined) return;
          const listTop = list.getBoundingClientRect().top + window.scrollY;
          const rowTop = listTop + start - virtualizer.options.scrollMargin;
          window.scrollTo({ top: Math.max(0, rowTop - jumpClearance) });
        };
        place();
        requestAnimationFrame(() => requestAnimationFrame(place));
      },
    }),
    [rows, virtualizer, jumpClearance],
  );
  const items = virtualizer.getVirtualItems();
  const visibleIds: number[] = [];
  for (const item of items) {
    const row = rows[item.index];
    if (row?.kind === 'fixture') visibleIds.push(row.fixture.matchId);
  }
  useFixtureFeeds(feed, visibleIds);
  // The list's prices become the feed's "before", so the first change on the wire flashes its way.
  // All rows that came into view go in one store update (rows already known are left as they are).
  const visibleKey = visibleIds.join(',');
  useEffect(() => {
    const seeds: SeedMatch[] = [];
    for (const item of virtualizer.getVirtualItems()) {
      const row = rows[item.index];
      if (row?.kind === 'fixture') seeds.push(row.fixture);
    }
    seedLiveOddsMany(seeds);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-seed when the visible set or data changes
  }, [visibleKey, rows]);

  return (
    <div
      ref={listRef}
      className="fixture-list"
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            role="listitem"
            // With details a row may grow (opened), so rows are measured rather than given a height.
            ref={rowDetails ? virtualizer.measureElement : undefined}
            data-index={item.index}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: rowDetails ? undefined : item.size,
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {row.kind === 'group' ? (
              <GroupHeader row={row} />
            ) : (
              <FixtureRow
                fixture={row.fixture}
                market={row.market}
                note={row.note}
                type={feed === 'live' ? 'live' : 'prematch'}
                details={rowDetails?.render(row.fixture)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
