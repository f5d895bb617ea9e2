// SQL of the seamless wallet: sessions as the wallet sees them, provider transactions, and demo
// play money (moved here, never through the ledger).
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { CasinoWalletTransactionsTable } from '../../../db/schema.ts';
import type { Selectable } from 'kysely';

export type WalletTransactionRow = Selectable<CasinoWalletTransactionsTable>;

export async function findProvider(db: Executor, slug: string) {
  return db.selectFrom('casino_providers').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findSession(db: Executor, id: string) {
  return db.selectFrom('casino_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findTransaction(db: Executor, providerId: number, transactionId: string) {
  return db
    .selectFrom('casino_wallet_transactions')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** Locks the row for the rest of the transaction (a rollback and its debit must not cross). */
export async function lockTransaction(db: Executor, providerId: number, transactionId: string) {
  return db
    .selectFrom('casino_wallet_transactions')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('transaction_id', '=', transactionId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertTransaction(
  db: Executor,
  row: Omit<WalletTransactionRow, 'created_at' | 'response'> & { response?: unknown },
): Promise<void> {
  await db
    .insertInto('casino_wallet_transactions')
    .values({ ...row, response: row.response === undefined ? null : JSON.stringify(row.response) })
    .execute();
}

/** What a transaction finally moved and answered (the answer is replayed to a repeat). */
export async function setTransactionOutcome(
  db: Executor,
  providerId: number,
  transactionId: string,
  outcome: { amount: number; response: unknown },
): Promise<void> {
  await db
    .updateTable('casino_wallet_transactions')
    .set({ amount: outcome.amount, response: JSON.stringify(outcome.response) })
    .where('provider_id', '=', providerId)
    .where('transaction_id', '=', transactionId)
    .execute();
}

export async function setTransactionStatus(
  db: Executor,
  providerId: number,
  transactionId: string,
  status: WalletTransactionRow['status'],
) {
  await db
    .updateTable('casino_wallet_transactions')
    .set({ status })
    .where('provider_id', '=', providerId)
    .where('transaction_id', '=', transactionId)
    .execute();
}

/** The round's debits that stand (not rolled back, not refused). */
export async function standingDebits(db: Executor, providerId: number, sessionId: string, roundId: string) {
  return db
    .selectFrom('casino_wallet_transactions')
    .select(['transaction_id', 'status'])
    .where('provider_id', '=', providerId)
    .where('session_id', '=', sessionId)
    .where('round_id', '=', roundId)
    .where('kind', '=', 'debit')
    .execute();
}

/** Moves demo money; null when a debit would take the balance below zero. */
export async function changeDemoBalance(
  db: Executor,
  sessionId: string,
  delta: number,
): Promise<number | null> {
  const row = await db
    .updateTable('casino_sessions')
    .set({ demo_balance: sql<number>`demo_balance + ${delta}` })
    .where('id', '=', sessionId)
    .where('balance_type', '=', 'demo')
    .where(sql<boolean>`demo_balance + ${delta} >= 0`)
    .returning('demo_balance')
    .executeTakeFirst();
  return row?.demo_balance ?? null;
}

export async function roundHasCredit(db: Executor, providerId: number, sessionId: string, roundId: string) {
  const row = await db
    .selectFrom('casino_wallet_transactions')
    .select('transaction_id')
    .where('provider_id', '=', providerId)
    .where('session_id', '=', sessionId)
    .where('round_id', '=', roundId)
    .where('kind', '=', 'credit')
    .executeTakeFirst();
  return row !== undefined;
}
