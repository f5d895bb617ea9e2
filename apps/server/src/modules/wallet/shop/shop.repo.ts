// SQL of shop transaction codes.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor, Transaction } from '../../../db/executor.ts';
import type { ShopTransactionsTable } from '../../../db/schema.ts';

export type ShopRow = Selectable<ShopTransactionsTable>;

/** Inserts a code; undefined when the random code is already taken (the caller draws another). */
export async function insertShopTransaction(
  trx: Transaction,
  row: Insertable<ShopTransactionsTable>,
): Promise<ShopRow | undefined> {
  return trx
    .insertInto('shop_transactions')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function shopByCode(
  db: Executor,
  code: string,
): Promise<(ShopRow & { phone: string }) | undefined> {
  return db
    .selectFrom('shop_transactions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select('u.phone')
    .where('s.code', '=', code)
    .executeTakeFirst();
}

export async function lockShopByCode(trx: Transaction, code: string): Promise<ShopRow | undefined> {
  return trx
    .selectFrom('shop_transactions')
    .selectAll()
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateShopTransaction(
  trx: Transaction,
  id: number,
  patch: Updateable<ShopTransactionsTable>,
): Promise<ShopRow> {
  return trx
    .updateTable('shop_transactions')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Pending codes past their time, locked; rows another sweeper holds are skipped, not waited for. */
export async function lockExpiredCodes(trx: Transaction, now: Date, limit: number): Promise<ShopRow[]> {
  return trx
    .selectFrom('shop_transactions')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}
