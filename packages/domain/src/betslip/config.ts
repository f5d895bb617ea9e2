// Default calculation settings: SPEC.md §9's constants. The operator's global variables (MinBonusOdd,
// MaxCouponCombinations, the bonus list) override them at run time.

import { MAX_COUPON_COMBINATIONS, MIN_STAKE_FLOOR } from '../constants.ts';
import type { CouponConfig } from './types.ts';

/** SPEC.md §5: a system bet's stake floor is 100 × the line's share of the total stake. */
export const MIN_SYSTEM_STAKE = 100;

/** Largest number of selections one coupon may hold (the schema's cap). */
export const MAX_COUPON_SELECTIONS = 50;

export const DEFAULT_COUPON_CONFIG: CouponConfig = {
  minBonusOdd: 1.2,
  bonusTable: [],
  maxCouponCombinations: MAX_COUPON_COMBINATIONS,
  wthTaxRate: 0,
  exciseDutyRate: 0,
  minLineStake: MIN_STAKE_FLOOR,
  minSystemStake: MIN_SYSTEM_STAKE,
};
