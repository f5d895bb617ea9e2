// The player's wallet calls under /api/v2/user/wallet (SPEC.md §7 "Wallet"): payment methods and
// deposits, banks, saved accounts, account-name enquiry and withdrawals, shop codes and the history.
// Every call needs a logged-in player; every money-moving POST needs an Idempotency-Key header.
import { wallet as contract } from '@slipstream/contract';
import { toMinor } from '@slipstream/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../http/auth.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { assertClientIdParam } from '../settings/client-id.ts';
import { idempotencyKeyOf, sendIdempotent } from '../idempotency/idempotency-key.ts';
import type { WalletService } from './wallet.service.ts';

export async function walletRoutes(app: FastifyInstance, wallet: WalletService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loggedIn = { onRequest: app.requireUser };

  r.route({
    ...routeOf(contract.paymentMethods),
    ...loggedIn,
    handler: async (request) => {
      assertClientIdParam(request.params.clientId);
      return { data: wallet.deposits.paymentMethods() };
    },
  });

  r.route({
    ...routeOf(contract.initiateDeposit),
    ...loggedIn,
    handler: async (request, reply) => {
      const user = userOf(request);
      const key = idempotencyKeyOf(request);
      const { amount, paymentChannel } = request.body;
      return sendIdempotent(
        reply,
        await wallet.deposits.initiate(user.id, { amount: toMinor(amount), paymentChannel }, key),
      );
    },
  });

  r.route({
    ...routeOf(contract.verifyPayment),
    ...loggedIn,
    handler: async (request) => {
      const { paymentChannel, transactionRef } = request.query;
      return wallet.deposits.verify(userOf(request).id, transactionRef, paymentChannel);
    },
  });

  r.route({
    ...routeOf(contract.banks),
    ...loggedIn,
    handler: async (request) => {
      assertClientIdParam(request.params.clientId);
      return { data: [...wallet.withdrawals.banks()] };
    },
  });

  r.route({
    ...routeOf(contract.bankAccounts),
    ...loggedIn,
    handler: async (request) => ({ data: await wallet.withdrawals.bankAccounts(userOf(request).id) }),
  });

  r.route({
    ...routeOf(contract.verifyBankAccount),
    ...loggedIn,
    // Name enquiries are limited: they must not become a way to harvest account holders' names.
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) =>
      wallet.withdrawals.verifyBankAccount(request.body.bankCode, request.body.accountNumber),
  });

  r.route({
    ...routeOf(contract.withdraw),
    ...loggedIn,
    handler: async (request, reply) => {
      const user = userOf(request);
      const key = idempotencyKeyOf(request);
      const { amount, bankAccountId, bankCode, accountNumber } = request.body;
      const input =
        bankAccountId !== undefined
          ? { amount: toMinor(amount), bankAccountId }
          : { amount: toMinor(amount), bankCode: bankCode!, accountNumber: accountNumber! };
      return sendIdempotent(reply, await wallet.withdrawals.withdraw(user.id, input, key));
    },
  });

  r.route({
    ...routeOf(contract.withdrawals),
    ...loggedIn,
    handler: async (request) =>
      wallet.withdrawals.mine(userOf(request).id, request.query.page, request.query.perPage),
  });

  r.route({
    ...routeOf(contract.withdrawal),
    ...loggedIn,
    handler: async (request) => wallet.withdrawals.mineById(userOf(request).id, request.params.id),
  });

  r.route({
    ...routeOf(contract.shopTransaction),
    ...loggedIn,
    handler: async (request, reply) => {
      const user = userOf(request);
      const key = idempotencyKeyOf(request);
      const { type, amount } = request.body;
      return sendIdempotent(reply, await wallet.shop.create(user.id, { type, amount: toMinor(amount) }, key));
    },
  });

  r.route({
    ...routeOf(contract.transactions),
    ...loggedIn,
    handler: async (request) => wallet.history(userOf(request).id, request.body),
  });
}
