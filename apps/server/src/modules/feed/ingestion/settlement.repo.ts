// SQL of the settlement store: current settlements and cancellations of market lines, inserting new
// ones, rolling them back, and marking them handled by the bets module.
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { MarketRef, ProducerId } from '../messages.ts';
import type { OutcomeResult } from './settlement-sink.ts';

/** One line of one fixture. */
export interface LineRef {
  fixtureId: number;
  marketId: number;
  specifier: string;
}

export interface CurrentSettlement extends LineRef {
  id: number;
  certainty: 1 | 2;
  outcomes: OutcomeResult[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const refColumns = (refs: readonly MarketRef[]) =>
  [refs.map((r) => r.id), refs.map((r) => r.specifier)] as const;

/** The key of a line's settlement of one certainty: `fixture/market/specifier/certainty`. */
export function settlementKey(line: LineRef, certainty: number): string {
  return `${line.fixtureId}/${line.marketId}/${line.specifier}/${certainty}`;
}

/** The settlements in force (not rolled back) of these lines, with their results. */
export async function currentSettlements(
  db: Executor,
  lines: readonly LineRef[],
): Promise<CurrentSettlement[]> {
  if (lines.length === 0) return [];
  const { rows } = await sql<{
    id: number;
    fixture_id: number;
    market_id: number;
    specifier: string;
    certainty: number;
    outcome_id: string;
    result: number;
    void_factor: number;
    dead_heat_factor: number;
  }>`select s.id, s.fixture_id, s.market_id, s.specifier, s.certainty, r.outcome_id, r.result, r.void_factor,
      r.dead_heat_factor
    from market_settlements s
    join (select distinct * from unnest(${lines.map((l) => l.fixtureId)}::int[], ${lines.map((l) => l.marketId)}::int[],
      ${lines.map((l) => l.specifier)}::text[])) as ref(fixture_id, market_id, specifier)
      on ref.fixture_id = s.fixture_id and ref.market_id = s.market_id and ref.specifier = s.specifier
    join outcome_results r on r.settlement_id = s.id
    where s.rolled_back_at is null
    order by s.id, r.outcome_id`.execute(db);
  const byId = new Map<number, CurrentSettlement>();
  for (const row of rows) {
    const id = Number(row.id);
    let s = byId.get(id);
    if (!s) {
      s = {
        id,
        fixtureId: row.fixture_id,
        marketId: row.market_id,
        specifier: row.specifier,
        certainty: row.certainty === 2 ? 2 : 1,
        outcomes: [],
      };
      byId.set(id, s);
    }
    s.outcomes.push({
      outcomeId: row.outcome_id,
      result: row.result === 1 ? 1 : 0,
      voidFactor: Number(row.void_factor),
      deadHeatFactor: Number(row.dead_heat_factor),
    });
  }
  return [...byId.values()];
}

export interface NewSettlement extends LineRef {
  producer: ProducerId;
  certainty: 1 | 2;
  timestamp: number;
  outcomes: OutcomeResult[];
}

/**
 * Inserts settlements (of any fixtures) with their outcome results, leaving out lines that already
 * have one of the same certainty in force; answers the new ids by settlementKey.
 */
export async function insertSettlements(
  db: Executor,
  settlements: readonly NewSettlement[],
): Promise<Map<string, number>> {
  if (settlements.length === 0) return new Map();
  const col = <T>(pick: (s: NewSettlement) => T) => settlements.map(pick);
  const { rows } = await sql<{
    id: number;
    fixture_id: number;
    market_id: number;
    specifier: string;
    certainty: number;
  }>`
    insert into market_settlements (fixture_id, market_id, specifier, producer, certainty, message_at)
    select * from unnest(${col((s) => s.fixtureId)}::int[], ${col((s) => s.marketId)}::int[],
      ${col((s) => s.specifier)}::text[], ${col((s) => s.producer)}::smallint[], ${col((s) => s.certainty)}::smallint[],
      ${col((s) => iso(s.timestamp))}::timestamptz[])
    on conflict (fixture_id, market_id, specifier, certainty) where rolled_back_at is null do nothing
    returning id, fixture_id, market_id, specifier, certainty`.execute(db);
  const ids = new Map(
    rows.map((r) => [
      settlementKey({ fixtureId: r.fixture_id, marketId: r.market_id, specifier: r.specifier }, r.certainty),
      Number(r.id),
    ]),
  );
  const results = settlements.flatMap((s) => {
    const id = ids.get(settlementKey(s, s.certainty));
    return id === undefined ? [] : s.outcomes.map((o) => ({ id, ...o }));
  });
  if (results.length > 0) {
    await sql`insert into outcome_results (settlement_id, outcome_id, result, void_factor, dead_heat_factor)
      select * from unnest(${results.map((r) => r.id)}::bigint[], ${results.map((r) => r.outcomeId)}::text[],
        ${results.map((r) => r.result)}::smallint[], ${results.map((r) => r.voidFactor)}::numeric[],
        ${results.map((r) => r.deadHeatFactor)}::numeric[])`.execute(db);
  }
  return ids;
}

export async function rollBackSettlements(
  db: Executor,
  ids: readonly number[],
  reason: 'rollback' | 'replaced',
  timestamp: number,
): Promise<void> {
  if (ids.length === 0) return;
  await sql`update market_settlements set rolled_back_at = ${iso(timestamp)}::timestamptz, rollback_reason = ${reason}
    where id = any(${ids}::bigint[]) and rolled_back_at is null`.execute(db);
}

export interface CancellationHead {
  fixtureId: number;
  producer: ProducerId;
  timestamp: number;
  startTime: number | null;
  endTime: number | null;
}

/** Inserts cancellations not already in force; answers the new ones. */
export async function insertCancellations(
  db: Executor,
  head: CancellationHead,
  refs: readonly MarketRef[],
): Promise<{ id: number; marketId: number; specifier: string }[]> {
  const [ids, specifiers] = refColumns(refs);
  const start = head.startTime === null ? null : iso(head.startTime);
  const end = head.endTime === null ? null : iso(head.endTime);
  const { rows } = await sql<{ id: number; market_id: number; specifier: string }>`
    insert into cancellations (fixture_id, market_id, specifier, producer, start_time, end_time, message_at)
    select ${head.fixtureId}, m.market_id, m.specifier, ${head.producer}, ${start}::timestamptz, ${end}::timestamptz,
      ${iso(head.timestamp)}::timestamptz
    from unnest(${ids}::int[], ${specifiers}::text[]) as m(market_id, specifier)
    on conflict (fixture_id, market_id, specifier, coalesce(start_time, '-infinity'), coalesce(end_time, 'infinity'))
      where rolled_back_at is null do nothing
    returning id, market_id, specifier`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), marketId: r.market_id, specifier: r.specifier }));
}

/** Rolls back the cancellations in force of these lines with the same window; answers those rolled back. */
export async function rollBackCancellations(
  db: Executor,
  head: CancellationHead,
  refs: readonly MarketRef[],
): Promise<{ id: number; marketId: number; specifier: string }[]> {
  const [ids, specifiers] = refColumns(refs);
  const start = head.startTime === null ? null : iso(head.startTime);
  const end = head.endTime === null ? null : iso(head.endTime);
  const { rows } = await sql<{ id: number; market_id: number; specifier: string }>`
    update cancellations c set rolled_back_at = ${iso(head.timestamp)}::timestamptz
    from unnest(${ids}::int[], ${specifiers}::text[]) as m(market_id, specifier)
    where c.fixture_id = ${head.fixtureId} and c.market_id = m.market_id and c.specifier = m.specifier
      and c.rolled_back_at is null
      and c.start_time is not distinct from ${start}::timestamptz and c.end_time is not distinct from ${end}::timestamptz
    returning c.id, c.market_id, c.specifier`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), marketId: r.market_id, specifier: r.specifier }));
}

/** Notes that the bets module has taken these rows. */
export async function markHandled(
  db: Executor,
  table: 'market_settlements' | 'cancellations',
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable(table)
    .set({ handled_at: new Date() })
    .where('id', 'in', [...ids])
    .execute();
}
