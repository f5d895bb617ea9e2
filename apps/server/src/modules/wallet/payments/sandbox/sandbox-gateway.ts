// The built-in sandbox provider: a PaymentGateway whose hosted payment page is served by this app
// (/sandbox-pay/{providerReference}) and whose webhooks are signed like a real provider's.
import { randomBytes } from 'node:crypto';
import { AppError } from '@slipstream/domain';
import { z } from 'zod';
import type { Executor } from '../../../../db/executor.ts';
import type { GatewayEvent, GatewayPayment, GatewayStatus, PaymentGateway } from '../payment-gateway.ts';
import { signWebhook, verifyWebhook } from '../webhook-signature.ts';
import { openSession, sessionByMerchantReference, type SandboxPaymentRow } from './sandbox.repo.ts';

export const SANDBOX_GATEWAY_ID = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_PAGE_PATH = '/sandbox-pay';

const STATUS: Record<SandboxPaymentRow['status'], GatewayStatus> = {
  pending: 'pending',
  approved: 'successful',
  declined: 'failed',
};

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['payment.approved', 'payment.declined']),
  data: z.object({
    reference: z.string().min(1).max(200),
    providerReference: z.string().min(1).max(200),
    amount: z.number().int().positive(),
    channel: z.string().max(40),
  }),
});

function toPayment(row: SandboxPaymentRow): GatewayPayment {
  return {
    reference: row.merchant_reference,
    providerReference: row.provider_reference,
    status: STATUS[row.status],
    amount: row.amount,
    ...(row.status === 'declined' ? { reason: 'The payer declined the payment.' } : {}),
  };
}

/** The raw body and signature header of the webhook for a decided session. */
export function sandboxWebhook(
  row: SandboxPaymentRow,
  secret: string,
  now = Date.now(),
): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify({
    id: `evt_${row.provider_reference}_${row.status}`,
    type: row.status === 'approved' ? 'payment.approved' : 'payment.declined',
    data: {
      reference: row.merchant_reference,
      providerReference: row.provider_reference,
      amount: row.amount,
      channel: row.channel,
    },
  });
  return { rawBody, signature: signWebhook(secret, rawBody, now) };
}

export interface SandboxGatewayDeps {
  db: Executor;
  secret: string;
  now: () => Date;
}

export function createSandboxGateway(deps: SandboxGatewayDeps): PaymentGateway {
  return {
    id: SANDBOX_GATEWAY_ID,
    channels: ['card', 'bank-transfer'],

    async initiate({ reference, amount, channel }) {
      const row = await openSession(deps.db, {
        provider_reference: `SBX-${randomBytes(10).toString('hex').toUpperCase()}`,
        merchant_reference: reference,
        channel,
        amount,
        created_at: deps.now(),
      });
      return {
        providerReference: row.provider_reference,
        paymentUrl: `${SANDBOX_PAGE_PATH}/${row.provider_reference}`,
      };
    },

    async status(reference) {
      const row = await sessionByMerchantReference(deps.db, reference);
      return row ? toPayment(row) : null;
    },

    parseWebhook(rawBody, headers): GatewayEvent {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifyWebhook(deps.secret, rawBody, Array.isArray(header) ? header[0] : header, deps.now().getTime());
      let parsed: z.infer<typeof eventSchema>;
      try {
        parsed = eventSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new AppError('BAD_REQUEST', 'Webhook body is not a sandbox payment event.');
      }
      return {
        eventId: parsed.id,
        reference: parsed.data.reference,
        providerReference: parsed.data.providerReference,
        amount: parsed.data.amount,
        status: parsed.type === 'payment.approved' ? 'successful' : 'failed',
        ...(parsed.type === 'payment.declined' ? { reason: 'The payer declined the payment.' } : {}),
      };
    },
  };
}
