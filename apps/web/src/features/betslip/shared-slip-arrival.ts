// A visitor who follows a shared link (`?shareCode=`) came for that slip, so it is put in front of
// them: the betslip sheet opens where the slip is not a column beside the page (phones, narrow
// tablets), and where it is a column the arrival is announced. The page it was shown on is remembered
// for this visit, so the start-up popup does not cover the slip there.
import { create } from 'zustand';
import { showToast } from '../../ui/toast-store.ts';
import { isBetslipColumn } from './betslip-column.ts';
import { openBetslipSheet } from './betslip-sheet-store.ts';

interface SharedSlipArrival {
  /** The page a shared slip was shown on during this visit (not persisted: a visit is a page load). */
  shownOn: string | null;
}

export const useSharedSlipArrival = create<SharedSlipArrival>()(() => ({ shownOn: null }));

/** The words that announce a shared slip arriving beside the page. */
export function sharedSlipAnnouncement(count: number): string {
  return `Shared betslip loaded: ${count} ${count === 1 ? 'selection' : 'selections'}`;
}

/** Shows a shared slip of `count` selections that was just loaded, on the page at `pathname`. */
export function revealSharedSlip(count: number, pathname: string): void {
  useSharedSlipArrival.setState({ shownOn: pathname });
  const column = isBetslipColumn();
  if (column) showToast(sharedSlipAnnouncement(count), 'info');
  else openBetslipSheet();
}
