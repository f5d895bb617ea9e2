// Wallet rules shared by the deposit/withdraw forms and the server: the five player balances, the
// categories of money movements, shop transaction codes and bank account numbers.
import { toMajor, type Minor } from './money.ts';

/** The balances a player holds (SPEC.md §1), one ledger account each. */
export const BALANCE_KINDS = ['available', 'sport_bonus', 'casino_bonus', 'virtual_bonus', 'trust'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/** A player's five balances in minor units. */
export type Balances = Record<BalanceKind, Minor>;

export const ZERO_BALANCES: Balances = {
  available: 0,
  sport_bonus: 0,
  casino_bonus: 0,
  virtual_bonus: 0,
  trust: 0,
};

/** The current-user fields of SPEC.md §3, in major units, as the API and the balance topic send them. */
export interface BalanceFields {
  availableBalance: number;
  sportBonusBalance: number;
  casinoBonusBalance: number;
  virtualBonusBalance: number;
  trustBalance: number;
}

export function toBalanceFields(balances: Balances): BalanceFields {
  return {
    availableBalance: toMajor(balances.available),
    sportBonusBalance: toMajor(balances.sport_bonus),
    casinoBonusBalance: toMajor(balances.casino_bonus),
    virtualBonusBalance: toMajor(balances.virtual_bonus),
    trustBalance: toMajor(balances.trust),
  };
}

/**
 * What a movement is, as the transactions page filters it. A ledger transaction's kind is
 * `<category>.<action>` (e.g. `deposit.online`, `bet.stake`), so its category is the part before the dot.
 */
export const TRANSACTION_CATEGORIES = [
  'deposit',
  'withdrawal',
  'bet',
  'casino',
  'bonus',
  'adjustment',
] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export function categoryOf(kind: string): string {
  const dot = kind.indexOf('.');
  return dot === -1 ? kind : kind.slice(0, dot);
}

/** Ways to pay in online; the sandbox provider stands in for both. */
export const DEPOSIT_CHANNELS = ['card', 'bank-transfer'] as const;
export type DepositChannel = (typeof DEPOSIT_CHANNELS)[number];

export const SHOP_TRANSACTION_TYPES = ['deposit', 'withdraw'] as const;
export type ShopTransactionType = (typeof SHOP_TRANSACTION_TYPES)[number];

/**
 * Shop codes are read aloud and typed by a cashier, so their alphabet has no 0/O, 1/I/L or U/V
 * look-alikes; 10 characters of 30 give ~5.9e14 codes, far beyond guessing behind the agent key.
 */
export const SHOP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const SHOP_CODE_LENGTH = 10;

/** A code as typed by a cashier ("k7m2 qx9p-4t") to its stored form, or null when it cannot be one. */
export function normalizeShopCode(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  if (code.length !== SHOP_CODE_LENGTH) return null;
  for (const ch of code) if (!SHOP_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** Nigerian bank account numbers (NUBAN) have exactly 10 digits. */
export function isAccountNumber(value: string): boolean {
  return /^\d{10}$/.test(value);
}
