// The betslip (coupon) engine: selections, editing reducers, feed flags, display groups, and the
// combination, win and bonus calculation of SPEC.md §3-§5.
export * from './types.ts';
export { DEFAULT_COUPON_CONFIG, MAX_COUPON_SELECTIONS, MIN_SYSTEM_STAKE } from './config.ts';
export { buildSelection, selectionKey, toOutcomeId, type BuildSelectionOptions } from './selection.ts';
export { createBetslip, resetBetslip, deriveBetType, recalculateBetslip } from './betslip.ts';
export {
  addSelection,
  removeSelection,
  loadBetslip,
  changeBetType,
  setCombos,
  setStake,
  toggleBanker,
} from './edit.ts';
export {
  applyOddsChange,
  applyOddsRefresh,
  applyBetStop,
  clearChanged,
  type OddsChangeMessage,
  type OddsRefreshEntry,
} from './feed-flags.ts';
export { groupByMatch, groupByTournament } from './display-groups.ts';
export { pickNames, type NamedPick, type PickNames } from './pick-names.ts';
export { isCounted, MIXED_COMPATIBILITY, WRONG_SLOT_MAP } from './slots.ts';
export { BonusTable, missingBonusMessage } from './bonus.ts';
export { MULTIPLE_GROUPINGS } from './system.ts';
export { SINGLE_NEEDS_ONE, MULTIPLE_NEEDS_DISTINCT_MATCHES } from './accumulator.ts';
export { STAKE_REQUIRED, assertStakeForPlacing, lineStakeMinor, maxAllowedStake } from './stake.ts';
export {
  calculateCoupon,
  calculateCouponMinor,
  type CouponFigures,
  type GroupingFigures,
} from './calculate.ts';
export {
  groupingName,
  fullCoverName,
  listAvailableGroupings,
  listFullCoverBets,
  type AvailableGrouping,
  type FullCoverBet,
} from './groupings.ts';
export { roundMoneyHalfUp, floorMoney, potentialMinor, payoutMinor } from './exact-decimal.ts';
export {
  couponSelectionSchema,
  couponRequestSchema,
  couponConfigSchema,
  couponInputSchema,
  type CouponRequest,
} from './schema.ts';
