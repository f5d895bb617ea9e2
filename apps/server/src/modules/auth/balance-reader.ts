// The balances shown with a player's details (SPEC.md §3). The wallet issue replaces the zero reader
// with one that reads its ledger; nothing else changes.
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

export const ZERO_BALANCES: PlayerBalances = {
  available: 0,
  sportBonus: 0,
  casinoBonus: 0,
  virtualBonus: 0,
  trust: 0,
};

/** Until the wallet exists, every balance is 0. */
export const zeroBalanceReader: BalanceReader = { balancesOf: async () => ({ ...ZERO_BALANCES }) };
