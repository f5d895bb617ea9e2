// Money is an integer count of minor units (kobo, cents) inside the system; decimals exist only at
// the edges (API JSON, display). Every conversion and rounding lives here.

/** An integer amount of minor units. */
export type Minor = number;

export const MINOR_PER_MAJOR = 100;

/** Throws unless `value` is a safe integer: money must never be a float inside the system. */
export function assertMinor(value: number, what = 'amount'): Minor {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of minor units`);
  return value;
}

/**
 * A major-unit decimal (as typed by a player or sent in JSON) to minor units. Rounds half away from
 * zero at the cent, after removing binary noise (0.1 + 0.2 style), because amounts arrive as
 * decimals with at most two places and must map to the cent the player meant.
 */
export function toMinor(major: number): Minor {
  if (!Number.isFinite(major)) throw new RangeError('amount must be a finite number');
  const scaled = Number((major * MINOR_PER_MAJOR).toFixed(6));
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return assertMinor(rounded === 0 ? 0 : rounded);
}

/** Minor units to a major-unit number with at most two decimals, for JSON at the edge. */
export function toMajor(minor: Minor): number {
  return assertMinor(minor) / MINOR_PER_MAJOR;
}

/**
 * True when a number parsed from decimal text had at most two decimals. A JSON number's shortest
 * form (String) is the text that was sent, so this is exact at any size, where a float tolerance
 * would refuse large valid amounts.
 */
export function hasAtMostTwoDecimals(major: number): boolean {
  return Number.isFinite(major) && /^-?\d+(\.\d{1,2})?$/.test(String(major));
}

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Display format of SPEC.md §3/§9: en-US, thousands separators, exactly 2 decimals, `0.00` when the
 * value is missing or not a number. Takes a major-unit number (as the API sends balances).
 */
export function formatMoney(major: number | string | null | undefined): string {
  const n = typeof major === 'string' ? Number(major) : major;
  if (n == null || !Number.isFinite(n) || n === 0) return '0.00';
  return moneyFormat.format(n);
}

/** A whole number with thousands separators (the shop-transaction dialog's amount, SPEC.md §2). */
export function formatWhole(major: number | null | undefined): string {
  if (major == null || !Number.isFinite(major)) return '0';
  return wholeFormat.format(Math.trunc(major));
}
