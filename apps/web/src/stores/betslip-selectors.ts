// Selectors over the betslip store for screens: whether an outcome is on the slip (one Set per
// selections array, shared by every odds cell) and the slip's count.
import { selectionKey, type BetslipSelection } from '@slipstream/domain';
import { useBetslipStore, type BetslipState } from './betslip-store.ts';

const keySets = new WeakMap<readonly BetslipSelection[], Set<string>>();

function keysOf(selections: readonly BetslipSelection[]): Set<string> {
  let keys = keySets.get(selections);
  if (!keys) {
    keys = new Set(selections.map(selectionKey));
    keySets.set(selections, keys);
  }
  return keys;
}

export const selectIsOnSlip = (key: string) => (state: BetslipState) =>
  keysOf(state.coupon.selections).has(key);

/** True while the outcome with this selection key is on the slip. */
export function useIsOnSlip(key: string): boolean {
  return useBetslipStore(selectIsOnSlip(key));
}

export function useBetslipCount(): number {
  return useBetslipStore((s) => s.coupon.selections.length);
}
