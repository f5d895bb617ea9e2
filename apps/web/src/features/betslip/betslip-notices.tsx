// Short notes over the stake: refused edits (SPEC.md §8 betslip logic errors), prices that moved
// since the player took them, with a one-tap "Accept new odds" (the odds-change setting stays the
// standing answer; this is the quick one), suspended picks left out, and a live feed that is down.
import { useLiveConnectionStore } from '../../stores/live-connection-store.ts';
import { useBetslipStore } from './betslip-store.ts';

export function BetslipNotices() {
  const error = useBetslipStore((s) => s.betslipError);
  const moved = useBetslipStore((s) => Object.keys(s.oddsToAccept).length);
  const acceptNewOdds = useBetslipStore((s) => s.acceptNewOdds);
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
      {moved > 0 && (
        <div className="notice betslip-notice betslip-odds-moved" role="status">
          <span>
            {moved === 1 ? 'A price has changed.' : `${moved} prices have changed.`} Check the new odds.
          </span>
          <button type="button" className="btn btn--secondary btn--sm" onClick={acceptNewOdds}>
            Accept new odds
          </button>
        </div>
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
