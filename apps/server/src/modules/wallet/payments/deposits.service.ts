// Online deposits: a player asks to pay in, the provider collects, and the deposit is credited exactly
// once, whichever arrives first or how often: the provider's signed webhook or the player's
// verify-payment call. Both settle under a row lock on the deposit; the ledger's (kind, reference)
// uniqueness stands behind it.
import type { WebhookAnswer } from '@slipstream/contract/payments';
import type { InitiatedDeposit, PaymentMethod, VerifiedPayment } from '@slipstream/contract/wallet';
import { AppError, toMajor, type Minor } from '@slipstream/domain';
import type { DepositChannel } from '@slipstream/domain/wallet';
import type { Db } from '../../../db/database.ts';
import type { Transaction } from '../../../db/executor.ts';
import type { IdempotentAnswer } from '../../idempotency/idempotency.service.ts';
import type { Ledger } from '../../ledger/ledger.service.ts';
import { house, player } from '../../ledger/ledger.types.ts';
import type { ResponsibleGamblingService } from '../../responsible-gambling/responsible-gambling.service.ts';
import type { DepositCreditedHook } from '../deposit-hook.ts';
import { describeAmount } from '../money-format.ts';
import { newReference } from '../references.ts';
import type { WalletLimits } from '../wallet-limits.ts';
import { assertAmountInRange, assertWithinDepositLimits } from '../wallet-rules.ts';
import {
  depositByReference,
  insertDeposit,
  lockDeposit,
  recordWebhookEvent,
  updateDeposit,
  type DepositRow,
} from './deposits.repo.ts';
import type { GatewayPayment, PaymentGateway } from './payment-gateway.ts';

export interface DepositService {
  paymentMethods(): PaymentMethod[];
  initiate(
    userId: number,
    request: { amount: Minor; paymentChannel: DepositChannel },
    key: string,
  ): Promise<IdempotentAnswer<InitiatedDeposit>>;
  verify(userId: number, reference: string, channel: DepositChannel): Promise<VerifiedPayment>;
  handleWebhook(
    gatewayId: string,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookAnswer>;
}

export interface DepositDeps {
  db: Db;
  ledger: Ledger;
  /** The gateway serving each channel; an empty list means deposits are closed. */
  gateways: PaymentGateway[];
  responsibleGambling: Pick<ResponsibleGamblingService, 'getLimits' | 'assertMayGamble'>;
  limits: WalletLimits;
  now: () => Date;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  onDepositCredited?: DepositCreditedHook;
}

const CHANNELS: Record<DepositChannel, { name: string; description: string }> = {
  card: { name: 'Card', description: 'Visa, Mastercard or Verve debit card' },
  'bank-transfer': { name: 'Bank transfer', description: 'Transfer from your bank app or USSD' },
};

export function createDepositService(deps: DepositDeps): DepositService {
  const { db, ledger, limits } = deps;
  const gatewayFor = (channel: DepositChannel) => deps.gateways.find((g) => g.channels.includes(channel));
  const gatewayById = (id: string) => deps.gateways.find((g) => g.id === id);

  /** Settles a pending deposit from the provider's word; answers the deposit as it now stands. */
  async function settleLocked(
    trx: Transaction,
    gatewayId: string,
    payment: GatewayPayment,
  ): Promise<DepositRow | undefined> {
    const deposit = await lockDeposit(trx, payment.reference);
    // Only the provider that opened the payment may settle it.
    if (!deposit || deposit.gateway !== gatewayId) return undefined;
    if (deposit.status !== 'pending' || payment.status === 'pending') return deposit;
    const now = deps.now();
    if (payment.status === 'successful' && payment.amount !== deposit.amount) {
      // Never credit an amount the player did not ask for; an operator reconciles it with the provider.
      deps.log?.error(
        { reference: deposit.reference, asked: deposit.amount, paid: payment.amount },
        'deposit amount mismatch',
      );
      await updateDeposit(trx, deposit.id, {
        status: 'failed',
        failure_reason: 'The amount paid did not match the deposit. Please contact support.',
        provider_reference: payment.providerReference,
        updated_at: now,
        completed_at: now,
      });
    } else if (payment.status === 'successful') {
      await ledger.move(trx, {
        from: house('payment_provider_clearing'),
        to: player(deposit.user_id),
        amount: deposit.amount,
        kind: 'deposit.online',
        reference: deposit.reference,
      });
      await deps.onDepositCredited?.(trx, {
        userId: deposit.user_id,
        amount: deposit.amount,
        reference: deposit.reference,
        channel: deposit.channel,
      });
      await updateDeposit(trx, deposit.id, {
        status: 'successful',
        provider_reference: payment.providerReference,
        updated_at: now,
        completed_at: now,
      });
    } else {
      await updateDeposit(trx, deposit.id, {
        status: 'failed',
        failure_reason: (payment.reason ?? 'The payment was not completed.').slice(0, 200),
        provider_reference: payment.providerReference,
        updated_at: now,
        completed_at: now,
      });
    }
    return lockDeposit(trx, payment.reference);
  }

  async function answerOf(deposit: DepositRow): Promise<VerifiedPayment> {
    const amount = describeAmount(deposit.amount);
    const message =
      deposit.status === 'successful'
        ? `Your deposit of ${amount} was successful.`
        : deposit.status === 'failed'
          ? `Your deposit of ${amount} did not go through. ${deposit.failure_reason ?? ''}`.trim()
          : `Your deposit of ${amount} is still pending. We will credit your account as soon as the payment is confirmed.`;
    const balances = await ledger.balances(deposit.user_id);
    return {
      transactionRef: deposit.reference,
      paymentChannel: deposit.channel,
      amount: toMajor(deposit.amount),
      status: deposit.status,
      message,
      availableBalance: toMajor(balances.available),
    };
  }

  return {
    paymentMethods() {
      const bounds = { minAmount: toMajor(limits.depositMin), maxAmount: toMajor(limits.depositMax) };
      const online = (Object.keys(CHANNELS) as DepositChannel[])
        .filter((c) => gatewayFor(c))
        .map((c) => ({ id: c, ...CHANNELS[c], flow: 'redirect' as const, ...bounds }));
      return [
        ...online,
        {
          id: 'shop',
          name: 'Shop',
          description: 'Pay cash at any shop with a transaction code',
          flow: 'shop-code',
          ...bounds,
        },
      ];
    },

    async initiate(userId, { amount, paymentChannel }, key) {
      const gateway = gatewayFor(paymentChannel);
      if (!gateway)
        throw new AppError('PAYMENT_UNAVAILABLE', 'This payment method is not available right now.');
      assertAmountInRange(amount, limits.depositMin, limits.depositMax, 'deposit');
      await deps.responsibleGambling.assertMayGamble(userId);
      const { deposit: depositLimits } = await deps.responsibleGambling.getLimits(userId);

      const answer = await ledger.runIdempotent<Omit<InitiatedDeposit, 'paymentUrl'>>(
        { scope: `wallet.deposit:${userId}`, key, body: { amount, paymentChannel } },
        async (trx) => {
          const now = deps.now();
          await ledger.lockBalances(trx, userId);
          await assertWithinDepositLimits(trx, userId, amount, depositLimits, now);
          const row = await insertDeposit(trx, {
            reference: newReference('DEP'),
            user_id: userId,
            gateway: gateway.id,
            channel: paymentChannel,
            amount,
            created_at: now,
            updated_at: now,
          });
          return {
            body: {
              transactionRef: row.reference,
              paymentChannel,
              amount: toMajor(amount),
              status: 'pending' as const,
            },
          };
        },
      );

      // The provider is asked outside the database transaction (no lock is held across a network
      // call); a retry of the same request finds the stored page, or asks again (the provider is
      // idempotent on our reference).
      const deposit = await depositByReference(db, answer.body.transactionRef);
      if (!deposit) throw new Error(`deposit ${answer.body.transactionRef} vanished`);
      let paymentUrl = deposit.payment_url;
      if (!paymentUrl) {
        try {
          const session = await gateway.initiate({
            reference: deposit.reference,
            amount: deposit.amount,
            channel: deposit.channel,
          });
          paymentUrl = session.paymentUrl;
          await updateDeposit(db, deposit.id, {
            provider_reference: session.providerReference,
            payment_url: session.paymentUrl,
            updated_at: deps.now(),
          });
        } catch (err) {
          deps.log?.warn({ err, reference: deposit.reference }, 'payment provider did not open a payment');
          throw new AppError(
            'PAYMENT_UNAVAILABLE',
            'The payment provider is not answering. Please try again in a moment.',
          );
        }
      }
      return { ...answer, body: { ...answer.body, paymentUrl } };
    },

    async verify(userId, reference, channel) {
      let deposit = await depositByReference(db, reference);
      // Another player's reference is answered exactly like an unknown one.
      if (!deposit || deposit.user_id !== userId || deposit.channel !== channel) {
        throw new AppError('NOT_FOUND', 'We could not find this payment.');
      }
      const gateway = gatewayById(deposit.gateway);
      if (deposit.status === 'pending' && gateway) {
        const payment = await gateway.status(reference);
        if (payment && payment.status !== 'pending') {
          deposit = (await ledger.run((trx) => settleLocked(trx, gateway.id, payment))) ?? deposit;
        }
      }
      return answerOf(deposit);
    },

    async handleWebhook(gatewayId, rawBody, headers) {
      const gateway = gatewayById(gatewayId);
      if (!gateway) throw new AppError('NOT_FOUND', `No payment provider ${gatewayId.slice(0, 40)}.`);
      const event = gateway.parseWebhook(rawBody, headers);
      const outcome = await ledger.run(async (trx) => {
        if (!(await recordWebhookEvent(trx, gateway.id, event.eventId))) return 'duplicate' as const;
        const deposit = await settleLocked(trx, gateway.id, event);
        return deposit ? ('processed' as const) : ('unknown-payment' as const);
      });
      if (outcome === 'unknown-payment')
        deps.log?.warn({ gatewayId, reference: event.reference }, 'webhook for an unknown payment');
      return { received: true, outcome };
    },
  };
}
