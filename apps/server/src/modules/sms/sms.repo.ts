// SQL of the SMS outbox.
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SmsOutboxTable } from '../../db/schema.ts';

export interface OutboxMessage {
  id: number;
  phone: string;
  sender: string;
  text: string;
  createdAt: Date;
}

export async function insertOutboxMessage(db: Db, message: Insertable<SmsOutboxTable>): Promise<void> {
  await db.insertInto('sms_outbox').values(message).execute();
}

export async function listOutboxMessages(
  db: Db,
  phone: string | undefined,
  limit: number,
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('sms_outbox')
    .select(['id', 'phone', 'sender', 'body as text', 'created_at as createdAt'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (phone !== undefined) query = query.where('phone', '=', phone);
  return query.execute();
}
