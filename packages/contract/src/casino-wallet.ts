// Casino providers' seamless-wallet callbacks (signed with the provider's secret): balance, debit (a
// bet), credit (a win) and rollback (a bet cancelled), each idempotent on the provider's transaction
// id. The body is signed as the exact bytes sent, so the server reads it only after checking the
// signature: the calls' bodies are described here and parsed by the handler, not by the route.
import { hasAtMostTwoDecimals } from '@slipstream/domain';
import { z } from 'zod';
import { casinoBalanceType } from './casino-rounds.ts';
import { endpoint } from './endpoint.ts';

const id = z.string().min(1).max(100);
/** Major units with at most 2 decimals. */
const amount = z.number().min(0).max(1_000_000_000).refine(hasAtMostTwoDecimals, 'at most 2 decimals');

/** What every call carries: who calls, for which game session, and when (Unix seconds). */
export const walletCall = z.object({
  provider: z.string().min(1).max(40),
  sessionId: z.string().min(8).max(64),
  timestamp: z.number(),
});
/** A debit (a bet) or a credit (a win, 0 closing a loss). */
export const walletMoneyCall = walletCall.extend({ transactionId: id, roundId: id, amount });
/** Cancels a debit, which may not have arrived yet. */
export const walletRollbackCall = walletCall.extend({
  transactionId: id,
  roundId: id,
  rollbackTransactionId: id,
});

export const WALLET_ACTIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

/** Each action's body, checked once the signature is. */
export const walletCallBodies = {
  balance: walletCall,
  debit: walletMoneyCall,
  credit: walletMoneyCall,
  rollback: walletRollbackCall,
} as const satisfies Record<WalletAction, z.ZodType>;

export const walletCallbackAnswer = z.object({
  sessionId: z.string(),
  balanceType: casinoBalanceType,
  /** The session's balance after the call, major units. */
  balance: z.number(),
  currency: z.string(),
  transactionId: z.string().optional(),
});

export const walletCallback = endpoint({
  method: 'POST',
  base: 'casinoWallet',
  path: '/:action',
  summary:
    'A provider calls the seamless wallet: balance, debit, credit or rollback. The body (walletCallBodies) is ' +
    'signed as sent: hex HMAC-SHA256 of the raw body in X-Casino-Signature, with a fresh `timestamp`.',
  auth: 'casino-provider',
  params: z.object({ action: z.enum(WALLET_ACTIONS) }),
  responses: { 200: walletCallbackAnswer },
  errors: [
    'SIGNATURE_INVALID',
    'VALIDATION_FAILED',
    'BAD_REQUEST',
    'FORBIDDEN',
    'NOT_FOUND',
    'CONFLICT',
    'IDEMPOTENCY_KEY_REUSED',
    'WALLET_INSUFFICIENT_FUNDS',
  ],
});
