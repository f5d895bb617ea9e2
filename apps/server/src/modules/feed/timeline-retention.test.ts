// The match timelines' retention: a match closed or cancelled before the cut-off loses its timeline,
// in batches; a match still in play, or closed since, keeps every entry.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedBroker } from '../../broker/embedded-broker.ts';
import { startSimulatedFeed, type SimulatedFeed } from '../../test/feed.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { OddsCache } from '../market-data/odds-cache.ts';
import { pruneTimelines } from './timeline-retention.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('match timeline retention', () => {
  let database: TestDatabase;
  let feed: SimulatedFeed;

  beforeAll(async () => {
    database = await createTestDatabase();
    const broker = await createEmbeddedBroker();
    feed = await startSimulatedFeed({ db: database.db, broker, cache: new OddsCache(), sports: ['soccer'] });
    await feed.advance(40 * MINUTE);
    await feed.ingestion.flush();
    await feed.stop();
    await broker.close();
  });
  afterAll(async () => {
    await database.dispose();
  });

  const entriesBy = async () => {
    const rows = await database.db
      .selectFrom('match_timeline')
      .select(['fixture_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('fixture_id')
      .execute();
    return new Map(rows.map((r) => [r.fixture_id, Number(r.n)]));
  };

  it('deletes the timelines of matches finished before the cut-off, and only those', async () => {
    const before = await entriesBy();
    const matches = [...before.keys()].sort((a, b) => a - b);
    expect(matches.length).toBeGreaterThanOrEqual(3);
    const [oldClosed, oldCancelled, recentClosed] = matches as [number, number, number];
    const now = Date.now();
    const at = (ms: number) => new Date(ms).toISOString();
    // The simulator plays in its own time; every match is made current, then three are finished.
    await sql`update fixtures set status = 'live', status_at = ${at(now)}::timestamptz`.execute(database.db);
    await sql`update fixtures set status = 'closed', status_at = ${at(now - 40 * DAY)}::timestamptz
      where id = ${oldClosed}`.execute(database.db);
    await sql`update fixtures set status = 'cancelled', status_at = ${at(now - 31 * DAY)}::timestamptz
      where id = ${oldCancelled}`.execute(database.db);
    await sql`update fixtures set status = 'closed', status_at = ${at(now - 2 * DAY)}::timestamptz
      where id = ${recentClosed}`.execute(database.db);

    // A small batch, so the backlog takes several statements.
    const deleted = await pruneTimelines(database.db, new Date(now - 30 * DAY), 3);

    const after = await entriesBy();
    expect(deleted).toBe((before.get(oldClosed) ?? 0) + (before.get(oldCancelled) ?? 0));
    expect(deleted).toBeGreaterThan(3);
    expect(after.has(oldClosed)).toBe(false);
    expect(after.has(oldCancelled)).toBe(false);
    for (const id of matches.slice(2)) expect(after.get(id), `match ${id}`).toBe(before.get(id));
    // Nothing left to do: a second run deletes nothing.
    expect(await pruneTimelines(database.db, new Date(now - 30 * DAY), 3)).toBe(0);
  });
});
