// Money as it crosses an edge: a JSON number of major units with at most 2 decimals that the ledger
// can hold, so toMinor never throws on an amount that passed a schema.
import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money.ts';

/**
 * The ceiling of any money field, in major units: its minor units (≤ 10^15) are a safe integer and
 * every cent below it is still a distinct double, so conversion is exact. Far above any real amount.
 */
export const LEDGER_MAX_MAJOR = 10_000_000_000_000;

/** True for a finite amount of at most 2 decimals whose minor units the ledger holds exactly. */
export function isLedgerAmount(major: number): boolean {
  return hasAtMostTwoDecimals(major) && Math.abs(major) <= LEDGER_MAX_MAJOR;
}

export interface MoneyFieldOptions {
  /** Whether 0 is a valid amount (an offer of nothing); otherwise it must be above 0. */
  allowZero?: boolean;
  /** A tighter ceiling than the ledger's, in major units. */
  max?: number;
}

/** A money field of a request: never negative, ≤ 2 decimals, bounded by `max` and by the ledger. */
export function moneyField(options: MoneyFieldOptions = {}) {
  const max = Math.min(options.max ?? LEDGER_MAX_MAJOR, LEDGER_MAX_MAJOR);
  const base = z.number({ error: 'must be a number' });
  const floor = options.allowZero
    ? base.min(0, 'must not be negative')
    : base.positive('must be greater than 0');
  return floor.max(max, 'is too large').refine(hasAtMostTwoDecimals, 'must have at most 2 decimals');
}
