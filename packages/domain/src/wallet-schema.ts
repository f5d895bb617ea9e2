// Wallet requests as they cross an edge (the deposit, withdraw and transactions forms, and the
// /api/v2/user/wallet calls): one zod schema each, with player-readable messages, used by the web
// app and the server alike. Amounts are major units with at most 2 decimals; the server turns them
// into minor units with toMinor once they pass.
import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money.ts';
import {
  DEPOSIT_CHANNELS,
  SHOP_TRANSACTION_TYPES,
  TRANSACTION_CATEGORIES,
  isAccountNumber,
} from './wallet.ts';

/** Far above any limit an operator sets, and far inside the safe-integer range in minor units. */
export const AMOUNT_MAX_MAJOR = 1_000_000_000_000;

/** A money amount typed by a player: a JSON number, above 0, at most 2 decimals. */
export const amountSchema = z
  .number({ error: 'amount must be a number' })
  .refine(Number.isFinite, 'amount must be a number')
  .refine((n) => n > 0, 'amount must be greater than 0')
  .refine((n) => n <= AMOUNT_MAX_MAJOR, 'amount is too large')
  .refine(hasAtMostTwoDecimals, 'amount must have at most 2 decimals');

export const initiateDepositRequestSchema = z.object({
  amount: amountSchema,
  paymentChannel: z.enum(DEPOSIT_CHANNELS, {
    error: `paymentChannel must be one of ${DEPOSIT_CHANNELS.join(', ')}`,
  }),
});
export type InitiateDepositRequest = z.output<typeof initiateDepositRequestSchema>;

const bankCodeSchema = z
  .string({ error: 'bankCode is required' })
  .regex(/^\d{3,6}$/, 'bankCode must be 3 to 6 digits');
const accountNumberSchema = z
  .string({ error: 'accountNumber is required' })
  .refine(isAccountNumber, 'accountNumber must be exactly 10 digits');

export const verifyBankAccountRequestSchema = z.object({
  bankCode: bankCodeSchema,
  accountNumber: accountNumberSchema,
});
export type VerifyBankAccountRequest = z.output<typeof verifyBankAccountRequestSchema>;

/** A withdrawal goes to a saved account (bankAccountId) or to a bank and account number. */
export const withdrawRequestSchema = z
  .object({
    amount: amountSchema,
    bankAccountId: z
      .number({ error: 'bankAccountId must be a number' })
      .int('bankAccountId must be a whole number')
      .positive('bankAccountId must be a whole number')
      .optional(),
    bankCode: bankCodeSchema.optional(),
    accountNumber: accountNumberSchema.optional(),
  })
  .refine(
    (v) => (v.bankAccountId === undefined) !== (v.bankCode === undefined && v.accountNumber === undefined),
    {
      message: 'give either bankAccountId, or bankCode and accountNumber',
    },
  )
  .refine(
    (v) => v.bankAccountId !== undefined || (v.bankCode !== undefined && v.accountNumber !== undefined),
    {
      message: 'bankCode and accountNumber go together',
    },
  );
export type WithdrawRequest = z.output<typeof withdrawRequestSchema>;

export const shopTransactionRequestSchema = z.object({
  type: z.enum(SHOP_TRANSACTION_TYPES, { error: 'type must be deposit or withdraw' }),
  amount: amountSchema,
});
export type ShopTransactionRequest = z.output<typeof shopTransactionRequestSchema>;

/** True for a real calendar date "YYYY-MM-DD" (not 2026-02-30) or an ISO date-time with its offset. */
export function isDateBound(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2}))?$/.exec(
    text,
  );
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return realDay && !Number.isNaN(Date.parse(text));
}

const dateBound = z
  .string()
  .refine(isDateBound, { message: 'must be a date (YYYY-MM-DD) or an ISO date-time' });

export const TRANSACTIONS_PER_PAGE_MAX = 100;

export const transactionsRequestSchema = z
  .object({
    type: z
      .enum(['all', ...TRANSACTION_CATEGORIES], {
        error: `type must be all or one of ${TRANSACTION_CATEGORIES.join(', ')}`,
      })
      .default('all'),
    from: dateBound.optional(),
    to: dateBound.optional(),
    page: z
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1)
      .max(100_000)
      .default(1),
    perPage: z
      .number({ error: 'perPage must be a number' })
      .int('perPage must be a whole number')
      .min(1)
      .max(TRANSACTIONS_PER_PAGE_MAX)
      .default(30),
  })
  .refine((q) => !q.from || !q.to || rangeStart(q.from) < rangeEnd(q.to), {
    message: 'from must not be after to',
    path: ['from'],
  });
export type TransactionsRequest = z.output<typeof transactionsRequestSchema>;

/** The first instant of a `from` bound: a bare date starts at 00:00 UTC. */
export function rangeStart(bound: string): Date {
  return new Date(bound.length === 10 ? `${bound}T00:00:00.000Z` : bound);
}

/** The instant just after a `to` bound: a bare date includes its whole day (UTC). */
export function rangeEnd(bound: string): Date {
  if (bound.length === 10) return new Date(Date.parse(`${bound}T00:00:00.000Z`) + 86_400_000);
  return new Date(Date.parse(bound) + 1);
}
