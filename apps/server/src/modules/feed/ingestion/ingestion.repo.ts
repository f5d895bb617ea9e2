// SQL of the odds write-behind: one multi-row upsert per table (rows passed as arrays and unnested,
// so a batch of any size is one statement with a handful of parameters), in one transaction.
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { ProducerId } from '../messages.ts';
import type { CachedFixture } from '../../market-data/odds-cache.ts';
import { writeTimeline, type TimelineRow } from './timeline.repo.ts';

export interface ProducerRow {
  producer: ProducerId;
  lastAliveAt: number | null;
  lastAppliedAt: number | null;
  down: boolean;
  downSince: number | null;
}

/** A line's row as it was when the batch was taken. */
export interface MarketRow {
  fixtureId: number;
  marketId: number;
  specifier: string;
  status: number;
  producer: number;
  ts: number;
}

/** An outcome whose price or flag changed since it was last written. */
export interface OutcomeRow {
  fixtureId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  odds: number;
  active: boolean;
  position: number;
}

export interface WriteBatch {
  /** Fixtures whose names, tournament or competitors may have changed (their catalogue rows are written too). */
  catalogue: readonly CachedFixture[];
  fixtures: readonly CachedFixture[];
  markets: readonly MarketRow[];
  outcomes: readonly OutcomeRow[];
  producers: readonly ProducerRow[];
  /** New timeline entries. */
  timeline?: readonly TimelineRow[];
}

const iso = (ms: number) => new Date(ms).toISOString();

function uniqueBy<T>(rows: readonly T[], key: (row: T) => number): T[] {
  return [...new Map(rows.map((r) => [key(r), r])).values()];
}

async function writeCatalogue(db: Executor, fixtures: readonly CachedFixture[]): Promise<void> {
  if (fixtures.length === 0) return;
  const sports = uniqueBy(
    fixtures.map((f) => f.sport),
    (s) => s.id,
  );
  await sql`insert into sports (id, name)
    select * from unnest(${sports.map((s) => s.id)}::int[], ${sports.map((s) => s.name)}::text[])
    on conflict (id) do update set name = excluded.name where sports.name is distinct from excluded.name`.execute(
    db,
  );
  const categories = uniqueBy(fixtures, (f) => f.category.id);
  await sql`insert into categories (id, sport_id, name, country_code)
    select * from unnest(${categories.map((f) => f.category.id)}::int[], ${categories.map((f) => f.sport.id)}::int[],
      ${categories.map((f) => f.category.name)}::text[], ${categories.map((f) => f.category.countryCode)}::text[])
    on conflict (id) do update set sport_id = excluded.sport_id, name = excluded.name, country_code = excluded.country_code
    where (categories.sport_id, categories.name, categories.country_code)
      is distinct from (excluded.sport_id, excluded.name, excluded.country_code)`.execute(db);
  const tournaments = uniqueBy(fixtures, (f) => f.tournament.id);
  await sql`insert into tournaments (id, category_id, sport_id, name)
    select * from unnest(${tournaments.map((f) => f.tournament.id)}::int[], ${tournaments.map((f) => f.category.id)}::int[],
      ${tournaments.map((f) => f.sport.id)}::int[], ${tournaments.map((f) => f.tournament.name)}::text[])
    on conflict (id) do update set category_id = excluded.category_id, sport_id = excluded.sport_id, name = excluded.name
    where (tournaments.category_id, tournaments.sport_id, tournaments.name)
      is distinct from (excluded.category_id, excluded.sport_id, excluded.name)`.execute(db);
  const competitors = uniqueBy(
    fixtures.flatMap((f) => [f.home, f.away]),
    (c) => c.id,
  );
  await sql`insert into competitors (id, name, abbreviation)
    select * from unnest(${competitors.map((c) => c.id)}::int[], ${competitors.map((c) => c.name)}::text[],
      ${competitors.map((c) => c.abbreviation)}::text[])
    on conflict (id) do update set name = excluded.name, abbreviation = excluded.abbreviation
    where (competitors.name, competitors.abbreviation) is distinct from (excluded.name, excluded.abbreviation)`.execute(
    db,
  );
}

async function writeFixtures(db: Executor, fixtures: readonly CachedFixture[]): Promise<void> {
  if (fixtures.length === 0) return;
  const col = <T>(pick: (f: CachedFixture) => T) => fixtures.map(pick);
  await sql`insert into fixtures (id, sport_id, category_id, tournament_id, home_competitor_id, away_competitor_id,
      start_time, status, live, producer, home_score, away_score, period_name, match_time, event_status,
      last_message_at, status_at, updated_at)
    select id, sport_id, category_id, tournament_id, home_id, away_id, start_time, status, status = 'live',
      case when status = 'live' then 1 else 3 end, home_score, away_score, period_name, match_time,
      event_status::jsonb, last_message_at, status_at, now()
    from unnest(${col((f) => f.id)}::int[], ${col((f) => f.sport.id)}::int[], ${col((f) => f.category.id)}::int[],
      ${col((f) => f.tournament.id)}::int[], ${col((f) => f.home.id)}::int[], ${col((f) => f.away.id)}::int[],
      ${col((f) => iso(f.startTime))}::timestamptz[], ${col((f) => f.status)}::text[],
      ${col((f) => f.eventStatus?.home_score ?? null)}::int[], ${col((f) => f.eventStatus?.away_score ?? null)}::int[],
      ${col((f) => f.eventStatus?.period_name ?? null)}::text[], ${col((f) => f.eventStatus?.match_time ?? null)}::int[],
      ${col((f) => (f.eventStatus ? JSON.stringify(f.eventStatus) : null))}::text[],
      ${col((f) => iso(f.lastMessageAt))}::timestamptz[], ${col((f) => iso(f.statusTs))}::timestamptz[])
      as r(id, sport_id, category_id, tournament_id, home_id, away_id, start_time, status, home_score, away_score,
        period_name, match_time, event_status, last_message_at, status_at)
    on conflict (id) do update set sport_id = excluded.sport_id, category_id = excluded.category_id,
      tournament_id = excluded.tournament_id, home_competitor_id = excluded.home_competitor_id,
      away_competitor_id = excluded.away_competitor_id, start_time = excluded.start_time, status = excluded.status,
      live = excluded.live, producer = excluded.producer, home_score = excluded.home_score,
      away_score = excluded.away_score, period_name = excluded.period_name, match_time = excluded.match_time,
      event_status = excluded.event_status, last_message_at = excluded.last_message_at,
      status_at = excluded.status_at, updated_at = excluded.updated_at`.execute(db);
}

async function writeMarkets(db: Executor, markets: readonly MarketRow[]): Promise<void> {
  if (markets.length === 0) return;
  const col = <T>(pick: (m: MarketRow) => T) => markets.map(pick);
  await sql`insert into markets (fixture_id, market_id, specifier, status, producer, message_at, updated_at)
    select *, now() from unnest(${col((m) => m.fixtureId)}::int[], ${col((m) => m.marketId)}::int[],
      ${col((m) => m.specifier)}::text[], ${col((m) => m.status)}::smallint[], ${col((m) => m.producer)}::smallint[],
      ${col((m) => iso(m.ts))}::timestamptz[])
    on conflict (fixture_id, market_id, specifier) do update set status = excluded.status,
      producer = excluded.producer, message_at = excluded.message_at, updated_at = excluded.updated_at`.execute(
    db,
  );
}

async function writeOutcomes(db: Executor, outcomes: readonly OutcomeRow[]): Promise<void> {
  if (outcomes.length === 0) return;
  const col = <T>(pick: (o: OutcomeRow) => T) => outcomes.map(pick);
  await sql`insert into outcomes (fixture_id, market_id, specifier, outcome_id, odds, active, position)
    select * from unnest(${col((o) => o.fixtureId)}::int[], ${col((o) => o.marketId)}::int[],
      ${col((o) => o.specifier)}::text[], ${col((o) => o.outcomeId)}::text[], ${col((o) => o.odds)}::numeric[],
      ${col((o) => o.active)}::bool[], ${col((o) => o.position)}::smallint[])
    on conflict (fixture_id, market_id, specifier, outcome_id) do update set odds = excluded.odds,
      active = excluded.active`.execute(db);
}

async function writeProducers(db: Executor, producers: readonly ProducerRow[]): Promise<void> {
  if (producers.length === 0) return;
  const col = <T>(pick: (p: ProducerRow) => T) => producers.map(pick);
  const time = (ms: number | null) => (ms === null ? null : iso(ms));
  await sql`insert into producer_state (producer, last_alive_at, last_applied_at, down, down_since, updated_at)
    select *, now() from unnest(${col((p) => p.producer)}::smallint[], ${col((p) => time(p.lastAliveAt))}::timestamptz[],
      ${col((p) => time(p.lastAppliedAt))}::timestamptz[], ${col((p) => p.down)}::bool[],
      ${col((p) => time(p.downSince))}::timestamptz[])
    on conflict (producer) do update set last_alive_at = excluded.last_alive_at,
      last_applied_at = excluded.last_applied_at, down = excluded.down, down_since = excluded.down_since,
      updated_at = excluded.updated_at`.execute(db);
}

/** Each producer's row as the last write left it (a restart resumes from it). */
export async function readProducers(db: Executor): Promise<ProducerRow[]> {
  const rows = await db
    .selectFrom('producer_state')
    .select(['producer', 'last_alive_at', 'last_applied_at', 'down', 'down_since'])
    .execute();
  const time = (d: Date | null) => d?.getTime() ?? null;
  return rows.map((r) => ({
    producer: r.producer as ProducerId,
    lastAliveAt: time(r.last_alive_at),
    lastAppliedAt: time(r.last_applied_at),
    down: r.down,
    downSince: time(r.down_since),
  }));
}

/**
 * Rows per statement for an embedded database: a few milliseconds of work. PGlite runs on this
 * thread, so between statements the event loop turns and publishes and requests are not held up.
 */
export const EMBEDDED_CHUNK_ROWS = 100;
/** A database server works in its own process: fewer, larger statements are cheaper. */
export const SERVER_CHUNK_ROWS = 5_000;

async function inChunks<T>(
  rows: readonly T[],
  size: number,
  write: (chunk: readonly T[]) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    await write(rows.slice(i, i + size));
  }
}

/**
 * Writes one batch atomically: catalogue first, then fixtures, markets, outcomes and timelines, then
 * producers.
 */
export async function writeBatch(
  db: Executor,
  batch: WriteBatch,
  chunkRows = EMBEDDED_CHUNK_ROWS,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await writeCatalogue(trx, batch.catalogue);
    await inChunks(batch.fixtures, chunkRows, (rows) => writeFixtures(trx, rows));
    await inChunks(batch.markets, chunkRows, (rows) => writeMarkets(trx, rows));
    await inChunks(batch.outcomes, chunkRows, (rows) => writeOutcomes(trx, rows));
    await inChunks(batch.timeline ?? [], chunkRows, (rows) => writeTimeline(trx, rows));
    await writeProducers(trx, batch.producers);
  });
}
