// Short notes under the selections: refused edits (SPEC.md §8 betslip logic errors), changed prices
// the player has not agreed to accept, suspended picks left out, and a live feed that is down.
import { useBetslipStore } from '../../stores/betslip-store.ts';
import { useLiveConnectionStore } from '../../stores/live-connection-store.ts';

export function BetslipNotices() {
  const error = useBetslipStore((s) => s.betslipError);
  const changed = useBetslipStore((s) => s.coupon.selections.some((x) => x.changed));
  const accept = useBetslipStore((s) => s.acceptOddsChanges);
  const suspended = useBetslipStore((s) => s.coupon.selections.some((x) => x.suspended || x.unavailable));
  const status = useLiveConnectionStore((s) => s.status);
  const lastError = useLiveConnectionStore((s) => s.lastError);
  const feedDown = status === 'offline' || status === 'reconnecting';

  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {changed && accept === 'none' && (
        <p className="notice betslip-notice">Odds have changed. Check the new prices.</p>
      )}
      {suspended && <p className="betslip-hint">Suspended selections are left out of the totals.</p>}
      {feedDown && (
        <p className="betslip-hint betslip-hint--warn">
          Live odds paused{status === 'reconnecting' ? ', reconnecting' : ''}
          {lastError ? ` (${lastError})` : ''}.
        </p>
      )}
    </>
  );
}
