// The betslip engine's settings built from what the server sent: global variables (MinBonusOdd,
// MaxCouponCombinations, WthTaxRate, ExciseDutyRate under BetCouponGlobalVariable) and the bonus list,
// so the panel computes the figures the server's get-split-props computes.
import { DEFAULT_COUPON_CONFIG, type BonusRow, type CouponConfig } from '@slipstream/domain';
import type { GlobalVariables } from '../../api/auth.ts';
import { readSportsbookSettings } from '../../stores/global-variables.ts';

function couponVariable(variables: GlobalVariables, key: string): unknown {
  const coupon = variables.BetCouponGlobalVariable;
  const nested =
    typeof coupon === 'object' && coupon !== null ? (coupon as Record<string, unknown>)[key] : undefined;
  return nested ?? variables[key];
}

/** A tax rate in percent; anything missing or out of 0..100 is 0% (SPEC.md §9), as on the server. */
function rate(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100 ? n : 0;
}

let cached: { variables: GlobalVariables; bonusList: readonly BonusRow[]; config: CouponConfig } | null =
  null;

/**
 * The engine config for these settings. Until the server has said what MinBonusOdd is, no bonus is
 * computed (a guessed threshold would promise a bonus the server may not pay). Memoised on the two
 * inputs, which change only when start-up data arrives.
 */
export function couponConfigFor(variables: GlobalVariables, bonusList: readonly BonusRow[]): CouponConfig {
  if (cached && cached.variables === variables && cached.bonusList === bonusList) return cached.config;
  const settings = readSportsbookSettings(variables);
  const config: CouponConfig = {
    ...DEFAULT_COUPON_CONFIG,
    minBonusOdd: settings.minBonusOdd ?? DEFAULT_COUPON_CONFIG.minBonusOdd,
    bonusTable: settings.minBonusOdd === null ? [] : bonusList,
    maxCouponCombinations: settings.maxCouponCombinations,
    wthTaxRate: rate(couponVariable(variables, 'WthTaxRate')),
    exciseDutyRate: rate(couponVariable(variables, 'ExciseDutyRate')),
  };
  cached = { variables, bonusList, config };
  return config;
}
