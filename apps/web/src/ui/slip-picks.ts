// The betslip as the shared odds button sees it: whether an outcome is on the slip, and a tap that
// puts it on or takes it off. ui/ imports no feature: the betslip implements this and app/ provides
// it, so every screen's odds buttons reach the one slip.
import type { FixtureInput, MarketInput, OutcomeInput, SelectionType } from '@slipstream/domain';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

export interface SlipPick {
  fixture: FixtureInput;
  market: MarketInput;
  outcome: OutcomeInput;
  type?: SelectionType;
}

export interface SlipPicks {
  /** Whether the outcome with this selection key (the domain's `selectionKey`) is on the slip now. */
  isOnSlip(key: string): boolean;
  /** Calls back on every change of the slip; answers the function that stops it. */
  subscribe(onChange: () => void): () => void;
  /** Puts the pick on the slip, or takes it off when it is already there. */
  toggle(pick: SlipPick): void;
}

/** Where no betslip is provided (a component rendered alone): nothing is on it and a tap does nothing. */
const noSlip: SlipPicks = {
  isOnSlip: () => false,
  subscribe: () => () => {},
  toggle: () => {},
};

export const SlipPicksContext = createContext<SlipPicks>(noSlip);

export function useSlipPicks(): SlipPicks {
  return useContext(SlipPicksContext);
}

/** True while the outcome with this selection key is on the slip; re-renders only when that changes. */
export function useIsOnSlip(key: string): boolean {
  const picks = useSlipPicks();
  const onSlip = useCallback(() => picks.isOnSlip(key), [picks, key]);
  return useSyncExternalStore(picks.subscribe, onSlip, onSlip);
}
