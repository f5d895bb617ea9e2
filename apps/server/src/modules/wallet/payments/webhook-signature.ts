// HMAC-SHA256 webhook signatures, Stripe-style: header `t=<unix seconds>,v1=<hex>` over
// `${t}.${rawBody}`. The timestamp is signed too, so an old delivery cannot be replayed outside the
// tolerance window (a replay inside it is harmless: events are handled once).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@slipstream/domain';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signWebhook(secret: string, rawBody: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${hmac(secret, t, rawBody)}`;
}

/** Throws PAYMENT_SIGNATURE_INVALID unless `header` signs `rawBody` with `secret`, recently. */
export function verifyWebhook(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
): void {
  const refuse = (why: string) => new AppError('PAYMENT_SIGNATURE_INVALID', `Webhook refused: ${why}.`);
  if (!header) throw refuse('no signature');
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) throw refuse('malformed signature');
  if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) throw refuse('signature too old');
  const want = Buffer.from(hmac(secret, t, rawBody), 'hex');
  if (!timingSafeEqual(want, Buffer.from(given, 'hex'))) throw refuse('bad signature');
}
