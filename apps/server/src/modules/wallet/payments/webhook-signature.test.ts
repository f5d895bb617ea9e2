import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature.ts';

const secret = 'a-webhook-secret-for-tests';
const body = '{"id":"evt_1","type":"payment.approved"}';

describe('webhook signatures', () => {
  it('accepts its own signature within the tolerance', () => {
    const now = 1_800_000_000_000;
    expect(() => verifyWebhook(secret, body, signWebhook(secret, body, now), now + 299_000)).not.toThrow();
  });

  it('refuses another secret, another body, an old or future timestamp and malformed headers', () => {
    const now = 1_800_000_000_000;
    const good = signWebhook(secret, body, now);
    const cases: [string, string | undefined, number][] = [
      [body, signWebhook('another-secret-for-tests', body, now), now],
      [body.replace('evt_1', 'evt_2'), good, now],
      [body, good, now + 301_000],
      [body, good, now - 301_000],
      [body, undefined, now],
      [body, 'v1=abc', now],
      [body, good.replace(/t=\d+/, `t=${Math.floor(now / 1000) + 1}`), now],
    ];
    for (const [raw, header, at] of cases) {
      expect(() => verifyWebhook(secret, raw, header, at)).toThrow(
        expect.objectContaining({ code: 'PAYMENT_SIGNATURE_INVALID' }),
      );
    }
  });
});
