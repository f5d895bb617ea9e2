// The ledger's vocabulary: which accounts exist, how a caller names one, and what a posting is.
import type { Minor } from '@slipstream/domain';
import type { BalanceKind } from '@slipstream/domain/wallet';

/**
 * The house's accounts. They may go negative (payment_provider_clearing is negative while a
 * provider owes us deposits); adding one here is enough, it is created on first use.
 */
export const HOUSE_ACCOUNTS = [
  'payment_provider_clearing',
  'cash_in_transit',
  'shop_float',
  'withdrawals_pending',
  'stakes_held',
  'winnings_paid',
  'bonus_cost',
  'casino_wagers',
  'adjustments',
  // Bets: lost stakes kept by the house; settlement shortfalls players owe after a rollback.
  'stakes_kept',
  'player_debts',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/** A player's balance of one kind, or a house account. */
export type AccountRef = { userId: number; balance: BalanceKind } | { house: HouseAccount };

export const player = (userId: number, balance: BalanceKind = 'available'): AccountRef => ({
  userId,
  balance,
});
export const house = (account: HouseAccount): AccountRef => ({ house: account });

export interface PostingLine {
  account: AccountRef;
  /** Added to the account: positive raises its balance, negative lowers it. */
  amount: Minor;
}

/** One money movement: lines that sum to zero, with what it is and which business record caused it. */
export interface Posting {
  /** `<category>.<action>`, e.g. `deposit.online`, `bet.stake` (the category feeds the history filter). */
  kind: string;
  /** The business record, e.g. `deposit:DEP-…`; (kind, reference) posts at most once, ever. */
  reference: string;
  /** The player the movement is for (shown in their history); defaults to the only player in the lines. */
  userId?: number | null;
  lines: PostingLine[];
}

/** A two-line posting: `amount` leaves `from` and arrives in `to`. */
export interface Movement {
  from: AccountRef;
  to: AccountRef;
  amount: Minor;
  kind: string;
  reference: string;
  userId?: number | null;
}

export interface PostedEntry {
  accountId: number;
  account: AccountRef;
  amount: Minor;
  /** The player's balance after this entry; null for a house account. */
  balanceAfter: Minor | null;
}

export interface PostedTransaction {
  id: number;
  kind: string;
  reference: string;
  userId: number | null;
  entries: PostedEntry[];
}
