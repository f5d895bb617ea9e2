// Typed reads of the global sportsbook variables (SPEC.md §3): DialCode, CurrencyCode, MinBonusOdd,
// MaxCouponCombinations (under BetCouponGlobalVariable) and brandName, and the operator's TimeZone
// and Locale for dates, with launch-market defaults until the server has answered; and the
// operator's bet limits when the server publishes them.
import { isLocale, isTimeZone, MAX_COUPON_COMBINATIONS } from '@slipstream/domain';
import type { GlobalVariables } from '../api/auth.ts';
import { brand } from '../site/brand.ts';
import { LAUNCH_MARKET } from '../site/market.ts';
import { useUtilityStore } from './utility-store.ts';

export interface SportsbookSettings {
  dialCode: string;
  currencyCode: string;
  /** Null until the server says: the bonus rule must not run on a guessed threshold. */
  minBonusOdd: number | null;
  maxCouponCombinations: number;
  brandName: string;
  /** The IANA zone every date is read in. */
  timeZone: string;
  /** The locale every date is written in. */
  locale: string;
}

function pick(variables: GlobalVariables, key: string): unknown {
  const coupon = variables.BetCouponGlobalVariable;
  const nested =
    typeof coupon === 'object' && coupon !== null ? (coupon as Record<string, unknown>)[key] : undefined;
  return nested ?? variables[key];
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : fallback;

const known = (value: unknown, valid: (v: unknown) => v is string, fallback: string) =>
  typeof value === 'string' && valid(value.trim()) ? value.trim() : fallback;

const number = <F extends number | null>(value: unknown, fallback: F): number | F => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

export function readSportsbookSettings(variables: GlobalVariables): SportsbookSettings {
  return {
    dialCode: text(pick(variables, 'DialCode'), LAUNCH_MARKET.dialCode).replace(/^\+/, ''),
    currencyCode: text(pick(variables, 'CurrencyCode'), LAUNCH_MARKET.currencyCode),
    minBonusOdd: number(pick(variables, 'MinBonusOdd'), null),
    maxCouponCombinations: number(pick(variables, 'MaxCouponCombinations'), MAX_COUPON_COMBINATIONS),
    brandName: text(variables.brandName, brand.name),
    // A zone or locale the browser does not know would throw in every date on screen.
    timeZone: known(pick(variables, 'TimeZone'), isTimeZone, LAUNCH_MARKET.timeZone),
    locale: known(pick(variables, 'Locale'), isLocale, LAUNCH_MARKET.locale),
  };
}

export function useSportsbookSettings(): SportsbookSettings {
  const variables = useUtilityStore((state) => state.SportsbookGlobalVariable);
  return readSportsbookSettings(variables);
}

/**
 * The operator's per-bet limits in major units, read from `MaxStake` and `MaxPayout` (under
 * BetCouponGlobalVariable or at the top level, like the other coupon settings). Null when the server
 * does not say: a guessed limit could stop a bet the server would take, so none is assumed.
 */
export interface BetLimits {
  maxStake: number | null;
  maxPayout: number | null;
}

const positive = (value: unknown): number | null => {
  const n = number(value, null);
  return n !== null && n > 0 ? n : null;
};

export function readBetLimits(variables: GlobalVariables): BetLimits {
  return {
    maxStake: positive(pick(variables, 'MaxStake')),
    maxPayout: positive(pick(variables, 'MaxPayout')),
  };
}
