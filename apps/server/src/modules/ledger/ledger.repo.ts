// SQL of the ledger: accounts, balance changes, transactions and entries. Only the ledger service
// calls these; everything else moves money through the service.
import { BALANCE_KINDS, type BalanceKind } from '@slipstream/domain/wallet';
import { sql } from 'kysely';
import type { Executor, Transaction } from '../../db/executor.ts';
import type { HouseAccount } from './ledger.types.ts';

export interface AccountRow {
  id: number;
  user_id: number | null;
  kind: string;
}

/** The accounts of these players (all kinds) and these house accounts, in id order. */
export async function findAccounts(
  db: Executor,
  userIds: number[],
  houseKinds: HouseAccount[],
): Promise<AccountRow[]> {
  if (userIds.length === 0 && houseKinds.length === 0) return [];
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'user_id', 'kind'])
    .where((eb) =>
      eb.or([
        ...(userIds.length > 0 ? [eb('user_id', 'in', userIds)] : []),
        ...(houseKinds.length > 0 ? [eb.and([eb('user_id', 'is', null), eb('kind', 'in', houseKinds)])] : []),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** Opens the five balances of a player at zero; already open ones are left alone. */
export async function insertPlayerAccounts(db: Executor, userId: number): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values(BALANCE_KINDS.map((kind) => ({ user_id: userId, kind, balance: 0 })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function insertHouseAccount(db: Executor, kind: HouseAccount): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values({ user_id: null, kind, balance: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Adds `amount` to a player account unless that would take it below zero; answers the new balance,
 * or null when the funds are not there. The update takes the row lock and, if another transaction
 * held it, re-reads the committed balance before deciding (READ COMMITTED re-check), so concurrent
 * debits can never overdraw. The CHECK constraint stands behind it.
 */
export async function applyToBalance(
  trx: Transaction,
  accountId: number,
  amount: number,
): Promise<{ balance: number; version: number } | null> {
  const row = await trx
    .updateTable('ledger_accounts')
    .set({ balance: sql<number>`balance + ${amount}`, version: sql<number>`version + 1` })
    .where('id', '=', accountId)
    .where('user_id', 'is not', null)
    .where(sql<boolean>`balance + ${amount} >= 0`)
    .returning(['balance', 'version'])
    .executeTakeFirst();
  return row ? { balance: row.balance ?? 0, version: row.version } : null;
}

/**
 * Writes a ledger transaction and its entries in one statement (one round trip while the player rows
 * are locked). A second posting of the same (kind, reference) fails on ledger_transactions_once.
 */
export async function insertPosting(
  trx: Transaction,
  transaction: { kind: string; reference: string; user_id: number | null },
  entries: { account_id: number; amount: number; balance_after: number | null }[],
): Promise<number> {
  const values = sql.join(
    entries.map((e) => sql`(${e.account_id}::bigint, ${e.amount}::bigint, ${e.balance_after}::bigint)`),
  );
  const r = await sql<{ transaction_id: number }>`
    with t as (
      insert into ledger_transactions (kind, reference, user_id)
      values (${transaction.kind}, ${transaction.reference}, ${transaction.user_id})
      returning id
    )
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select t.id, v.account_id, v.amount, v.balance_after
      from t, (values ${values}) as v (account_id, amount, balance_after)
    returning transaction_id`.execute(trx);
  const id = r.rows[0]?.transaction_id;
  if (id === undefined) throw new Error('ledger: posting wrote no entries');
  return id;
}

/**
 * The usual posting, one player line beside house lines, in one statement: the player's balance
 * changes unless that would take it below zero (the same guarded update as applyToBalance), and only
 * then are the transaction and its entries written. Answers null, writing nothing, when the funds
 * are not there. One round trip instead of two while the player's rows are locked.
 */
export async function postWithPlayerLine(
  trx: Transaction,
  transaction: { kind: string; reference: string; user_id: number | null },
  player: { account_id: number; amount: number },
  entries: { account_id: number; amount: number }[],
): Promise<{ transactionId: number; balance: number; version: number } | null> {
  const values = sql.join(entries.map((e) => sql`(${e.account_id}::bigint, ${e.amount}::bigint)`));
  const r = await sql<{ transaction_id: number | null; balance: number | null; version: number | null }>`
    with moved as (
      update ledger_accounts set balance = balance + ${player.amount}::bigint, version = version + 1
      where id = ${player.account_id} and user_id is not null and balance + ${player.amount}::bigint >= 0
      returning balance, version
    ),
    t as (
      insert into ledger_transactions (kind, reference, user_id)
      select ${transaction.kind}, ${transaction.reference}, ${transaction.user_id}::bigint from moved
      returning id
    ),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select t.id, v.account_id, v.amount,
             case when v.account_id = ${player.account_id} then (select balance from moved) end
        from t, (values ${values}) as v (account_id, amount)
    )
    select (select id from t) as transaction_id, balance, version from moved`.execute(trx);
  const row = r.rows[0];
  if (!row || row.transaction_id === null) return null;
  return { transactionId: row.transaction_id, balance: row.balance ?? 0, version: row.version ?? 0 };
}

export interface BalanceRow {
  id: number;
  kind: BalanceKind;
  balance: number;
  version: number;
}

export async function readBalances(db: Executor, userId: number): Promise<BalanceRow[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance', 'version'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as BalanceKind,
    balance: r.balance ?? 0,
    version: r.version,
  }));
}

/**
 * Locks a player's accounts (in id order, the order transfers lock them in) and answers their
 * balances: a caller that must read, decide and then move (a limit check before a hold) does it
 * under this lock so no concurrent request of the same player slips in between.
 */
export async function lockPlayerAccounts(trx: Transaction, userId: number): Promise<BalanceRow[]> {
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance', 'version'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as BalanceKind,
    balance: r.balance ?? 0,
    version: r.version,
  }));
}

/** A house account's balance: the sum of its entries. */
export async function houseBalance(db: Executor, kind: HouseAccount): Promise<number> {
  const row = await db
    .selectFrom('ledger_account_balances')
    .select('entries_sum')
    .where('user_id', 'is', null)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.entries_sum ?? 0;
}
