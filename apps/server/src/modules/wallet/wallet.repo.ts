// SQL the wallet's parts share: a player's movement history (ledger entries with their transaction),
// deposit totals for responsible-gambling limits and withdrawal counts for the daily limit.
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

export interface HistoryFilter {
  userId: number;
  /** A transaction category (`deposit`, `bet`, …), or null for all. */
  category: string | null;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  limit: number;
  offset: number;
}

export interface HistoryRow {
  id: number;
  transaction_id: number;
  created_at: Date;
  amount: number;
  balance_after: number | null;
  balance_kind: string;
  kind: string;
  reference: string;
}

function historyQuery(db: Executor, f: HistoryFilter) {
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.user_id', '=', f.userId);
  if (f.category) {
    const category = f.category;
    q = q.where((eb) => eb.or([eb('t.kind', '=', category), eb('t.kind', 'like', `${category}.%`)]));
  }
  if (f.from) q = q.where('e.created_at', '>=', f.from);
  if (f.to) q = q.where('e.created_at', '<', f.to);
  return q;
}

/** One page of a player's entries, newest first, and how many match in all. */
export async function historyPage(
  db: Executor,
  f: HistoryFilter,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    historyQuery(db, f)
      .select([
        'e.id',
        'e.transaction_id',
        'e.created_at',
        'e.amount',
        'e.balance_after',
        'a.kind as balance_kind',
        't.kind',
        't.reference',
      ])
      .orderBy('e.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    historyQuery(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The house's side of some transactions: which house accounts each moved, and by how much. */
export function houseLines(
  db: Executor,
  transactionIds: readonly number[],
): Promise<{ transaction_id: number; kind: string; amount: number }[]> {
  if (transactionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .where('e.transaction_id', 'in', [...transactionIds])
    .where('a.user_id', 'is', null)
    .select(['e.transaction_id', 'a.kind', 'e.amount'])
    .execute();
}

/**
 * What a player has deposited or set out to deposit since each instant: online deposits pending or
 * successful, and shop deposit codes pending or completed. Money on its way counts, so two open
 * payment pages cannot together pass a limit.
 */
export async function depositedSince(db: Executor, userId: number, since: Date[]): Promise<number[]> {
  const earliest = new Date(Math.min(...since.map((d) => d.getTime())));
  const rows = await sql<{ amount: number; created_at: Date }>`
    select amount, created_at from deposits
     where user_id = ${userId} and status in ('pending', 'successful') and created_at >= ${earliest}
    union all
    select amount, created_at from shop_transactions
     where user_id = ${userId} and type = 'deposit' and status in ('pending', 'completed') and created_at >= ${earliest}`.execute(
    db,
  );
  return since.map((d) =>
    rows.rows
      .filter((r) => r.created_at.getTime() >= d.getTime())
      .reduce((sum, r) => sum + Number(r.amount), 0),
  );
}

/** Withdrawal requests since an instant: bank withdrawals not rejected and shop withdraw codes not expired. */
export async function withdrawalRequestsSince(db: Executor, userId: number, since: Date): Promise<number> {
  const r = await sql<{ n: number }>`
    select ((select count(*) from withdrawals
              where user_id = ${userId} and status <> 'rejected' and created_at >= ${since})
          + (select count(*) from shop_transactions
              where user_id = ${userId} and type = 'withdraw' and status <> 'expired' and created_at >= ${since}))::int as n`.execute(
    db,
  );
  return r.rows[0]?.n ?? 0;
}
