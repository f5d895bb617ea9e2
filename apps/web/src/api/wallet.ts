// The wallet calls of SPEC.md §7 under {sports}/user/wallet (docs/decisions.md "Wallet"): payment
// methods and deposits, banks and saved accounts, withdrawals, shop codes and the transaction history.
// Money-moving POSTs take the caller's idempotency key, so a retry of one action is answered once.
import { CLIENT_ID } from '@slipstream/domain';
import type { DepositChannel, ShopTransactionType, TransactionCategory } from '@slipstream/domain/wallet';
import * as z from 'zod/mini';
import { api, type ApiClient } from './client.ts';
import { dataOf, parseRows, rowsOf } from './envelope.ts';

const W = 'user/wallet';

const paymentMethodSchema = z.object({
  id: z.enum(['card', 'bank-transfer', 'shop']),
  name: z.string(),
  description: z.string(),
  flow: z.enum(['redirect', 'shop-code']),
  minAmount: z.number(),
  maxAmount: z.number(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const bankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

const bankAccountSchema = z.object({
  id: z.number(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  last_used_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export type WithdrawalStatus = 'pending' | 'approved' | 'paid' | 'rejected';

const withdrawalSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(['pending', 'approved', 'paid', 'rejected']),
  amount: z.number(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  reason: z.nullable(z.string()),
  created_at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

const transactionSchema = z.object({
  id: z.number(),
  date: z.string(),
  type: z.string(),
  category: z.string(),
  description: z.string(),
  balanceType: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  reference: z.string(),
});
export type WalletTransaction = z.infer<typeof transactionSchema>;

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
}

export interface VerifiedAccount {
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
}

export interface InitiatedDeposit {
  transactionRef: string;
  paymentChannel: DepositChannel;
  amount: number;
  status: 'pending';
  paymentUrl: string;
}

export interface PaymentVerification {
  transactionRef: string;
  paymentChannel: DepositChannel;
  amount: number;
  status: 'pending' | 'successful' | 'failed';
  message: string;
  availableBalance: number;
}

export type WithdrawResult = Withdrawal & { message: string; availableBalance: number };

export interface ShopTransaction {
  message: string;
  amount: number;
  transactionCode: string;
  type: ShopTransactionType;
  status: 'pending';
  expiresAt: string;
  availableBalance: number;
}

export type TransactionFilter = 'all' | TransactionCategory;

export interface TransactionsQuery {
  type: TransactionFilter;
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

function paged<S extends z.ZodMiniType>(schema: S, body: unknown): Page<z.infer<S>> {
  const b = (body ?? {}) as Partial<Record<'total' | 'page' | 'perPage', unknown>>;
  const rows = parseRows(schema, rowsOf(dataOf(body)));
  const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
  return { data: rows, total: num(b.total, rows.length), page: num(b.page, 1), perPage: num(b.perPage, 30) };
}

export async function fetchPaymentMethods(client: ApiClient = api): Promise<PaymentMethod[]> {
  const body = await client.get('sports', `${W}/${CLIENT_ID}/payment-methods`);
  return parseRows(paymentMethodSchema, rowsOf(dataOf(body)));
}

export function initiateDeposit(
  input: { amount: number; paymentChannel: DepositChannel },
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<InitiatedDeposit> {
  return client.post('sports', `${W}/initiate-deposit`, input, { idempotencyKey });
}

export function verifyPayment(
  input: { paymentChannel: string; transactionRef: string },
  client: ApiClient = api,
): Promise<PaymentVerification> {
  return client.get('sports', `${W}/verify-payment`, { query: { ...input, clientId: CLIENT_ID } });
}

export async function fetchBanks(client: ApiClient = api): Promise<Bank[]> {
  return parseRows(bankSchema, rowsOf(dataOf(await client.get('sports', `${W}/${CLIENT_ID}/banks`))));
}

export async function fetchBankAccounts(client: ApiClient = api): Promise<BankAccount[]> {
  return parseRows(bankAccountSchema, rowsOf(dataOf(await client.get('sports', `${W}/bank-accounts`))));
}

export function verifyBankAccount(
  input: { bankCode: string; accountNumber: string },
  client: ApiClient = api,
): Promise<VerifiedAccount> {
  return client.post('sports', `${W}/verify-bank-account`, input);
}

export function withdraw(
  input: { amount: number } & ({ bankAccountId: number } | { bankCode: string; accountNumber: string }),
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<WithdrawResult> {
  return client.post('sports', `${W}/withdraw`, input, { idempotencyKey });
}

export async function fetchWithdrawals(page = 1, perPage = 30, client: ApiClient = api) {
  return paged(
    withdrawalSchema,
    await client.get('sports', `${W}/withdrawals`, { query: { page, perPage } }),
  );
}

export function createShopTransaction(
  input: { type: ShopTransactionType; amount: number },
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<ShopTransaction> {
  return client.post('sports', `${W}/shop-transaction`, input, { idempotencyKey });
}

export async function fetchTransactions(query: TransactionsQuery, client: ApiClient = api) {
  return paged(transactionSchema, await client.post('sports', `${W}/transactions`, query));
}

export const walletKeys = {
  all: ['wallet'] as const,
  paymentMethods: ['wallet', 'payment-methods'] as const,
  banks: ['wallet', 'banks'] as const,
  bankAccounts: ['wallet', 'bank-accounts'] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  transactions: (q: TransactionsQuery) => ['wallet', 'transactions', q] as const,
};
