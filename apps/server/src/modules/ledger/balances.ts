// A player's balances as the ledger's accounts hold them. Reading moves nothing, so it needs only the
// database: a module that shows balances (a player's details) reads them here, with no ledger of its
// own; the ledger's own reads and balance events use the same conversion.
import { BALANCE_KINDS, ZERO_BALANCES, type Balances } from '@slipstream/domain/wallet';
import type { Executor } from '../../db/executor.ts';
import { readBalances, type BalanceRow } from './ledger.repo.ts';

/** A player's account rows as balances, with their version: the sum of the rows' versions. */
export function toBalances(rows: BalanceRow[]): { balances: Balances; seq: number } {
  const balances: Balances = { ...ZERO_BALANCES };
  let seq = 0;
  for (const row of rows) {
    if ((BALANCE_KINDS as readonly string[]).includes(row.kind)) balances[row.kind] = row.balance;
    seq += row.version;
  }
  return { balances, seq };
}

/** A player's five balances (zeros before their first movement). */
export async function playerBalances(db: Executor, userId: number): Promise<Balances> {
  return toBalances(await readBalances(db, userId)).balances;
}
