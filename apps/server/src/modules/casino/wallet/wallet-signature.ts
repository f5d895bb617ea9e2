// Provider request signing: hex HMAC-SHA256 of the exact raw body with the provider's secret, in the
// X-Casino-Signature header; the body carries a `timestamp` (Unix seconds) so a captured request
// cannot be replayed later (idempotency already makes a replay move nothing, this refuses it outright).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@slipstream/domain';

export const CASINO_SIGNATURE_HEADER = 'x-casino-signature';
export const SIGNATURE_MAX_AGE_SECONDS = 300;

export const signCasinoBody = (secret: string, rawBody: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** Throws SIGNATURE_INVALID unless the signature matches the body and its timestamp is fresh. */
export function verifyCasinoRequest(
  secret: string,
  rawBody: string,
  signature: string | undefined,
  nowMs: number,
): unknown {
  if (!signature) throw new AppError('SIGNATURE_INVALID', 'The request is not signed.');
  const expected = Buffer.from(signCasinoBody(secret, rawBody), 'hex');
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('SIGNATURE_INVALID', 'The request signature is invalid.');
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError('BAD_REQUEST', 'The body is not JSON.');
  }
  const timestamp = (body as { timestamp?: unknown } | null)?.timestamp;
  if (typeof timestamp !== 'number' || Math.abs(nowMs / 1000 - timestamp) > SIGNATURE_MAX_AGE_SECONDS) {
    throw new AppError(
      'SIGNATURE_INVALID',
      'The request is stale: its timestamp is missing or too far from now.',
    );
  }
  return body;
}
