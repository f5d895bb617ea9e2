// Booking the slip (SPEC.md §2 book dialog, §4): the coupon goes to `POST bets/book-bet/12` with
// isBooking 1 (visitors may book; nothing is staked) and the book dialog shows its booking code to
// share. A failed booking shows the server's message and leaves Place Bet usable (SPEC.md §8).
import { bookBetRequest, type CouponRequest } from '../../api/bets.ts';
import { openDialog, showError } from '../../stores/dialog-store.ts';
import { useBetslipStore } from './betslip-store.ts';
import { placementBody } from './place-bet.ts';

export type BookBetRequest = (coupon: CouponRequest) => Promise<string>;

export async function bookBet(request: BookBetRequest = bookBetRequest): Promise<void> {
  const { coupon, isBetslipBooking, isBetslipLoading } = useBetslipStore.getState();
  if (isBetslipBooking || isBetslipLoading) return;
  useBetslipStore.getState().setBetslipBooking(true);
  try {
    const bookingCode = await request({ ...placementBody(coupon), isBooking: 1 });
    void openDialog('book-bet', { bookingCode });
  } catch (err) {
    void showError(err instanceof Error ? err.message : String(err));
  } finally {
    useBetslipStore.getState().setBetslipBooking(false);
  }
}
