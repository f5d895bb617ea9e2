// The balances shown with a player's details (SPEC.md §3). The accounts module only reads them; the
// reader it is given reads the ledger's accounts (wallet/balance-reader.ts).
import type { Minor } from '@slipstream/domain';

/** Balances in minor units (kobo). */
export interface PlayerBalances {
  available: Minor;
  sportBonus: Minor;
  casinoBonus: Minor;
  virtualBonus: Minor;
  trust: Minor;
}

export interface BalanceReader {
  balancesOf(userId: number): Promise<PlayerBalances>;
}
