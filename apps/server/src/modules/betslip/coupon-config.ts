// The operator's calculation settings for the betslip engine, read from the same settings the web
// app reads (global variables and the "onliners" bonus list), so both sides compute the same figures.
import { DEFAULT_COUPON_CONFIG, type CouponConfig } from '@slipstream/domain';
import type { SettingsService } from '../settings/settings.service.ts';

export const BONUS_SECTION = 'onliners';

function rate(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : 0;
}

export async function loadCouponConfig(settings: SettingsService): Promise<CouponConfig> {
  const [variables, bonusTable] = await Promise.all([
    settings.globalVariables(),
    settings.bonusList(BONUS_SECTION),
  ]);
  const coupon = variables.BetCouponGlobalVariable as Record<string, unknown> & {
    MinBonusOdd: number;
    MaxCouponCombinations: number;
  };
  return {
    ...DEFAULT_COUPON_CONFIG,
    minBonusOdd: coupon.MinBonusOdd,
    maxCouponCombinations: coupon.MaxCouponCombinations,
    bonusTable: bonusTable ?? [],
    // Tax rates are percentages among the global variables; missing means 0% (SPEC.md §9).
    wthTaxRate: rate(coupon.WthTaxRate),
    exciseDutyRate: rate(coupon.ExciseDutyRate),
  };
}
