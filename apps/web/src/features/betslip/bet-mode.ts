// The three ways the panel offers to bet a slip — Single (one stake on each selection when there are
// several), Multiple (an accumulator, or a split for a shared slip with picks of one match) and System
// (ticked groupings) — read from and written to the store through the engine's own bet types.
import { listAvailableGroupings, type CouponSelection } from '@slipstream/domain';
import { useBetslipStore, type BetslipState } from './betslip-store.ts';

export type BetMode = 'single' | 'multiple' | 'system';

export function betModeOf(state: Pick<BetslipState, 'coupon' | 'stakeTarget'>): BetMode {
  const { coupon, stakeTarget } = state;
  if (coupon.selections.length <= 1) return 'single';
  if (coupon.bet_type === 'Combo') return 'system';
  return stakeTarget === 'all' ? 'single' : 'multiple';
}

/** The groupings the engine offers for these selections, or none when it refuses the slip. */
export function offeredGroupings(selections: readonly CouponSelection[], maxCouponCombinations: number) {
  try {
    return listAvailableGroupings(selections, maxCouponCombinations);
  } catch {
    return [];
  }
}

/**
 * The grouping ticked when the player opens System: "one fewer than all" (trebles of four, doubles
 * of three), the system most players mean; singles of a two-selection slip.
 */
export function defaultGrouping(
  selections: readonly CouponSelection[],
  maxCouponCombinations: number,
): number | null {
  const priced = offeredGroupings(selections, maxCouponCombinations).filter((g) => g.Combinations > 0);
  if (priced.length === 0) return null;
  const pick = priced.length > 1 ? priced[priced.length - 2] : priced[0];
  return pick?.Grouping ?? null;
}

/** Switches the slip to a mode; like any bet-type change it zeroes the stakes (SPEC.md §4). */
export function switchBetMode(mode: BetMode, maxCouponCombinations: number): void {
  const store = useBetslipStore.getState();
  const { coupon } = store;
  if (coupon.selections.length <= 1) return;
  const toAccumulator = () => {
    store.changeBetType('Multiple');
    // A slip with two picks of one match cannot be a Multiple; the engine keeps it a Split.
    if (useBetslipStore.getState().coupon.bet_type === 'Combo') store.changeBetType('Split');
  };
  if (mode === 'multiple') {
    toAccumulator();
    return;
  }
  if (mode === 'single') {
    if (coupon.bet_type === 'Combo') toAccumulator();
    useBetslipStore.getState().setStake(0, 'all');
    return;
  }
  const grouping = defaultGrouping(coupon.selections, maxCouponCombinations);
  if (grouping !== null) store.setCombos([grouping]);
}
