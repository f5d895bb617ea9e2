// The partners' APIs as their callers authenticate to them: the operator and shop-agent keys, the
// payment provider's webhook signature and the casino aggregator's wallet signature, good or not;
// and the payloads the two signed callbacks carry (their handlers parse them after the signature).
import type { Config } from '../../config.ts';
import { OPERATOR_API_PREFIX, PAYMENTS_API_PREFIX, SHOP_API_PREFIX } from '../../compose/prefixes.ts';
import { CASINO_WALLET_PREFIX } from '../../modules/casino/casino.module.ts';
import { CASINO_SIGNATURE_HEADER, signCasinoBody } from '../../modules/casino/wallet/wallet-signature.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../modules/wallet/payments/sandbox/sandbox-gateway.ts';
import { signWebhook } from '../../modules/wallet/payments/webhook-signature.ts';
import type { CatalogRoute } from '../../http/route-catalog.ts';
import { OPERATOR_KEY_HEADER } from '../../http/operator-guard.ts';
import { AGGREGATOR } from '../casino.ts';
import type { JsonSchema } from './json-schema.ts';

export type Partner = 'operator' | 'shop' | 'webhook' | 'casino-wallet';

const SHOP_KEY_HEADER = 'x-shop-agent-key';
const STALE_MS = 3_600_000;

export function partnerOf(route: CatalogRoute): Partner | undefined {
  if (route.url.startsWith(`${OPERATOR_API_PREFIX}/`)) return 'operator';
  if (route.url.startsWith(`${SHOP_API_PREFIX}/`)) return 'shop';
  if (route.url.startsWith(`${PAYMENTS_API_PREFIX}/webhook/`)) return 'webhook';
  if (route.url.startsWith(`${CASINO_WALLET_PREFIX}/`)) return 'casino-wallet';
  return undefined;
}

const text = (maxLength = 40): JsonSchema => ({ type: 'string', minLength: 1, maxLength });

export const PARTNER_BODIES: Partial<Record<Partner, JsonSchema>> = {
  webhook: {
    type: 'object',
    properties: {
      id: text(),
      type: { enum: ['payment.approved', 'payment.declined'] },
      data: {
        type: 'object',
        properties: {
          reference: text(),
          providerReference: text(),
          amount: { type: 'integer', minimum: 1, maximum: 1_000_000 },
          channel: { enum: ['card', 'bank-transfer'] },
        },
        required: ['reference', 'providerReference', 'amount', 'channel'],
      },
    },
    required: ['id', 'type', 'data'],
  },
  'casino-wallet': {
    type: 'object',
    properties: {
      provider: { const: AGGREGATOR },
      sessionId: text(64),
      transactionId: text(),
      roundId: text(),
      rollbackTransactionId: text(),
      amount: { type: 'number', minimum: 0, maximum: 1_000 },
    },
    required: ['provider', 'sessionId'],
  },
};

/** A casino callback carries its own timestamp: fresh, or an hour old for a stale call. */
export function stampCasinoBody(body: unknown, stale: boolean): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const now = Date.now() - (stale ? STALE_MS : 0);
  return { ...body, timestamp: Math.floor(now / 1000) };
}

/** The authentication headers of a partner call over the exact raw body that is sent. */
export function partnerHeaders(
  partner: Partner | undefined,
  auth: 'good' | 'missing' | 'wrong' | 'stale',
  rawBody: string,
  config: Config,
): Record<string, string> {
  if (!partner || auth === 'missing') return {};
  const wrong = auth === 'wrong';
  switch (partner) {
    case 'operator':
      return { [OPERATOR_KEY_HEADER]: wrong ? `${config.OPERATOR_KEY}x` : config.OPERATOR_KEY };
    case 'shop':
      return { [SHOP_KEY_HEADER]: wrong ? `${config.SHOP_AGENT_KEY}x` : config.SHOP_AGENT_KEY };
    case 'webhook': {
      const at = Date.now() - (auth === 'stale' ? STALE_MS : 0);
      const secret = wrong ? `${config.PAYMENT_WEBHOOK_SECRET}x` : config.PAYMENT_WEBHOOK_SECRET;
      return { [SANDBOX_SIGNATURE_HEADER]: signWebhook(secret, rawBody, at) };
    }
    case 'casino-wallet': {
      const secret = wrong ? `${config.CASINO_PROVIDER_SECRET}x` : config.CASINO_PROVIDER_SECRET;
      return { [CASINO_SIGNATURE_HEADER]: signCasinoBody(secret, rawBody) };
    }
  }
}
