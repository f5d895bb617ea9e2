// Whether the betslip is open as a sheet over the page (phones and narrow tablets, where it is not a
// column beside the screen). Kept in a store rather than in the layout so that what opens the slip
// for the bettor (a shared slip arriving, the launcher) and what closes it (a placed bet's dialog)
// need not sit in the layout. Not persisted: a reload starts with the sheet closed.
import { create } from 'zustand';

interface BetslipSheetState {
  open: boolean;
}

export const useBetslipSheetStore = create<BetslipSheetState>()(() => ({ open: false }));

export function openBetslipSheet(): void {
  useBetslipSheetStore.setState({ open: true });
}

export function closeBetslipSheet(): void {
  useBetslipSheetStore.setState({ open: false });
}
