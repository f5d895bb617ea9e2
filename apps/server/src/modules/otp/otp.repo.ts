// SQL of the SMS verification codes (otp_codes).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, OtpCodesTable, OtpPurpose } from '../../db/schema.ts';

type Executor = Kysely<Database>;
export type OtpCodeRow = Selectable<OtpCodesTable>;

/** Serialises code requests for one number until the transaction ends (cooldown and cap stay exact). */
export async function lockNumber(trx: Executor, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${'otp:' + phone}))`.execute(trx);
}

/** The newest code sent to a number, for any purpose (the resend wait is per number). */
export async function newestCode(trx: Executor, phone: string): Promise<OtpCodeRow | undefined> {
  return trx
    .selectFrom('otp_codes')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many codes went to a number since `since`, and when the oldest of them was sent. */
export async function codesSince(
  trx: Executor,
  phone: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await trx
    .selectFrom('otp_codes')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('phone', '=', phone)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

export async function insertCode(
  trx: Executor,
  code: { phone: string; purpose: OtpPurpose; code_hash: string; created_at: Date; expires_at: Date },
): Promise<number> {
  const row = await trx.insertInto('otp_codes').values(code).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('otp_codes').where('id', '=', id).execute();
}

/** The newest code of a number for one purpose, locked for the check that follows. */
export async function newestCodeForUpdate(
  trx: Executor,
  phone: string,
  purpose: OtpPurpose,
): Promise<OtpCodeRow | undefined> {
  return trx
    .selectFrom('otp_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordWrongAttempt(trx: Executor, id: number): Promise<number> {
  const row = await trx
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

export async function markVerified(
  trx: Executor,
  id: number,
  verification: { hash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await trx
    .updateTable('otp_codes')
    .set({
      verified_at: verification.now,
      verification_hash: verification.hash,
      verification_expires_at: verification.expiresAt,
    })
    .where('id', '=', id)
    .execute();
}

/** Uses up a verification token once: true when it was fresh, unused and issued for this number and purpose. */
export async function useVerification(
  trx: Executor,
  proof: { phone: string; purpose: OtpPurpose; hash: string; now: Date },
): Promise<boolean> {
  const row = await trx
    .updateTable('otp_codes')
    .set({ verification_used_at: proof.now })
    .where('verification_hash', '=', proof.hash)
    .where('phone', '=', proof.phone)
    .where('purpose', '=', proof.purpose)
    .where('verification_used_at', 'is', null)
    .where('verification_expires_at', '>', proof.now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
