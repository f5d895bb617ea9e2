// Place Bet: enabled while the slip has something the engine counts (not everything suspended, a
// system with a grouping ticked); the stake rule's message shows beside it (SPEC.md §5, §8).
import { isCounted } from '@slipstream/domain';
import { useEffect, useState } from 'react';
import { useBetslipStore } from '../../stores/betslip-store.ts';
import { betModeOf } from './bet-mode.ts';
import { placeBet } from './place-bet.ts';

export function PlaceBetButton() {
  const coupon = useBetslipStore((s) => s.coupon);
  const mode = useBetslipStore(betModeOf);
  const loading = useBetslipStore((s) => s.isBetslipLoading);
  const [message, setMessage] = useState<string | null>(null);
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
    </div>
  );
}
