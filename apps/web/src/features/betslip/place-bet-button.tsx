// Place Bet: enabled while the slip has something the engine counts (not everything suspended, a
// system with a grouping ticked); the stake rule's message shows beside it (SPEC.md §5, §8). Under it,
// Book (a booking code to share, SPEC.md §2) and Simulate (play money, SPEC.md §3 mode sim).
import { isCounted } from '@slipstream/domain';
import { useEffect, useId, useState } from 'react';
import { useBetslipStore } from '../../stores/betslip-store.ts';
import { betModeOf } from './bet-mode.ts';
import { bookBet } from './book-bet.ts';
import { placeBet } from './place-bet.ts';
import { simulateBet } from './simulate-bet.ts';

export function PlaceBetButton() {
  const coupon = useBetslipStore((s) => s.coupon);
  const mode = useBetslipStore(betModeOf);
  const loading = useBetslipStore((s) => s.isBetslipLoading);
  const booking = useBetslipStore((s) => s.isBetslipBooking);
  const simulating = useBetslipStore((s) => s.isSimulating);
  const [message, setMessage] = useState<string | null>(null);
  const hintId = useId();
  const bettable = coupon.selections.some(isCounted) && (mode !== 'system' || coupon.combos.length > 0);

  // The message answers the stake it was about; a new stake (or slip) makes it stale.
  useEffect(() => setMessage(null), [coupon.stake, coupon.selections]);

  return (
    <div className="betslip-place">
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={!bettable || loading}
        onClick={() => void placeBet().then(setMessage)}
      >
        {loading ? 'Please Wait' : 'Place Bet'}
      </button>
      <div className="betslip-place__more">
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          disabled={!bettable || booking}
          onClick={() => void bookBet()}
        >
          {booking ? 'Booking…' : 'Book'}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!bettable || simulating}
          aria-describedby={hintId}
          onClick={() => void simulateBet().then(setMessage)}
        >
          {simulating ? 'Simulating…' : 'Simulate'}
        </button>
        <span id={hintId} className="visually-hidden">
          Plays the matches out with play money; nothing is staked
        </span>
      </div>
    </div>
  );
}
