// The accounts module's BalanceReader over the ledger: GET auth/details shows the five balances the
// ledger holds, in minor units (the accounts module turns them into the SPEC.md §3 fields).
import type { Db } from '../../db/database.ts';
import type { BalanceReader } from '../auth/balance-reader.ts';
import { createLedger } from '../ledger/ledger.service.ts';

export function createLedgerBalanceReader(db: Db): BalanceReader {
  // Reading moves nothing, so this ledger needs no event listeners.
  const ledger = createLedger({ db });
  return {
    async balancesOf(userId) {
      const b = await ledger.balances(userId);
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
