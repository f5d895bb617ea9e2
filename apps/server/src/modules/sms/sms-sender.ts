// How the server sends a text message. Two senders: the outbox (a table developers and tests read;
// the default outside production) and an HTTP gateway (SMS_GATEWAY_URL; required in production).
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createGatewaySender } from './gateway-sender.ts';
import { createOutbox, type Outbox } from './outbox-sender.ts';

export interface SmsSender {
  readonly kind: 'outbox' | 'gateway';
  /** Sends `text` to a canonical number; throws an AppError (UNAVAILABLE) when it cannot. */
  send(to: string, text: string): Promise<void>;
}

export interface SmsSetup {
  sender: SmsSender;
  /** Always present so the development endpoint can read it; only written when it is the sender. */
  outbox: Outbox;
}

export function createSms(config: Config, db: Db, now: () => Date, fetchFn: typeof fetch = fetch): SmsSetup {
  const outbox = createOutbox(db, config.SMS_SENDER_ID, now);
  if (!config.SMS_GATEWAY_URL) return { sender: outbox, outbox };
  const sender = createGatewaySender({
    url: config.SMS_GATEWAY_URL,
    token: config.SMS_GATEWAY_TOKEN ?? '',
    senderId: config.SMS_SENDER_ID,
    timeoutMs: config.SMS_GATEWAY_TIMEOUT_MS,
    fetch: fetchFn,
  });
  return { sender, outbox };
}
