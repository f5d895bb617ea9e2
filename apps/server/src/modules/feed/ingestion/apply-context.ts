// What the apply steps work on: the odds cache, the write-behind and the publisher; and what an
// apply step reports, for the ingestion counters.
import type { OddsCache } from '../../sports/odds-cache.ts';
import type { WriteBehind } from './flush.ts';
import type { FeedPublisher } from './publisher.ts';

export interface ApplyContext {
  cache: OddsCache;
  writes: WriteBehind;
  publisher: FeedPublisher;
  /** Fixtures that left the cache (closed, cancelled) and the feed time they did, so late messages stay out. */
  finished: Map<number, number>;
}

/** applied: something changed; duplicate: nothing new; stale: older than what was applied; unknown_fixture: no fixture_change seen. */
export type ApplyResult = 'applied' | 'duplicate' | 'stale' | 'unknown_fixture';
