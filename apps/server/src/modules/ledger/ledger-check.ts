// The ledger's invariants, checked from the stored rows alone: every transaction sums to zero with at
// least two entries, every player balance equals the sum of its entries (and each entry's
// balance_after the running sum), and no player balance is below zero. `npm run ledger:check` and
// the tests call it.
import type { Executor } from '../../db/executor.ts';
import {
  badBalances,
  balanceAfterMismatches,
  balanceMismatches,
  ledgerCounts,
  unbalancedTransactions,
} from './ledger-check.repo.ts';

export interface LedgerCheckReport {
  ok: boolean;
  counts: { transactions: number; entries: number; accounts: number };
  /** One line per breach, readable by an operator. */
  breaches: string[];
}

/** Checks the whole ledger; reports at most `limit` breaches of each kind. */
export async function checkLedger(db: Executor, limit = 50): Promise<LedgerCheckReport> {
  const breaches: string[] = [];
  const counts = await ledgerCounts(db);
  if (counts.total !== 0) breaches.push(`all entries together sum to ${counts.total}, not 0`);
  for (const t of await unbalancedTransactions(db, limit)) {
    breaches.push(
      `transaction ${t.id} (${t.kind} ${t.reference}) sums to ${t.total} over ${t.lines} entries`,
    );
  }
  for (const a of await balanceMismatches(db, limit)) {
    breaches.push(
      `account ${a.account_id} (user ${a.user_id} ${a.kind}) has balance ${a.stored_balance} but its entries sum to ${a.entries_sum}`,
    );
  }
  for (const a of await badBalances(db, limit)) {
    breaches.push(
      a.user_id === null
        ? `house account ${a.id} (${a.kind}) stores a balance (${a.balance}); house balances are the sum of their entries`
        : `account ${a.id} (user ${a.user_id} ${a.kind}) has balance ${a.balance}: a player balance must be 0 or more`,
    );
  }
  for (const e of await balanceAfterMismatches(db, limit)) {
    breaches.push(
      `entry ${e.id} of account ${e.account_id} records balance_after ${e.balance_after}, the running sum is ${e.running}`,
    );
  }
  return {
    ok: breaches.length === 0,
    counts: { transactions: counts.transactions, entries: counts.entries, accounts: counts.accounts },
    breaches,
  };
}
