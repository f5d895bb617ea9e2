// Which timeline entries each match has had, so that an entry a source sends again (its recovery
// replays a live match's whole timeline) is taken once. Entries are numbered in order per match: the
// highest id seen is enough. A feed process starts from what the database holds.
import type { Db } from '../../../db/database.ts';
import { lastTimelineIds } from './timeline.repo.ts';

export class MatchTimelines {
  private readonly last = new Map<number, number>();

  /** Whether entry `id` of the match is new; notes it if so. */
  accept(fixtureId: number, id: number): boolean {
    if (id <= (this.last.get(fixtureId) ?? 0)) return false;
    this.last.set(fixtureId, id);
    return true;
  }

  /** A match that left the feed: nothing more comes for it. */
  forget(fixtureId: number): void {
    this.last.delete(fixtureId);
  }

  /** Reads the last entry of every open match from the database. */
  async load(db: Db): Promise<void> {
    for (const row of await lastTimelineIds(db)) {
      if (row.last > (this.last.get(row.fixture_id) ?? 0)) this.last.set(row.fixture_id, row.last);
    }
  }
}
