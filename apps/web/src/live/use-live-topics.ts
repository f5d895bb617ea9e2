// Holding live feed topics from components: a topic is subscribed while at least one mounted
// component holds it, and released at the broker when the last one unmounts.
import { useEffect, useMemo, useRef } from 'react';
import { liveClient } from './app-live-client.ts';
import type { LiveClient } from './live-client.ts';
import { matchTopics, type FeedType } from './topics.ts';

/**
 * Holds `topics` while the component is mounted. A change of topics takes the new ones and lets go
 * of the old ones only, so a scrolling list touches the rows that came and went, not every row.
 */
export function useLiveTopics(topics: readonly string[], client: LiveClient = liveClient): void {
  // Keyed by content, so a new array with the same topics does nothing.
  const key = [...new Set(topics)].sort().join('\n');
  const held = useRef<{ client: LiveClient; releases: Map<string, () => void> } | null>(null);

  useEffect(() => {
    if (held.current && held.current.client !== client) {
      for (const release of held.current.releases.values()) release();
      held.current = null;
    }
    const releases = held.current?.releases ?? new Map<string, () => void>();
    held.current = { client, releases };
    const wanted = new Set(key === '' ? [] : key.split('\n'));
    for (const [topic, release] of releases) {
      if (wanted.has(topic)) continue;
      release();
      releases.delete(topic);
    }
    for (const topic of wanted) if (!releases.has(topic)) releases.set(topic, client.subscribe(topic));
  }, [key, client]);

  // Everything goes when the component does (React's StrictMode runs this and the effect above again).
  useEffect(
    () => () => {
      for (const release of held.current?.releases.values() ?? []) release();
      held.current = null;
    },
    [],
  );
}

/**
 * Holds the odds_change and bet_stop topics of the fixtures on screen. Call it with the visible rows
 * of a virtualised list, not the whole list.
 */
export function useFixtureFeeds(
  feed: FeedType,
  matchIds: readonly (number | string)[],
  client: LiveClient = liveClient,
): void {
  const ids = matchIds.join(',');
  const topics = useMemo(
    () => (ids === '' ? [] : ids.split(',').flatMap((id) => matchTopics(feed, id))),
    [feed, ids],
  );
  useLiveTopics(topics, client);
}
