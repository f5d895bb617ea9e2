// Reconciles the cache with a source's recovery snapshot. A source starts with fixture_change
// (change_type 'recovery') of every fixture it still carries; once the stream moves past the
// snapshot's time, a fixture the cache holds (from the database, after a restart) that the snapshot
// left out is no longer in the feed, and is closed so it stops being offered.
import type { FeedMessage } from '../messages.ts';
import type { CachedFixture, OddsCache } from '../../market-data/odds-cache.ts';

export class RecoveryTracker {
  private at: number | null = null;
  private seen = new Set<number>();

  /** Notes a message; answers the fixtures to close when it is the first one after a snapshot. */
  observe(message: FeedMessage, cache: OddsCache): CachedFixture[] {
    if (message.type === 'fixture_change' && message.change_type === 'recovery') {
      if (this.at !== message.timestamp) {
        this.at = message.timestamp;
        this.seen = new Set();
      }
      this.seen.add(message.event_id);
      return [];
    }
    if (this.at === null || message.timestamp <= this.at) return [];
    const at = this.at;
    const gone = [...cache.fixtures()].filter((f) => !this.seen.has(f.id) && f.lastMessageAt < at);
    this.at = null;
    this.seen = new Set();
    return gone;
  }
}
