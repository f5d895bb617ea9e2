// The deposit-credited hook: called inside the transaction that credits a deposit (online or shop),
// so a module that reacts to deposits (the first-deposit bonus) commits or rolls back with it.
import type { Minor } from '@slipstream/domain';
import type { Transaction } from '../../db/executor.ts';

export type DepositCreditedHook = (
  trx: Transaction,
  deposit: { userId: number; amount: Minor; reference: string; channel: 'card' | 'bank-transfer' | 'shop' },
) => Promise<void>;
