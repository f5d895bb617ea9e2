// Holding live feed topics from components: a topic is subscribed while at least one mounted
// component holds it, and released at the broker when the last one unmounts.
import { useEffect, useMemo } from 'react';
import { liveClient } from './app-live-client.ts';
import type { LiveClient } from './live-client.ts';
import { matchTopics, type FeedType } from './topics.ts';

/** Holds `topics` while the component is mounted. */
export function useLiveTopics(topics: readonly string[], client: LiveClient = liveClient): void {
  // Keyed by content, so a new array with the same topics does not resubscribe.
  const key = [...new Set(topics)].sort().join('\n');
  useEffect(() => {
    if (key === '') return;
    const releases = key.split('\n').map((topic) => client.subscribe(topic));
    return () => releases.forEach((release) => release());
  }, [key, client]);
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
