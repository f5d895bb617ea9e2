// Loading a betslip by booking code (SPEC.md §4 "Shared betslip"): from `?shareCode=` on any page and
// from the betslip's booking-code box. Selections found → the coupon is replaced (Single for one
// selection, else Multiple, source mobile); none → the error dialog with "All Selections have
// expired"; a failure → the error dialog with the caught error. A loaded slip is then checked with
// validate-selections (Place Bet waits for it), so a pick that closed since is marked at once. A slip
// arriving by `?shareCode=` is then put in front of the visitor (shared-slip-arrival.ts).
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { findSharedBetslip, type SharedBetslip } from '../../api/bets.ts';
import { paths } from '../../site/paths.ts';
import { showError } from '../../stores/dialog-store.ts';
import { useBetslipStore } from './betslip-store.ts';
import { validateBetslip, type ValidateSelections } from './betslip-validation.ts';
import { toBetslipSelections } from './coupon.ts';
import { revealSharedSlip } from './shared-slip-arrival.ts';

export const ALL_SELECTIONS_EXPIRED = 'All Selections have expired';

export type SharedBetslipResult = 'loaded' | 'expired' | 'failed';

export async function loadSharedBetslip(
  bookingCode: string,
  find: (code: string) => Promise<SharedBetslip> = findSharedBetslip,
  validate?: ValidateSelections,
): Promise<SharedBetslipResult> {
  const store = useBetslipStore.getState();
  store.setBetslipLoading(true);
  try {
    const shared = await find(bookingCode.trim());
    const selections = toBetslipSelections(shared.selections);
    if (selections.length === 0) {
      void showError(ALL_SELECTIONS_EXPIRED);
      return 'expired';
    }
    const next = useBetslipStore.getState();
    next.setLoadedCoupon(shared);
    next.loadSlip(selections, shared.stake > 0 ? { stake: shared.stake } : {});
    await validateBetslip(validate);
    return 'loaded';
  } catch (err) {
    void showError(err instanceof Error ? err.message : String(err));
    return 'failed';
  } finally {
    useBetslipStore.getState().setBetslipLoading(false);
  }
}

/**
 * Loads the slip of a `?shareCode=` once per code. A loaded slip takes the player home (SPEC.md §4)
 * and is opened for them there; otherwise the code is taken out of the address so a reload does not
 * ask again.
 */
export function useSharedBetslip(shareCode: string | null): void {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!shareCode || handled.current === shareCode) return;
    handled.current = shareCode;
    void loadSharedBetslip(shareCode).then((result) => {
      if (result === 'loaded') {
        revealSharedSlip(useBetslipStore.getState().coupon.selections.length, paths.home);
        void navigate(paths.home, { replace: true });
        return;
      }
      setSearch(
        (search) => {
          const next = new URLSearchParams(search);
          next.delete('shareCode');
          return next;
        },
        { replace: true },
      );
    });
  }, [shareCode, navigate, setSearch]);
}
