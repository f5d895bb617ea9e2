// SQL of online deposits and of the webhook events already handled.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor, Transaction } from '../../../db/executor.ts';
import type { DepositsTable } from '../../../db/schema.ts';

export type DepositRow = Selectable<DepositsTable>;

export async function insertDeposit(trx: Transaction, row: Insertable<DepositsTable>): Promise<DepositRow> {
  return trx.insertInto('deposits').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function depositByReference(db: Executor, reference: string): Promise<DepositRow | undefined> {
  return db.selectFrom('deposits').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Locks the deposit for the rest of the transaction: a verify and a webhook settle it one after the other. */
export async function lockDeposit(trx: Transaction, reference: string): Promise<DepositRow | undefined> {
  return trx
    .selectFrom('deposits')
    .selectAll()
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateDeposit(
  db: Executor,
  id: number,
  patch: Updateable<DepositsTable>,
): Promise<void> {
  await db.updateTable('deposits').set(patch).where('id', '=', id).execute();
}

/** Records a webhook event; false when it was handled before (a duplicate or a replay). */
export async function recordWebhookEvent(
  trx: Transaction,
  gateway: string,
  eventId: string,
): Promise<boolean> {
  const row = await trx
    .insertInto('payment_webhook_events')
    .values({ gateway, event_id: eventId })
    .onConflict((oc) => oc.doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}
