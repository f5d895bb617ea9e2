// The wallet calls of SPEC.md §7 under {sports}/user/wallet (docs/decisions.md "Wallet"): payment
// methods and deposits, banks and saved accounts, withdrawals, shop codes and the transaction history.
// Money-moving POSTs take the caller's idempotency key, so a retry of one action is answered once.
import type { BodyOf, QueryOf, wallet } from '@slipstream/contract';
import type { WithdrawalView } from '@slipstream/contract/wallet';
import { CLIENT_ID } from '@slipstream/domain';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';

export type {
  BankAccountView as VerifiedAccount,
  PaymentMethod,
  WithdrawAnswer as WithdrawResult,
} from '@slipstream/contract/wallet';
export type WithdrawalStatus = WithdrawalView['status'];

type TransactionsBody = NonNullable<BodyOf<typeof wallet.transactions>>;
export type TransactionFilter = NonNullable<TransactionsBody['type']>;
/** The transactions page's filters and page, all sent with every request. */
export type TransactionsQuery = Pick<TransactionsBody, 'from' | 'to'> &
  Required<Pick<TransactionsBody, 'type' | 'page' | 'perPage'>>;

export async function fetchPaymentMethods(client: ApiClient = api) {
  const answer = await callEndpoint<typeof wallet.paymentMethods>(
    { method: 'GET', base: 'sports', path: '/user/wallet/:clientId/payment-methods' },
    { params: { clientId: String(CLIENT_ID) } },
    client,
  );
  return answer.data;
}

export function initiateDeposit(
  input: BodyOf<typeof wallet.initiateDeposit>,
  idempotencyKey: string,
  client: ApiClient = api,
) {
  return callEndpoint<typeof wallet.initiateDeposit>(
    { method: 'POST', base: 'sports', path: '/user/wallet/initiate-deposit' },
    { body: input, idempotencyKey },
    client,
  );
}

export function verifyPayment(
  input: Omit<QueryOf<typeof wallet.verifyPayment>, 'clientId'>,
  client: ApiClient = api,
) {
  return callEndpoint<typeof wallet.verifyPayment>(
    { method: 'GET', base: 'sports', path: '/user/wallet/verify-payment' },
    { query: { ...input, clientId: CLIENT_ID } },
    client,
  );
}

export async function fetchBanks(client: ApiClient = api) {
  const answer = await callEndpoint<typeof wallet.banks>(
    { method: 'GET', base: 'sports', path: '/user/wallet/:clientId/banks' },
    { params: { clientId: String(CLIENT_ID) } },
    client,
  );
  return answer.data;
}

export async function fetchBankAccounts(client: ApiClient = api) {
  const answer = await callEndpoint<typeof wallet.bankAccounts>(
    { method: 'GET', base: 'sports', path: '/user/wallet/bank-accounts' },
    {},
    client,
  );
  return answer.data;
}

export function verifyBankAccount(input: BodyOf<typeof wallet.verifyBankAccount>, client: ApiClient = api) {
  return callEndpoint<typeof wallet.verifyBankAccount>(
    { method: 'POST', base: 'sports', path: '/user/wallet/verify-bank-account' },
    { body: input },
    client,
  );
}

export function withdraw(
  input: BodyOf<typeof wallet.withdraw>,
  idempotencyKey: string,
  client: ApiClient = api,
) {
  return callEndpoint<typeof wallet.withdraw>(
    { method: 'POST', base: 'sports', path: '/user/wallet/withdraw' },
    { body: input, idempotencyKey },
    client,
  );
}

export function fetchWithdrawals(page = 1, perPage = 30, client: ApiClient = api) {
  return callEndpoint<typeof wallet.withdrawals>(
    { method: 'GET', base: 'sports', path: '/user/wallet/withdrawals' },
    { query: { page, perPage } },
    client,
  );
}

export function createShopTransaction(
  input: BodyOf<typeof wallet.shopTransaction>,
  idempotencyKey: string,
  client: ApiClient = api,
) {
  return callEndpoint<typeof wallet.shopTransaction>(
    { method: 'POST', base: 'sports', path: '/user/wallet/shop-transaction' },
    { body: input, idempotencyKey },
    client,
  );
}

export function fetchTransactions(query: TransactionsQuery, client: ApiClient = api) {
  return callEndpoint<typeof wallet.transactions>(
    { method: 'POST', base: 'sports', path: '/user/wallet/transactions' },
    { body: query },
    client,
  );
}

export const walletKeys = {
  all: ['wallet'] as const,
  paymentMethods: ['wallet', 'payment-methods'] as const,
  banks: ['wallet', 'banks'] as const,
  bankAccounts: ['wallet', 'bank-accounts'] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  transactions: (q: TransactionsQuery) => ['wallet', 'transactions', q] as const,
};
