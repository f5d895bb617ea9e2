// The player's wallet calls under /api/v2/user/wallet (SPEC.md §7 "Wallet"): payment methods and
// deposits, banks, saved accounts, account-name enquiry and withdrawals, shop codes and the history.
// Every call needs a logged-in player; every money-moving POST needs an Idempotency-Key header.
import { toMinor } from '@slipstream/domain';
import { DEPOSIT_CHANNELS } from '@slipstream/domain/wallet';
import {
  initiateDepositRequestSchema,
  shopTransactionRequestSchema,
  transactionsRequestSchema,
  verifyBankAccountRequestSchema,
  withdrawRequestSchema,
} from '@slipstream/domain/wallet-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../http/auth.ts';
import { assertClientIdParam, clientIdField } from '../settings/client-id.ts';
import { idempotencyKeyOf, sendIdempotent } from './idempotency-key.ts';
import type { WalletService } from './wallet.service.ts';
import {
  bankAccountView,
  bankAccountsAnswer,
  banksAnswer,
  initiateDepositAnswer,
  paymentMethodsAnswer,
  shopTransactionAnswer,
  transactionsAnswer,
  verifyPaymentAnswer,
  withdrawAnswer,
  withdrawalView,
  withdrawalsAnswer,
} from './wallet.schemas.ts';

const clientIdParams = z.object({ clientId: z.string().max(64) });

export async function walletRoutes(app: FastifyInstance, wallet: WalletService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loggedIn = { onRequest: app.requireUser };

  r.get(
    '/user/wallet/:clientId/payment-methods',
    { ...loggedIn, schema: { params: clientIdParams, response: { 200: paymentMethodsAnswer } } },
    async (request) => {
      assertClientIdParam(request.params.clientId);
      return { data: wallet.deposits.paymentMethods() };
    },
  );

  r.post(
    '/user/wallet/initiate-deposit',
    { ...loggedIn, schema: { body: initiateDepositRequestSchema, response: { 200: initiateDepositAnswer } } },
    async (request, reply) => {
      const user = userOf(request);
      const key = idempotencyKeyOf(request);
      const { amount, paymentChannel } = request.body;
      return sendIdempotent(
        reply,
        await wallet.deposits.initiate(user.id, { amount: toMinor(amount), paymentChannel }, key),
      );
    },
  );

  r.get(
    '/user/wallet/verify-payment',
    {
      ...loggedIn,
      schema: {
        querystring: z.object({
          paymentChannel: z.enum(DEPOSIT_CHANNELS, {
            error: `paymentChannel must be one of ${DEPOSIT_CHANNELS.join(', ')}`,
          }),
          transactionRef: z.string().regex(/^[A-Z0-9-]{6,40}$/, 'transactionRef is not a payment reference'),
          clientId: clientIdField,
        }),
        response: { 200: verifyPaymentAnswer },
      },
    },
    async (request) => {
      const { paymentChannel, transactionRef } = request.query;
      return wallet.deposits.verify(userOf(request).id, transactionRef, paymentChannel);
    },
  );

  r.get(
    '/user/wallet/:clientId/banks',
    { ...loggedIn, schema: { params: clientIdParams, response: { 200: banksAnswer } } },
    async (request) => {
      assertClientIdParam(request.params.clientId);
      return { data: [...wallet.withdrawals.banks()] };
    },
  );

  r.get(
    '/user/wallet/bank-accounts',
    { ...loggedIn, schema: { response: { 200: bankAccountsAnswer } } },
    async (request) => ({
      data: await wallet.withdrawals.bankAccounts(userOf(request).id),
    }),
  );

  r.post(
    '/user/wallet/verify-bank-account',
    {
      ...loggedIn,
      // Name enquiries are limited: they must not become a way to harvest account holders' names.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: verifyBankAccountRequestSchema, response: { 200: bankAccountView } },
    },
    async (request) =>
      wallet.withdrawals.verifyBankAccount(request.body.bankCode, request.body.accountNumber),
  );

  r.post(
    '/user/wallet/withdraw',
    { ...loggedIn, schema: { body: withdrawRequestSchema, response: { 200: withdrawAnswer } } },
    async (request, reply) => {
      const user = userOf(request);
      const key = idempotencyKeyOf(request);
      const { amount, bankAccountId, bankCode, accountNumber } = request.body;
      const input =
        bankAccountId !== undefined
          ? { amount: toMinor(amount), bankAccountId }
          : { amount: toMinor(amount), bankCode: bankCode!, accountNumber: accountNumber! };
      return sendIdempotent(reply, await wallet.withdrawals.withdraw(user.id, input, key));
    },
  );

  r.get(
    '/user/wallet/withdrawals',
    {
      ...loggedIn,
      schema: {
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          perPage: z.coerce.number().int().min(1).max(100).default(30),
        }),
        response: { 200: withdrawalsAnswer },
      },
    },
    async (request) => wallet.withdrawals.mine(userOf(request).id, request.query.page, request.query.perPage),
  );

  r.get(
    '/user/wallet/withdrawals/:id',
    {
      ...loggedIn,
      schema: {
        params: z.object({
          id: z.coerce.number({ error: 'id must be a number' }).int().positive().max(Number.MAX_SAFE_INTEGER),
        }),
        response: { 200: withdrawalView },
      },
    },
    async (request) => wallet.withdrawals.mineById(userOf(request).id, request.params.id),
  );

  r.post(
    '/user/wallet/shop-transaction',
    { ...loggedIn, schema: { body: shopTransactionRequestSchema, response: { 200: shopTransactionAnswer } } },
    async (request, reply) => {
      const user = userOf(request);
      const key = idempotencyKeyOf(request);
      const { type, amount } = request.body;
      return sendIdempotent(reply, await wallet.shop.create(user.id, { type, amount: toMinor(amount) }, key));
    },
  );

  r.post(
    '/user/wallet/transactions',
    {
      ...loggedIn,
      // An empty POST asks for the first page of everything.
      schema: {
        body: z.preprocess((b) => b ?? {}, transactionsRequestSchema),
        response: { 200: transactionsAnswer },
      },
    },
    async (request) => wallet.history(userOf(request).id, request.body),
  );
}
