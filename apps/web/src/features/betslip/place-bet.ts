// Placing the slip (SPEC.md §4, §5): a stake of 0 is refused with "error. stake must be greater than
// 0", a visitor is asked to log in, and otherwise the coupon goes to `POST {sports}/bets/place-bet/12`
// with isBooking 0 (real) or 2 (simulation). The bets issue completes the request and its answers.
import { assertStakeForPlacing } from '@slipstream/domain';
import { placeBetRequest, type BetPlaced } from '../../api/bets.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { useBetslipStore } from '../../stores/betslip-store.ts';
import type { Coupon } from '../../stores/coupon.ts';
import { openDialog, showError } from '../../stores/dialog-store.ts';
import { useUserStore } from '../../stores/user-store.ts';

export type PlaceBetRequest = (coupon: Record<string, unknown>) => Promise<BetPlaced>;

function placementBody(coupon: Coupon): Record<string, unknown> {
  const { mode } = useBetslipStore.getState();
  const userId = useUserStore.getState().currentUser?.id;
  return {
    ...coupon,
    isBooking: mode === 'sim' ? 2 : 0,
    userId: typeof userId === 'number' ? userId : typeof userId === 'string' ? Number(userId) || null : null,
  };
}

/**
 * Places the betslip. Resolves with a message to show beside the button (the stake rule), or null
 * when there is none: the login dialog, the bet-placed dialog or the error dialog speaks instead.
 */
export async function placeBet(request: PlaceBetRequest = placeBetRequest): Promise<string | null> {
  const { coupon, isBetslipLoading } = useBetslipStore.getState();
  if (isBetslipLoading) return null;
  try {
    assertStakeForPlacing(coupon.stake);
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  if (!selectIsAuthenticated(useAuthStore.getState())) {
    void openDialog('auth', { tab: 'login' });
    return null;
  }
  const store = useBetslipStore.getState();
  store.setBetslipLoading(true);
  try {
    const placed = await request(placementBody(coupon));
    useBetslipStore.getState().setBetPlaced(placed);
    void openDialog('place-bet', placed);
  } catch (err) {
    void showError(err instanceof Error ? err.message : String(err));
  } finally {
    useBetslipStore.getState().setBetslipLoading(false);
  }
  return null;
}
