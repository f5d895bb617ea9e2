// The accounts module's BalanceReader over the ledger: GET auth/details shows the five balances the
// ledger holds, in minor units (the accounts module turns them into the SPEC.md §3 fields).
import type { Db } from '../../db/database.ts';
import type { BalanceReader } from '../auth/balance-reader.ts';
import { playerBalances } from '../ledger/balances.ts';

export function createLedgerBalanceReader(db: Db): BalanceReader {
  return {
    async balancesOf(userId) {
      const b = await playerBalances(db, userId);
      return {
        available: b.available,
        sportBonus: b.sport_bonus,
        casinoBonus: b.casino_bonus,
        virtualBonus: b.virtual_bonus,
        trust: b.trust,
      };
    },
  };
}
