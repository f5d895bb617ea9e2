// The betslip behind every odds button (ui/slip-picks.ts). app/ provides it to all screens, so the
// sports and live features put picks on the slip without importing this feature.
import { selectionKey, type BetslipSelection } from '@slipstream/domain';
import type { SlipPicks } from '../../ui/slip-picks.ts';
import { useBetslipStore } from './betslip-store.ts';

// One Set per selections array, shared by every odds button on the screen.
const keySets = new WeakMap<readonly BetslipSelection[], Set<string>>();

function keysOf(selections: readonly BetslipSelection[]): Set<string> {
  let keys = keySets.get(selections);
  if (!keys) {
    keys = new Set(selections.map(selectionKey));
    keySets.set(selections, keys);
  }
  return keys;
}

export const betslipPicks: SlipPicks = {
  isOnSlip: (key) => keysOf(useBetslipStore.getState().coupon.selections).has(key),
  subscribe: (onChange) => useBetslipStore.subscribe(onChange),
  toggle: ({ fixture, market, outcome, type }) => {
    useBetslipStore.getState().toggleSelection(fixture, market, outcome, type ? { type } : {});
  },
};
