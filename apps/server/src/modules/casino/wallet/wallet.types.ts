// The seamless-wallet contract every game provider calls, in-process (our own games) or over HTTP
// (a third-party aggregator): balance, debit (a bet), credit (a win) and rollback (a bet cancelled),
// each idempotent on the provider's transaction id. Amounts are minor units here.
import type { Minor } from '@slipstream/domain';
import type { Transaction } from '../../../db/executor.ts';
import type { CasinoBalanceType } from '../../../db/schema.ts';

export interface WalletCall {
  /** The provider's slug (casino_providers.slug). */
  provider: string;
  sessionId: string;
}

export interface MoneyCall extends WalletCall {
  /** The provider's own transaction id: a repeat answers the first answer. */
  transactionId: string;
  roundId: string;
  amount: Minor;
}

export interface RollbackCall extends WalletCall {
  transactionId: string;
  roundId: string;
  /** The debit being cancelled (it may not have reached us yet). */
  rollbackTransactionId: string;
}

export interface WalletAnswer {
  sessionId: string;
  balanceType: CasinoBalanceType;
  /** The session's balance after the call, minor units. */
  balance: Minor;
  currency: string;
  transactionId?: string;
}

export interface SeamlessWallet {
  balance(call: WalletCall): Promise<WalletAnswer>;
  debit(call: MoneyCall): Promise<WalletAnswer>;
  credit(call: MoneyCall): Promise<WalletAnswer>;
  rollback(call: RollbackCall): Promise<WalletAnswer>;
}

/**
 * Called for every bonus-balance bet, so casino play counts toward the casino bonus's wagering
 * requirement (the bonus module's recordWager, inside the same transaction as the debit).
 */
export interface CasinoWagerHook {
  recordWager(
    trx: Transaction,
    userId: number,
    wager: { amount: Minor; odds: null; source: 'casino_bonus'; reference: string },
  ): Promise<unknown>;
  /** After a win or refund reached the casino bonus balance (the bonus may have closed meanwhile). */
  settleBonusBalance(trx: Transaction, userId: number, wallet: 'casino_bonus', cause: string): Promise<void>;
}
