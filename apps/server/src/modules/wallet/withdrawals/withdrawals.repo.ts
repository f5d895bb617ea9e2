// SQL of saved bank accounts and bank withdrawals.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor, Transaction } from '../../../db/executor.ts';
import type { BankAccountsTable, WithdrawalStatus, WithdrawalsTable } from '../../../db/schema.ts';

export type BankAccountRow = Selectable<BankAccountsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;

export async function bankAccountsOf(db: Executor, userId: number): Promise<BankAccountRow[]> {
  return db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function bankAccountOf(
  db: Executor,
  userId: number,
  id: number,
): Promise<BankAccountRow | undefined> {
  return db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Saves (or refreshes) an account the player withdraws to; the name is the directory's. */
export async function saveBankAccount(
  trx: Transaction,
  row: Insertable<BankAccountsTable>,
): Promise<BankAccountRow> {
  return trx
    .insertInto('bank_accounts')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'bank_code', 'account_number']).doUpdateSet({
        account_name: row.account_name,
        last_used_at: row.last_used_at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function touchBankAccount(trx: Transaction, id: number, now: Date): Promise<void> {
  await trx.updateTable('bank_accounts').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function insertWithdrawal(
  trx: Transaction,
  row: Insertable<WithdrawalsTable>,
): Promise<WithdrawalRow> {
  return trx.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function lockWithdrawal(trx: Transaction, id: number): Promise<WithdrawalRow | undefined> {
  return trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateWithdrawal(
  trx: Transaction,
  id: number,
  patch: Updateable<WithdrawalsTable>,
): Promise<WithdrawalRow> {
  return trx
    .updateTable('withdrawals')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface WithdrawalListRow extends WithdrawalRow {
  phone: string;
}

export async function listWithdrawals(
  db: Executor,
  filter: { status: WithdrawalStatus | null; limit: number; offset: number },
): Promise<{ rows: WithdrawalListRow[]; total: number }> {
  let q = db.selectFrom('withdrawals as w').innerJoin('users as u', 'u.id', 'w.user_id');
  if (filter.status) q = q.where('w.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    q
      .selectAll('w')
      .select('u.phone')
      .orderBy('w.id', 'asc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function withdrawalsOf(
  db: Executor,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const q = db.selectFrom('withdrawals').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function withdrawalOf(
  db: Executor,
  userId: number,
  id: number,
): Promise<WithdrawalRow | undefined> {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
