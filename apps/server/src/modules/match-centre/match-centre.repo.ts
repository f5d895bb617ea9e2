// SQL of the match centre: a match's fixture row (its status and the feed's last sport_event_status)
// with its whole timeline, read in one statement so that both come from the same write of the feed.
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { FixtureStatusColumn } from '../../db/schema.ts';

export interface CentreRow {
  id: number;
  sport_id: number;
  status: FixtureStatusColumn;
  status_at: Date;
  event_status: unknown;
  /** The timeline's entries as the feed sent them, in order. */
  timeline: unknown[];
}

export async function findCentre(db: Executor, fixtureId: number): Promise<CentreRow | undefined> {
  return db
    .selectFrom('fixtures as f')
    .select([
      'f.id',
      'f.sport_id',
      'f.status',
      'f.status_at',
      'f.event_status',
      sql<unknown[]>`coalesce((select json_agg(t.entry order by t.entry_id) from match_timeline t
        where t.fixture_id = f.id), '[]'::json)`.as('timeline'),
    ])
    .where('f.id', '=', fixtureId)
    .executeTakeFirst();
}
