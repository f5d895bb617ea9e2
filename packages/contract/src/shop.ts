// Shop agents: cash deposits and withdrawals over the counter. A code is looked up, then completed
// exactly once (a retry with the same Idempotency-Key answers the first result).
import { SHOP_TRANSACTION_TYPES } from '@slipstream/domain/wallet';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const isoTime = z.iso.datetime();

/** What a shop agent sees of a code. Money in major units. */
export const shopCodeView = z.object({
  code: z.string(),
  type: z.enum(SHOP_TRANSACTION_TYPES),
  amount: z.number(),
  status: z.enum(['pending', 'completed', 'expired']),
  createdAt: isoTime,
  expiresAt: isoTime,
  completedAt: isoTime.nullable(),
  shopId: z.string().nullable(),
  /** The player's number, masked: enough for the cashier to ask, never enough to harvest. */
  customer: z.string(),
});
export type ShopCodeView = z.output<typeof shopCodeView>;

/** The code as the player shows it; spaces and case do not matter, an unknown one is not found. */
const codeParams = z.object({ code: z.string().max(40) });

export const lookupCode = endpoint({
  method: 'GET',
  base: 'shop',
  path: '/transactions/:code',
  summary: 'A shop code as it stands; an expired withdraw code has returned its funds.',
  auth: 'shop-agent',
  params: codeParams,
  responses: { 200: shopCodeView },
  errors: ['NOT_FOUND'],
});

export const completeCode = endpoint({
  method: 'POST',
  base: 'shop',
  path: '/transactions/:code/complete',
  summary: 'Completes a code at the counter: a deposit is credited, a withdrawal is paid out in cash.',
  auth: 'shop-agent',
  params: codeParams,
  body: z.object({
    shopId: z
      .string({ error: 'shopId is required' })
      .trim()
      .regex(/^[\w.-]{1,64}$/, 'shopId must be 1 to 64 letters, digits, dots, dashes or underscores'),
  }),
  responses: { 200: shopCodeView },
  errors: [
    'IDEMPOTENCY_KEY_REQUIRED',
    'IDEMPOTENCY_KEY_REUSED',
    'NOT_FOUND',
    'SHOP_CODE_USED',
    'SHOP_CODE_EXPIRED',
  ],
});
