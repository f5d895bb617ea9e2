// A request to put the cursor in the stake box of the betslip the bettor can see: after "Keep
// selections" in the bet-placed dialog, and from the "Skip to betslip" link. It waits until a
// visible stake box takes it, as the panel that shows the box may still be loading or opening.
import { create } from 'zustand';

interface StakeFocusState {
  pending: boolean;
}

export const useStakeFocusStore = create<StakeFocusState>()(() => ({ pending: false }));

export function requestStakeFocus(): void {
  useStakeFocusStore.setState({ pending: true });
}

/** Takes the request (true) if there is one, so only one stake box answers it. */
export function takeStakeFocusRequest(): boolean {
  if (!useStakeFocusStore.getState().pending) return false;
  useStakeFocusStore.setState({ pending: false });
  return true;
}
