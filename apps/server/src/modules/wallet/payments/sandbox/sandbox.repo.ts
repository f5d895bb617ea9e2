// SQL of the sandbox provider's own store: its payment sessions and the payer's decision on each.
import type { Executor } from '../../../../db/executor.ts';

export interface SandboxPaymentRow {
  provider_reference: string;
  merchant_reference: string;
  channel: string;
  amount: number;
  status: 'pending' | 'approved' | 'declined';
  created_at: Date;
  decided_at: Date | null;
}

/** Opens a session for a merchant reference; an existing one (a retried initiate) is answered as is. */
export async function openSession(
  db: Executor,
  row: {
    provider_reference: string;
    merchant_reference: string;
    channel: string;
    amount: number;
    created_at: Date;
  },
): Promise<SandboxPaymentRow> {
  await db
    .insertInto('sandbox_payments')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
  return db
    .selectFrom('sandbox_payments')
    .selectAll()
    .where('merchant_reference', '=', row.merchant_reference)
    .executeTakeFirstOrThrow();
}

export async function sessionByProviderReference(
  db: Executor,
  providerReference: string,
): Promise<SandboxPaymentRow | undefined> {
  return db
    .selectFrom('sandbox_payments')
    .selectAll()
    .where('provider_reference', '=', providerReference)
    .executeTakeFirst();
}

export async function sessionByMerchantReference(
  db: Executor,
  reference: string,
): Promise<SandboxPaymentRow | undefined> {
  return db
    .selectFrom('sandbox_payments')
    .selectAll()
    .where('merchant_reference', '=', reference)
    .executeTakeFirst();
}

/** Records the payer's decision once; a second click finds the session decided and changes nothing. */
export async function decideSession(
  db: Executor,
  providerReference: string,
  status: 'approved' | 'declined',
  now: Date,
): Promise<SandboxPaymentRow | undefined> {
  return db
    .updateTable('sandbox_payments')
    .set({ status, decided_at: now })
    .where('provider_reference', '=', providerReference)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}
