// SQL of the bets module: bets with their selections and lines, leg results from the feed, booked
// slips and player debts. No rules here; the services decide.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor, Transaction } from '../../db/executor.ts';
import type { BetLinesTable, BetSelectionsTable, BetStatus, BetsTable } from '../../db/schema.ts';

export type BetRow = Selectable<BetsTable>;
export type BetSelectionRow = Selectable<BetSelectionsTable>;
export type BetLineRow = Selectable<BetLinesTable>;

export interface StoredBet {
  /** Null when the booking code was taken (draw another and call again). */
  betId: number | null;
  /** What the player's earlier bets since `since` can win together (the daily payout limit). */
  priorPotential: number;
  /** The player's open bets, this one included when it was stored. */
  openBets: number;
}

/**
 * Stores a placed bet in one statement: its slip under the booking code, the bet, its selections and
 * its lines; and answers what the daily payout rule and the open-bet count need. One round trip
 * instead of six matters at peak load. The caller holds the player's account lock, so the figures
 * read here cannot move before commit.
 */
export async function storeBet(
  trx: Transaction,
  placed: {
    bet: Omit<Insertable<BetsTable>, 'booking_code'>;
    code: string;
    slip: unknown;
    since: Date;
    /** `display` is the selection as the player saw it (stored as JSON). */
    selections: (Omit<Insertable<BetSelectionsTable>, 'bet_id' | 'display'> & { display: unknown })[];
    lines: Omit<Insertable<BetLinesTable>, 'bet_id'>[];
  },
): Promise<StoredBet> {
  const { bet, code } = placed;
  const { rows } = await sql<{ bet_id: number | null; prior: number; open_before: number }>`
    with prior as (
      select coalesce(sum(possible_win), 0)::bigint as total from bets
      where user_id = ${bet.user_id} and placed_at >= ${placed.since} and status <> 'void'
    ),
    slip as (
      insert into booked_slips (code, user_id, slip, created_at)
      values (${code}, ${bet.user_id}, ${JSON.stringify(placed.slip)}::jsonb, ${bet.placed_at})
      on conflict (code) do nothing
      returning code
    ),
    bet as (
      insert into bets (user_id, booking_code, bet_type, stake_source, stake, possible_win, max_bonus,
                        total_odds, config, live, placed_at, placed_feed_at)
      select ${bet.user_id}::bigint, slip.code, ${bet.bet_type}::text, ${bet.stake_source}::text,
             ${bet.stake}::bigint, ${bet.possible_win}::bigint, ${bet.max_bonus ?? null}::bigint,
             ${bet.total_odds}::numeric, ${bet.config}::jsonb, ${bet.live ?? false}::boolean,
             ${bet.placed_at}::timestamptz, ${bet.placed_feed_at ?? 0}::bigint
      from slip
      returning id
    ),
    legs as (
      insert into bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds,
                                  fixed, combinability, type, display)
      select bet.id, s.position, s.match_id, s.market_id, s.specifier, s.outcome_id, s.odds, s.fixed,
             s.combinability, s.type, s.display
      from bet, jsonb_to_recordset(${JSON.stringify(placed.selections)}::jsonb)
        as s(position smallint, match_id integer, market_id integer, specifier text, outcome_id text,
             odds numeric, fixed boolean, combinability integer, type text, display jsonb)
    ),
    lines as (
      insert into bet_lines (bet_id, grouping, combinations, stake_per_line, net_stake_per_line)
      select bet.id, l.grouping, l.combinations, l.stake_per_line, l.net_stake_per_line
      from bet, jsonb_to_recordset(${JSON.stringify(placed.lines)}::jsonb)
        as l(grouping smallint, combinations integer, stake_per_line bigint, net_stake_per_line bigint)
    )
    select (select id from bet) as bet_id, (select total from prior) as prior,
           (select count(*) from bets where user_id = ${bet.user_id} and status = 'open')::int as open_before
  `.execute(trx);
  const row = rows[0]!;
  // The statement's snapshot does not see the bet it inserted.
  return {
    betId: row.bet_id,
    priorPotential: Number(row.prior),
    openBets: row.open_before + (row.bet_id === null ? 0 : 1),
  };
}

export async function countOpenBets(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findBet(db: Executor, id: number): Promise<BetRow | undefined> {
  return db.selectFrom('bets').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockBet(trx: Transaction, id: number): Promise<BetRow | undefined> {
  return trx.selectFrom('bets').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function selectionsOf(db: Executor, betIds: number[]): Promise<BetSelectionRow[]> {
  if (betIds.length === 0) return [];
  return db
    .selectFrom('bet_selections')
    .selectAll()
    .where('bet_id', 'in', betIds)
    .orderBy('bet_id')
    .orderBy('position')
    .execute();
}

export async function linesOf(db: Executor, betIds: number[]): Promise<BetLineRow[]> {
  if (betIds.length === 0) return [];
  return db
    .selectFrom('bet_lines')
    .selectAll()
    .where('bet_id', 'in', betIds)
    .orderBy('bet_id')
    .orderBy('grouping')
    .execute();
}

export interface BetListFilter {
  userId: number;
  status: BetStatus | 'all';
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  limit: number;
  offset: number;
}

export async function listBets(db: Executor, f: BetListFilter): Promise<{ rows: BetRow[]; total: number }> {
  let q = db.selectFrom('bets').where('user_id', '=', f.userId);
  if (f.status !== 'all') q = q.where('status', '=', f.status);
  if (f.from) q = q.where('placed_at', '>=', f.from);
  if (f.to) q = q.where('placed_at', '<', f.to);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('placed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function updateBet(
  trx: Transaction,
  id: number,
  fields: Partial<
    Pick<BetRow, 'status' | 'payout' | 'bonus' | 'wth_tax' | 'settled_at' | 'version' | 'dirty'>
  >,
): Promise<void> {
  await trx.updateTable('bets').set(fields).where('id', '=', id).execute();
}

export interface LegResult {
  outcomeId: string;
  result: 0 | 1;
  voidFactor: number;
  deadHeatFactor: number;
}

/**
 * Writes a settled line's results onto every leg on it and marks their bets to settle; answers the bet
 * ids. Each leg also keeps its match's final score once there is one: `finalScore` as the caller knows
 * it, else the fixture's stored score when it has ended, else the score the leg already holds.
 */
export async function applyLineResults(
  trx: Transaction,
  line: {
    matchId: number;
    marketId: number;
    specifier: string;
    settlementId: number;
    finalScore: string | null;
  },
  results: LegResult[],
): Promise<number[]> {
  if (results.length === 0) return [];
  const values = sql.join(
    results.map(
      (r) =>
        sql`(${r.outcomeId}::text, ${r.result}::smallint, ${r.voidFactor}::numeric, ${r.deadHeatFactor}::numeric)`,
    ),
  );
  const rows = await sql<{ bet_id: number }>`
    update bet_selections s set result = v.result, void_factor = v.vf, dead_heat_factor = v.dhf,
      settlement_id = ${line.settlementId}, cancellation_id = null,
      final_score = coalesce(
        ${line.finalScore}::text,
        (select f.home_score::text || ':' || f.away_score::text from fixtures f
         where f.id = s.match_id and f.status in ('ended', 'closed')),
        s.final_score)
    from (values ${values}) as v(outcome_id, result, vf, dhf)
    where s.match_id = ${line.matchId} and s.market_id = ${line.marketId} and s.specifier = ${line.specifier}
      and s.outcome_id = v.outcome_id and s.cancellation_id is null
    returning s.bet_id`.execute(trx);
  return markDirty(
    trx,
    rows.rows.map((r) => r.bet_id),
  );
}

/** Voids the legs of a cancelled line on bets placed inside the window (feed time, open ends null). */
export async function voidLine(
  trx: Transaction,
  line: { matchId: number; marketId: number; specifier: string; cancellationId: number },
  window: { start: number | null; end: number | null },
): Promise<number[]> {
  const rows = await sql<{ bet_id: number }>`
    update bet_selections s set result = 0, void_factor = 1, dead_heat_factor = 1,
      cancellation_id = ${line.cancellationId}
    from bets b
    where b.id = s.bet_id and s.match_id = ${line.matchId} and s.market_id = ${line.marketId}
      and s.specifier = ${line.specifier}
      and (${window.start}::bigint is null or b.placed_feed_at >= ${window.start}::bigint)
      and (${window.end}::bigint is null or b.placed_feed_at <= ${window.end}::bigint)
    returning s.bet_id`.execute(trx);
  return markDirty(
    trx,
    rows.rows.map((r) => r.bet_id),
  );
}

/** Takes back the results a rolled-back settlement wrote (legs open again). */
export async function reopenSettled(trx: Transaction, settlementIds: number[]): Promise<number[]> {
  if (settlementIds.length === 0) return [];
  const rows = await trx
    .updateTable('bet_selections')
    .set({ result: null, void_factor: null, dead_heat_factor: null, settlement_id: null })
    .where('settlement_id', 'in', settlementIds)
    .where('cancellation_id', 'is', null)
    .returning('bet_id')
    .execute();
  return markDirty(
    trx,
    rows.map((r) => r.bet_id),
  );
}

/**
 * Takes back a cancellation: its legs are open again. A settlement that arrived while they were
 * void skipped them, so the line's standing settlement (not rolled back; confirmed before
 * live-scouted, then the latest) results them now; legs without one wait for the next.
 */
export async function reopenCancelled(trx: Transaction, cancellationIds: number[]): Promise<number[]> {
  if (cancellationIds.length === 0) return [];
  const rows = await trx
    .updateTable('bet_selections')
    .set({
      result: null,
      void_factor: null,
      dead_heat_factor: null,
      settlement_id: null,
      cancellation_id: null,
    })
    .where('cancellation_id', 'in', cancellationIds)
    .returning('bet_id')
    .execute();
  const betIds = [...new Set(rows.map((r) => Number(r.bet_id)))];
  if (betIds.length > 0) {
    await sql`
      update bet_selections s
      set result = r.result, void_factor = r.void_factor, dead_heat_factor = r.dead_heat_factor,
        settlement_id = r.settlement_id
      from outcome_results r
      where s.bet_id in (${sql.join(betIds)}) and s.result is null and s.cancellation_id is null
        and r.outcome_id = s.outcome_id
        and r.settlement_id = (
          select ms.id from market_settlements ms
          where ms.fixture_id = s.match_id and ms.market_id = s.market_id and ms.specifier = s.specifier
            and ms.rolled_back_at is null
          order by ms.certainty desc, ms.id desc
          limit 1
        )`.execute(trx);
  }
  return markDirty(trx, betIds);
}

async function markDirty(trx: Transaction, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids.map(Number))];
  if (unique.length === 0) return [];
  await trx.updateTable('bets').set({ dirty: true }).where('id', 'in', unique).execute();
  return unique;
}

export async function dirtyBetIds(db: Executor, limit = 10_000): Promise<number[]> {
  const rows = await db
    .selectFrom('bets')
    .select('id')
    .where('dirty', '=', true)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function lockDebt(trx: Transaction, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('player_debts')
    .select('amount')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.amount ?? 0;
}

export async function setDebt(trx: Transaction, userId: number, amount: number, now: Date): Promise<void> {
  await trx
    .insertInto('player_debts')
    .values({ user_id: userId, amount, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ amount, updated_at: now }))
    .execute();
}

export async function insertBookedSlip(
  db: Executor,
  slip: { code: string; userId: number | null; slip: unknown; now: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('booked_slips')
    .values({ code: slip.code, user_id: slip.userId, slip: JSON.stringify(slip.slip), created_at: slip.now })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findBookedSlip(db: Executor, code: string): Promise<unknown> {
  const row = await db.selectFrom('booked_slips').select('slip').where('code', '=', code).executeTakeFirst();
  return row?.slip;
}
