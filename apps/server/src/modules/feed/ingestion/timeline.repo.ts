// SQL of the match timelines: the write-behind's insert (an entry is written once; a replayed one is
// left as it is) and, at a feed process's start, the last entry each open match has.
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { TimelineEntry } from '../messages.ts';

export interface TimelineRow {
  fixtureId: number;
  entry: TimelineEntry;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function writeTimeline(db: Executor, rows: readonly TimelineRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(pick: (r: TimelineRow) => T) => rows.map(pick);
  await sql`insert into match_timeline (fixture_id, entry_id, type, happened_at, entry)
    select fixture_id, entry_id, type, happened_at, entry::jsonb
    from unnest(${col((r) => r.fixtureId)}::int[], ${col((r) => r.entry.id)}::int[],
      ${col((r) => r.entry.type)}::text[], ${col((r) => iso(r.entry.time))}::timestamptz[],
      ${col((r) => JSON.stringify(r.entry))}::text[])
      as r(fixture_id, entry_id, type, happened_at, entry)
    on conflict (fixture_id, entry_id) do nothing`.execute(db);
}

/** The highest entry id of each match still in play or to be settled. */
export async function lastTimelineIds(db: Executor): Promise<{ fixture_id: number; last: number }[]> {
  return db
    .selectFrom('match_timeline as t')
    .innerJoin('fixtures as f', 'f.id', 't.fixture_id')
    .where('f.status', 'in', ['not_started', 'live', 'ended'])
    .select(['t.fixture_id', (eb) => eb.fn.max('t.entry_id').as('last')])
    .groupBy('t.fixture_id')
    .execute();
}
