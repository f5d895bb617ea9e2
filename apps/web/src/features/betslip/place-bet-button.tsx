// Place Bet: enabled while the slip has something the engine counts (not everything suspended, a
// system with a grouping ticked). While a bet with a live selection waits out the live delay, why
// it waits and the seconds left show under it.
import { useBetslipStore } from './betslip-store.ts';
import { LiveDelayCountdown } from './live-delay-countdown.tsx';
import { useLiveBetDelayMs } from './live-delay.ts';
import { selectBettable } from './place-bet.ts';

/** Places the slip; the stake rule's answer is shown by the stake box, not here. */
export function PlaceBetButton({ onPlace }: { onPlace: () => void }) {
  const bettable = useBetslipStore(selectBettable);
  const live = useBetslipStore((s) => s.coupon.hasLive);
  const loading = useBetslipStore((s) => s.isBetslipLoading);
  const delayMs = useLiveBetDelayMs();

  return (
    <div className="betslip-place">
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={!bettable || loading}
        onClick={onPlace}
      >
        {loading ? 'Please Wait' : 'Place Bet'}
      </button>
      {loading && live && delayMs > 0 && <LiveDelayCountdown delayMs={delayMs} />}
    </div>
  );
}
