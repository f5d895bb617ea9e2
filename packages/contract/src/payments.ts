// Payment providers' webhooks. Each is authenticated by its provider's signature over the raw body,
// which the server reads as the exact bytes received: its shape is the provider's own, not described here.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const webhookAnswer = z.object({
  received: z.literal(true),
  /** `duplicate`: this event was already handled; `unknown-payment`: no deposit of this provider has its reference. */
  outcome: z.enum(['processed', 'duplicate', 'unknown-payment']),
});
export type WebhookAnswer = z.output<typeof webhookAnswer>;

export const webhook = endpoint({
  method: 'POST',
  base: 'payments',
  path: '/webhook/:gateway',
  summary:
    "A provider's word on a payment: the deposit is settled once, whichever of webhook or verify comes first.",
  auth: 'payment-provider',
  params: z.object({ gateway: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'unknown payment provider') }),
  responses: { 200: webhookAnswer },
  errors: ['NOT_FOUND', 'BAD_REQUEST', 'PAYMENT_SIGNATURE_INVALID'],
});
