// What the apply steps work on: the odds cache, the write-behind, the publisher and the timelines;
// and what an apply step reports, for the ingestion counters.
import type { OddsCache } from '../../market-data/odds-cache.ts';
import type { WriteBehind } from './flush.ts';
import type { FeedPublisher } from './publisher.ts';
import type { MatchTimelines } from './timelines.ts';

export interface ApplyContext {
  cache: OddsCache;
  writes: WriteBehind;
  publisher: FeedPublisher;
  /** Fixtures that left the cache (closed, cancelled) and the feed time they did, so late messages stay out. */
  finished: Map<number, number>;
  /** The timeline entries each match has had. */
  timelines: MatchTimelines;
}

/** applied: something changed; duplicate: nothing new; stale: older than what was applied; unknown_fixture: no fixture_change seen. */
export type ApplyResult = 'applied' | 'duplicate' | 'stale' | 'unknown_fixture';
