// A live market whose odds were wrong for a short span (a goal scouted late, a price the trader would
// not have offered): the provider voids only the bets taken in that span, a bet_cancel with
// start_time and end_time, and now and then finds the odds were right after all and takes the
// cancellation back (rollback_bet_cancel with the same window).
import { PRODUCER, type FeedMessage, type MarketRef } from '../messages.ts';
import { MINUTE_MS } from './calendar.ts';
import type { Rng } from './rng.ts';

/** How long after the cancel its rollback follows. */
export const CANCEL_ROLLBACK_DELAY_MS = 3 * MINUTE_MS;

export interface CancelWindowRates {
  /** Share of played fixtures with one live market cancelled for a window of its odds. */
  betCancelWindowRate: number;
  /** Share of those cancellations later rolled back. */
  betCancelRollbackRate: number;
}

export interface CancelWindowPlan {
  /** The cancel goes out with the first live prices at or after this time. */
  notBefore: number;
  /** How far before the message the window reaches (the span of wrong odds), in ms. */
  spanMs: number;
  /** Which of the markets open then is cancelled, as a fraction of their list. */
  pick: number;
  rolledBack: boolean;
}

/**
 * Whether (and how) this fixture's live play has a cancelled window: a few minutes into play, so the
 * window lies wholly within it. Every draw is made, so the stream does not depend on the outcome.
 */
export function planCancelWindow(
  rng: Rng,
  kickoff: number,
  rates: CancelWindowRates,
): CancelWindowPlan | null {
  const happens = rng.chance(rates.betCancelWindowRate);
  const plan: CancelWindowPlan = {
    notBefore: kickoff + Math.round(rng.range(2, 10) * MINUTE_MS),
    spanMs: rng.int(20, 90) * 1_000,
    pick: rng.next(),
    rolledBack: rng.chance(rates.betCancelRollbackRate),
  };
  return happens ? plan : null;
}

export interface CancelledWindow {
  market: MarketRef;
  start: number;
  end: number;
}

/** The window the plan cancels when it goes out at `at` on one of `open` (none open: not yet). */
export function cancelledWindow(
  plan: CancelWindowPlan,
  at: number,
  open: readonly MarketRef[],
): CancelledWindow | null {
  const market = open[Math.min(open.length - 1, Math.floor(plan.pick * open.length))];
  return market ? { market, start: at - plan.spanMs, end: at } : null;
}

export function windowCancelMessage(
  eventId: number,
  at: number,
  window: CancelledWindow,
  type: 'bet_cancel' | 'rollback_bet_cancel',
): FeedMessage {
  return {
    type,
    event_id: eventId,
    producer: PRODUCER.live,
    timestamp: at,
    start_time: window.start,
    end_time: window.end,
    markets: [window.market],
  };
}
