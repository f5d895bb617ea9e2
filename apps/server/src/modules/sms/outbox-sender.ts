// The outbox SMS sender: records each message in sms_outbox instead of sending it, so developers and
// tests can read the codes (GET /api/dev/sms-outbox, never registered in production).
import type { Db } from '../../db/database.ts';
import type { SmsSender } from './sms-sender.ts';
import { insertOutboxMessage, listOutboxMessages, type OutboxMessage } from './sms.repo.ts';

export interface Outbox extends SmsSender {
  /** Newest first, at most `limit`; one number's messages when `phone` is given. */
  list(phone: string | undefined, limit: number): Promise<OutboxMessage[]>;
}

export function createOutbox(db: Db, senderId: string, now: () => Date): Outbox {
  return {
    kind: 'outbox',
    send: (to, text) =>
      insertOutboxMessage(db, { phone: to, sender: senderId, body: text, created_at: now() }),
    list: (phone, limit) => listOutboxMessages(db, phone, limit),
  };
}
