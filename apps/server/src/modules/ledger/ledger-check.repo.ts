// SQL of the ledger check: each query returns the rows that break one invariant (at most `limit`).
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

export async function unbalancedTransactions(db: Executor, limit: number) {
  const r = await sql<{ id: number; kind: string; reference: string; total: number; lines: number }>`
    select t.id, t.kind, t.reference, coalesce(sum(e.amount), 0)::bigint as total, count(e.id)::int as lines
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
     group by t.id
    having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2
     order by t.id
     limit ${limit}`.execute(db);
  return r.rows;
}

export async function balanceMismatches(db: Executor, limit: number) {
  const r = await sql<{
    account_id: number;
    user_id: number | null;
    kind: string;
    stored_balance: number | null;
    entries_sum: number;
  }>`
    select account_id, user_id, kind, stored_balance, entries_sum
      from ledger_account_balances
     where stored_balance is distinct from entries_sum and user_id is not null
     order by account_id
     limit ${limit}`.execute(db);
  return r.rows;
}

/** Player accounts below zero or without a balance, and house accounts that carry one. */
export async function badBalances(db: Executor, limit: number) {
  const r = await sql<{ id: number; user_id: number | null; kind: string; balance: number | null }>`
    select id, user_id, kind, balance
      from ledger_accounts
     where (user_id is not null and (balance is null or balance < 0))
        or (user_id is null and balance is not null)
     order by id
     limit ${limit}`.execute(db);
  return r.rows;
}

/** Entries whose recorded balance_after differs from the running sum of their account. */
export async function balanceAfterMismatches(db: Executor, limit: number) {
  const r = await sql<{ id: number; account_id: number; balance_after: number | null; running: number }>`
    select id, account_id, balance_after, running
      from (select e.id, e.account_id, e.balance_after, a.user_id,
                   (sum(e.amount) over (partition by e.account_id order by e.id))::bigint as running
              from ledger_entries e join ledger_accounts a on a.id = e.account_id) x
     where (user_id is not null and balance_after is distinct from running)
        or (user_id is null and balance_after is not null)
     order by id
     limit ${limit}`.execute(db);
  return r.rows;
}

export async function ledgerCounts(db: Executor) {
  const r = await sql<{ transactions: number; entries: number; accounts: number; total: number }>`
    select (select count(*) from ledger_transactions)::bigint as transactions,
           (select count(*) from ledger_entries)::bigint as entries,
           (select count(*) from ledger_accounts)::bigint as accounts,
           (select coalesce(sum(amount), 0) from ledger_entries)::bigint as total`.execute(db);
  return r.rows[0]!;
}
