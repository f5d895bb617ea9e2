// Book (a booking code to share, SPEC.md §2) and Simulate (play money, SPEC.md §3 mode sim): the
// slip's other uses, kept with the picks so the pinned part of the slip stays what decides a bet.
import { useId } from 'react';
import { useBetslipStore } from './betslip-store.ts';
import { bookBet } from './book-bet.ts';
import { selectBettable } from './place-bet.ts';

/** `onSimulate` simulates the slip; the stake rule's answer is shown by the stake box. */
export function BookAndSimulate({ onSimulate }: { onSimulate: () => void }) {
  const bettable = useBetslipStore(selectBettable);
  const booking = useBetslipStore((s) => s.isBetslipBooking);
  const simulating = useBetslipStore((s) => s.isSimulating);
  const hintId = useId();
  return (
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
        onClick={onSimulate}
      >
        {simulating ? 'Simulating…' : 'Simulate'}
      </button>
      <span id={hintId} className="visually-hidden">
        Plays the matches out with play money; nothing is staked
      </span>
    </div>
  );
}
