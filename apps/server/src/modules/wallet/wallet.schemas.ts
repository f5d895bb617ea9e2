// The answers of the wallet API as zod schemas: Fastify serialises every answer through them, so
// what a client receives is exactly what is documented here.
import { BALANCE_KINDS, DEPOSIT_CHANNELS, SHOP_TRANSACTION_TYPES } from '@slipstream/domain/wallet';
import { z } from 'zod';

const money = z.number();
const isoTime = z.string();

export const paymentMethodsAnswer = z.object({
  data: z.array(
    z.object({
      id: z.enum([...DEPOSIT_CHANNELS, 'shop']),
      name: z.string(),
      description: z.string(),
      flow: z.enum(['redirect', 'shop-code']),
      minAmount: money,
      maxAmount: money,
    }),
  ),
});

export const banksAnswer = z.object({ data: z.array(z.object({ code: z.string(), name: z.string() })) });

export const bankAccountView = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});

export const bankAccountsAnswer = z.object({
  data: z.array(bankAccountView.extend({ id: z.number(), last_used_at: isoTime })),
});

export const initiateDepositAnswer = z.object({
  transactionRef: z.string(),
  paymentChannel: z.enum(DEPOSIT_CHANNELS),
  amount: money,
  status: z.literal('pending'),
  paymentUrl: z.string(),
});

export const verifyPaymentAnswer = z.object({
  transactionRef: z.string(),
  paymentChannel: z.enum(DEPOSIT_CHANNELS),
  amount: money,
  status: z.enum(['pending', 'successful', 'failed']),
  message: z.string(),
  availableBalance: money,
});

export const withdrawalView = bankAccountView.extend({
  id: z.number(),
  reference: z.string(),
  status: z.enum(['pending', 'approved', 'paid', 'rejected']),
  amount: money,
  reason: z.string().nullable(),
  payout_reference: z.string().nullable(),
  created_at: isoTime,
  approved_at: isoTime.nullable(),
  paid_at: isoTime.nullable(),
  rejected_at: isoTime.nullable(),
});

export const withdrawAnswer = withdrawalView.extend({ message: z.string(), availableBalance: money });

export const withdrawalsAnswer = z.object({
  data: z.array(withdrawalView),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});

export const operatorWithdrawalsAnswer = z.object({
  data: z.array(withdrawalView.extend({ user_id: z.number(), phone: z.string() })),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});

export const shopTransactionAnswer = z.object({
  message: z.string(),
  amount: money,
  transactionCode: z.string(),
  type: z.enum(SHOP_TRANSACTION_TYPES),
  status: z.literal('pending'),
  expiresAt: isoTime,
  availableBalance: money,
});

export const shopCodeView = z.object({
  code: z.string(),
  type: z.enum(SHOP_TRANSACTION_TYPES),
  amount: money,
  status: z.enum(['pending', 'completed', 'expired']),
  createdAt: isoTime,
  expiresAt: isoTime,
  completedAt: isoTime.nullable(),
  shopId: z.string().nullable(),
  customer: z.string(),
});

export const transactionsAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      date: isoTime,
      type: z.string(),
      category: z.string(),
      description: z.string(),
      balanceType: z.enum(BALANCE_KINDS),
      amount: money,
      balanceAfter: money,
      reference: z.string(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});

export const webhookAnswer = z.object({
  received: z.literal(true),
  outcome: z.enum(['processed', 'duplicate', 'unknown-payment']),
});
