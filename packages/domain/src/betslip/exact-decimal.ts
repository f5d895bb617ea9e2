// Exact decimal arithmetic for the betslip engine and settlement: a value is `units / 10^scale` with
// bigint units, so products of 2-place odds, percentages and rates never pick up binary noise.
// Every rounding of a computed amount happens here, in a named function.

import type { Minor } from '../money.ts';

/** An exact decimal: `units / 10^scale`. */
export interface Exact {
  readonly units: bigint;
  readonly scale: number;
}

const POW10: bigint[] = [1n];

/** 10^n as a bigint (cached: the engine asks for the same few powers over and over). */
export function pow10(n: number): bigint {
  for (let i = POW10.length; i <= n; i++) POW10.push((POW10[i - 1] as bigint) * 10n);
  return POW10[n] as bigint;
}

export const ZERO: Exact = { units: 0n, scale: 0 };

export function exact(units: bigint, scale = 0): Exact {
  return { units, scale };
}

export function addExact(a: Exact, b: Exact): Exact {
  if (a.scale === b.scale) return { units: a.units + b.units, scale: a.scale };
  if (a.scale > b.scale) return { units: a.units + b.units * pow10(a.scale - b.scale), scale: a.scale };
  return { units: a.units * pow10(b.scale - a.scale) + b.units, scale: b.scale };
}

export function subExact(a: Exact, b: Exact): Exact {
  return addExact(a, { units: -b.units, scale: b.scale });
}

export function mulExact(a: Exact, b: Exact): Exact {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function compareExact(a: Exact, b: Exact): number {
  const d = subExact(a, b).units;
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

export function maxExact(a: Exact, b: Exact): Exact {
  return compareExact(a, b) >= 0 ? a : b;
}

/** Half away from zero to a whole number of units at `places` decimals (the rule of `toMinor`). */
function roundHalfAwayFromZero(x: Exact, places: number): bigint {
  if (x.scale <= places) return x.units * pow10(places - x.scale);
  const div = pow10(x.scale - places);
  const negative = x.units < 0n;
  const abs = negative ? -x.units : x.units;
  const q = (abs * 2n + div) / (div * 2n);
  return negative ? -q : q;
}

/**
 * The one rounding applied to every computed money amount (win, bonus, tax, duty, payout):
 * commercial rounding, half away from zero, to the minor unit, applied once to the exact result. It
 * is the rule `toMinor` uses for amounts typed by players, so an amount never rounds differently
 * depending on where it was computed. Returns a bigint: see `potentialMinor` and `payoutMinor`.
 */
export function roundMoneyHalfUp(amountInMinor: Exact): bigint {
  return roundHalfAwayFromZero(amountInMinor, 0);
}

const MAX_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A potential figure (max win, bonus, tax of a slip not yet placed) as Minor. A 50-leg accumulator
 * can promise more than 2^53 minor units (about 90 trillion), which no operator pays and no integer
 * column holds exactly; such a figure saturates at Number.MAX_SAFE_INTEGER instead of failing the
 * whole slip. The operator's payout limit is far below it (see `maxAllowedStake`).
 */
export function potentialMinor(minor: bigint): Minor {
  if (minor > MAX_MINOR) return Number.MAX_SAFE_INTEGER;
  if (minor < -MAX_MINOR) return -Number.MAX_SAFE_INTEGER;
  return Number(minor);
}

/** An amount that will really move (a settlement payout) as Minor: it must be exact, or it throws. */
export function payoutMinor(minor: bigint): Minor {
  if (minor > MAX_MINOR || minor < -MAX_MINOR) throw new RangeError('amount is too large to be money');
  return Number(minor);
}

/**
 * Rounds down (toward negative infinity) to the minor unit. Used where the operator must never give
 * more than it computed: the maximum allowed stake (SPEC.md §5 "floored to 2 decimals").
 */
export function floorMoney(amountInMinor: Exact): Minor {
  const div = pow10(amountInMinor.scale);
  let q = amountInMinor.units / div;
  if (amountInMinor.units < 0n && q * div !== amountInMinor.units) q -= 1n;
  const minor = Number(q);
  if (!Number.isSafeInteger(minor)) throw new RangeError('amount is too large to be money');
  return minor;
}

/**
 * An odds figure for display and JSON (total odds, min/max odds): the exact value rounded half away
 * from zero to 10 decimals, the precision SPEC.md §5 gives odds products.
 */
export function oddsFigure(value: Exact, places = 10): number {
  const units = roundHalfAwayFromZero(value, places);
  if (units === 0n) return 0;
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const text = `${digits.slice(0, digits.length - places)}.${digits.slice(digits.length - places)}`;
  return Number(negative ? `-${text}` : text);
}

/**
 * Rounds a product to 10 decimals after a multiplication, as SPEC.md §5 asks of odds products. Kept
 * exact (no float) so the rule, not binary noise, decides the last digit.
 */
export function roundTo10Decimals(value: Exact): Exact {
  return { units: roundHalfAwayFromZero(value, 10), scale: 10 };
}

/**
 * A finite decimal number (odds, percentages, rates, factors from a feed) as an exact value with
 * `places` decimals, nearest first: the inputs carry at most that many decimals, so this recovers the
 * decimal the sender meant (1.15 is 115/100, not the binary double nearest to it).
 */
export function exactFromNumber(value: number, places: number): Exact {
  if (!Number.isFinite(value)) throw new RangeError('value must be a finite number');
  const scaled = value * 10 ** places;
  if (Math.abs(scaled) < 2 ** 52) return { units: BigInt(Math.round(scaled)), scale: places };
  const [int = '0', frac = ''] = Math.abs(value).toFixed(places).split('.');
  const units = BigInt(int + frac);
  return { units: value < 0 ? -units : units, scale: places };
}
