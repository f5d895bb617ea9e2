// How long a match's timeline is kept. Entries pile up with every match the feed plays (a soccer
// match writes a hundred or more), while after settlement only disputes look back at them: a match
// closed or cancelled more than MATCH_TIMELINE_RETENTION_DAYS ago loses its timeline. Its score,
// statistics and the bets on it stay (fixtures, bets); the centre then shows no events.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { repeatWhileUp } from '../system/repeat-while-up.ts';

/** Rows deleted per statement, so a large backlog never holds a long lock on the table. */
const BATCH = 5_000;
const EVERY_MS = 60 * 60_000;

/** Deletes the timelines of matches finished before `before`, a batch at a time; returns the rows. */
export async function pruneTimelines(db: Db, before: Date, batch = BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await sql`delete from match_timeline
      where (fixture_id, entry_id) in (
        select t.fixture_id, t.entry_id from match_timeline t join fixtures f on f.id = t.fixture_id
        where f.status in ('closed', 'cancelled') and f.status_at < ${before.toISOString()}::timestamptz
        limit ${batch}
      )`.execute(db);
    const deleted = Number(result.numAffectedRows ?? 0);
    total += deleted;
    if (deleted < batch) return total;
  }
}

export function scheduleTimelineRetention(
  app: FastifyInstance,
  db: Db,
  days: number,
  now: () => Date = () => new Date(),
): void {
  repeatWhileUp(app, {
    what: 'match timeline retention',
    intervalMs: EVERY_MS,
    run: async () => {
      const deleted = await pruneTimelines(db, new Date(now().getTime() - days * 86_400_000));
      if (deleted > 0) app.log.info({ deleted, days }, 'old match timelines deleted');
    },
  });
}
