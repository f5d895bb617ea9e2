// The player's wallet: deposits, withdrawals, bank accounts, shop transactions and the transaction
// list (SPEC.md §7). Every call needs a logged-in player; every money-moving POST needs an
// Idempotency-Key header, and a retry with the same key answers the first result. Money is in major
// units.
import { BALANCE_KINDS, DEPOSIT_CHANNELS, SHOP_TRANSACTION_TYPES } from '@slipstream/domain/wallet';
import {
  initiateDepositRequestSchema,
  shopTransactionRequestSchema,
  transactionsRequestSchema,
  verifyBankAccountRequestSchema,
  withdrawRequestSchema,
} from '@slipstream/domain/wallet-schema';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { clientIdField, clientIdParams } from './settings.ts';

const money = z.number();
const isoTime = z.iso.datetime();

/** The idempotency errors of every money-moving POST. */
const IDEMPOTENT = ['IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED'] as const;

/** A list answer's page. */
const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number(), page: z.number(), perPage: z.number() });

export const paymentMethod = z.object({
  id: z.enum([...DEPOSIT_CHANNELS, 'shop']),
  name: z.string(),
  description: z.string(),
  /** `redirect`: initiate-deposit and send the payer to paymentUrl; `shop-code`: shop-transaction. */
  flow: z.enum(['redirect', 'shop-code']),
  minAmount: money,
  maxAmount: money,
});
export type PaymentMethod = z.output<typeof paymentMethod>;

export const bank = z.object({ code: z.string(), name: z.string() });
export type Bank = z.output<typeof bank>;

/** A bank account as the withdraw form and the confirm dialog show it (SPEC.md §3 field names). */
export const bankAccountView = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});
export type BankAccountView = z.output<typeof bankAccountView>;

export const savedBankAccount = bankAccountView.extend({ id: z.number(), last_used_at: isoTime });
export type SavedBankAccount = z.output<typeof savedBankAccount>;

export const initiatedDeposit = z.object({
  transactionRef: z.string(),
  paymentChannel: z.enum(DEPOSIT_CHANNELS),
  amount: money,
  status: z.literal('pending'),
  /** The provider's payment page; the web app sends the payer there. */
  paymentUrl: z.string(),
});
export type InitiatedDeposit = z.output<typeof initiatedDeposit>;

export const verifiedPayment = z.object({
  transactionRef: z.string(),
  paymentChannel: z.enum(DEPOSIT_CHANNELS),
  amount: money,
  status: z.enum(['pending', 'successful', 'failed']),
  message: z.string(),
  availableBalance: money,
});
export type VerifiedPayment = z.output<typeof verifiedPayment>;

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;

export const withdrawalView = bankAccountView.extend({
  id: z.number(),
  reference: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: money,
  reason: z.string().nullable(),
  payout_reference: z.string().nullable(),
  created_at: isoTime,
  approved_at: isoTime.nullable(),
  paid_at: isoTime.nullable(),
  rejected_at: isoTime.nullable(),
});
export type WithdrawalView = z.output<typeof withdrawalView>;

export const withdrawAnswer = withdrawalView.extend({ message: z.string(), availableBalance: money });
export type WithdrawAnswer = z.output<typeof withdrawAnswer>;

/** The shop-transaction dialog's data (SPEC.md §2, §3) and what else the web app may show. */
export const shopTransactionAnswer = z.object({
  message: z.string(),
  amount: money,
  transactionCode: z.string(),
  type: z.enum(SHOP_TRANSACTION_TYPES),
  status: z.literal('pending'),
  expiresAt: isoTime,
  availableBalance: money,
});
export type ShopTransactionAnswer = z.output<typeof shopTransactionAnswer>;

/** One movement of the player's money: one ledger entry on one of their balances. */
export const transactionView = z.object({
  /** The ledger entry's id: stable, and increasing with time. */
  id: z.number(),
  date: isoTime,
  /** The movement's kind, `<category>.<action>` (e.g. `deposit.online`, `bet.stake`). */
  type: z.string(),
  category: z.string(),
  description: z.string(),
  /** Which of the five balances moved. */
  balanceType: z.enum(BALANCE_KINDS),
  /** Signed: positive into the balance, negative out of it. */
  amount: money,
  balanceAfter: money,
  reference: z.string(),
});
export type TransactionView = z.output<typeof transactionView>;

export const transactionsAnswer = pageOf(transactionView);
export type TransactionsAnswer = z.output<typeof transactionsAnswer>;

export const paymentMethods = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/user/wallet/:clientId/payment-methods',
  summary: 'The ways to deposit open now, each with its flow and amount bounds.',
  auth: 'player',
  params: clientIdParams,
  responses: { 200: z.object({ data: z.array(paymentMethod) }) },
  errors: ['NOT_FOUND'],
});

export const initiateDeposit = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/user/wallet/initiate-deposit',
  summary: "Opens an online deposit and answers the provider's payment page to send the payer to.",
  auth: 'player',
  body: initiateDepositRequestSchema,
  responses: { 200: initiatedDeposit },
  errors: [...IDEMPOTENT, 'PAYMENT_UNAVAILABLE', 'WALLET_LIMIT', 'WALLET_DEPOSIT_LIMIT', 'ACCOUNT_LOCKED'],
});

export const verifyPayment = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/user/wallet/verify-payment',
  summary:
    "A deposit as it stands, asking the provider first while it is pending; another player's reference is not found.",
  auth: 'player',
  query: z.object({
    paymentChannel: z.enum(DEPOSIT_CHANNELS, {
      error: `paymentChannel must be one of ${DEPOSIT_CHANNELS.join(', ')}`,
    }),
    transactionRef: z.string().regex(/^[A-Z0-9-]{6,40}$/, 'transactionRef is not a payment reference'),
    clientId: clientIdField,
  }),
  responses: { 200: verifiedPayment },
  errors: ['NOT_FOUND'],
});

export const banks = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/user/wallet/:clientId/banks',
  summary: 'The banks a withdrawal can go to, with their codes.',
  auth: 'player',
  params: clientIdParams,
  responses: { 200: z.object({ data: z.array(bank) }) },
  errors: ['NOT_FOUND'],
});

export const bankAccounts = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/user/wallet/bank-accounts',
  summary: "The player's saved bank accounts, saved by their withdrawals.",
  auth: 'player',
  responses: { 200: z.object({ data: z.array(savedBankAccount) }) },
});

export const verifyBankAccount = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/user/wallet/verify-bank-account',
  summary: "The account holder's name from the bank directory (rate-limited: no harvesting of names).",
  auth: 'player',
  body: verifyBankAccountRequestSchema,
  responses: { 200: bankAccountView },
  errors: ['BANK_ACCOUNT_NOT_FOUND', 'RATE_LIMITED'],
});

export const withdraw = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/user/wallet/withdraw',
  summary: 'Asks for a bank withdrawal to a saved or a new account; the amount is held at once.',
  auth: 'player',
  body: withdrawRequestSchema,
  responses: { 200: withdrawAnswer },
  errors: [...IDEMPOTENT, 'NOT_FOUND', 'BANK_ACCOUNT_NOT_FOUND', 'WALLET_LIMIT', 'WALLET_INSUFFICIENT_FUNDS'],
});

export const withdrawals = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/user/wallet/withdrawals',
  summary: "The player's own withdrawals, newest first.",
  auth: 'player',
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(30),
  }),
  responses: { 200: pageOf(withdrawalView) },
});

export const withdrawal = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/user/wallet/withdrawals/:id',
  summary: "One of the player's own withdrawals; another player's id is not found.",
  auth: 'player',
  params: z.object({
    id: z.coerce.number({ error: 'id must be a number' }).int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
  responses: { 200: withdrawalView },
  errors: ['NOT_FOUND'],
});

export const shopTransaction = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/user/wallet/shop-transaction',
  summary:
    'A code to deposit or withdraw cash at a shop; a withdraw code holds the amount until it is paid or expires.',
  auth: 'player',
  body: shopTransactionRequestSchema,
  responses: { 200: shopTransactionAnswer },
  errors: [
    ...IDEMPOTENT,
    'WALLET_LIMIT',
    'WALLET_DEPOSIT_LIMIT',
    'WALLET_INSUFFICIENT_FUNDS',
    'ACCOUNT_LOCKED',
  ],
});

export const transactions = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/user/wallet/transactions',
  summary: "Every movement of the player's money, newest first, filtered by type and date range.",
  auth: 'player',
  // An empty POST asks for the first page of everything.
  body: z.preprocess(
    (b: z.input<typeof transactionsRequestSchema> | null | undefined) => b ?? {},
    transactionsRequestSchema,
  ),
  responses: { 200: transactionsAnswer },
});
