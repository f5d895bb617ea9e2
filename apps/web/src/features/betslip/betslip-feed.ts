// The betslip on the live feed (SPEC.md §4): it holds the odds_change and bet_stop topics of every
// selection's match — from the start, so a slip restored from storage is resubscribed at once — and
// applies what arrives through the engine. On each connect and reconnect it asks the odds refresh
// call for the current prices, since messages sent while it was offline are lost. A slip restored
// from storage (at start, or rehydrated later) is also checked with validate-selections, which names
// selections that closed while the page was away; a check that failed is retried at the next connect.
import type { BetslipSelection } from '@slipstream/domain';
import { fetchOddsRefresh, type OddsRefreshEvent, type OddsRefreshResult } from '../../api/sports.ts';
import { withClosedMarketsInactive } from '../../live/feed-messages.ts';
import type { LiveClient } from '../../live/live-client.ts';
import { matchTopics, type FeedType } from '../../live/topics.ts';
import { useBetslipStore } from './betslip-store.ts';
import { validateBetslip, type ValidateSelections } from './betslip-validation.ts';

export type BetslipFeedClient = Pick<LiveClient, 'subscribe' | 'onBatch' | 'onConnect'>;

export interface BetslipFeedDeps {
  refresh?: (events: readonly OddsRefreshEvent[]) => Promise<OddsRefreshResult[]>;
  validate?: ValidateSelections;
}

/**
 * The topics of a slip. A pre-match pick also listens to its match's live topics: the match may kick
 * off while the pick is on the slip, and from then on its prices and bet stops come from the live feed.
 */
export function betslipTopics(selections: readonly BetslipSelection[]): string[] {
  const topics = new Set<string>();
  for (const s of selections) {
    const feeds: FeedType[] = s.type === 'live' ? ['live'] : ['prematch', 'live'];
    for (const feed of feeds) for (const topic of matchTopics(feed, s.matchId)) topics.add(topic);
  }
  return [...topics].sort();
}

/** The odds refresh request for a slip (SPEC.md §7: market id as a string). */
export function oddsRefreshEvents(selections: readonly BetslipSelection[]): OddsRefreshEvent[] {
  return selections.map((s) => ({
    matchId: s.matchId,
    marketId: String(s.marketId),
    outcomeId: s.outcomeId,
    specifier: s.specifier,
  }));
}

/** Asks for the current prices of the slip's selections and applies them; a failure changes nothing. */
export async function refreshBetslipOdds(
  refresh: NonNullable<BetslipFeedDeps['refresh']> = fetchOddsRefresh,
): Promise<void> {
  const events = oddsRefreshEvents(useBetslipStore.getState().coupon.selections);
  if (events.length === 0) return;
  try {
    const entries = await refresh(events);
    if (entries.length > 0) useBetslipStore.getState().applyOddsRefresh(entries);
  } catch {
    // The refresh is a catch-up; the next live message or reconnect brings the prices anyway.
  }
}

/** Connects the betslip store to a live client; returns the function that disconnects it. */
export function startBetslipFeed(client: BetslipFeedClient, deps: BetslipFeedDeps = {}): () => void {
  const held = new Map<string, () => void>();

  function sync(selections: readonly BetslipSelection[]) {
    const wanted = betslipTopics(selections);
    const wantedSet = new Set(wanted);
    for (const [topic, release] of held) {
      if (wantedSet.has(topic)) continue;
      release();
      held.delete(topic);
    }
    for (const topic of wanted) if (!held.has(topic)) held.set(topic, client.subscribe(topic));
    const current = useBetslipStore.getState().activeSubscriptions;
    if (current.length !== wanted.length || current.some((t, i) => t !== wanted[i]))
      useBetslipStore.getState().setActiveSubscriptions(wanted);
  }

  // A restored slip not yet checked: the server was unreachable or too busy to answer. It is asked
  // again at the next feed connect, the moment the server is known to be back.
  let unchecked = false;
  const check = () => {
    void validateBetslip(deps.validate).then((checked) => {
      unchecked = !checked;
    });
  };

  // Storage is read when the store is created, so at start the slip is the restored one.
  sync(useBetslipStore.getState().coupon.selections);
  check();
  const offStore = useBetslipStore.subscribe((state, prev) => {
    if (state.coupon.selections !== prev.coupon.selections) sync(state.coupon.selections);
  });
  // A slip restored later (another tab's copy, a rehydrate) is resubscribed and checked as it arrives.
  const offHydrate = useBetslipStore.persist.onFinishHydration((state) => {
    sync(state.coupon.selections);
    check();
  });

  const offBatch = client.onBatch((messages) => {
    const store = useBetslipStore.getState();
    const onSlip = new Set(store.coupon.selections.map((s) => s.matchId));
    for (const message of messages) {
      if (!onSlip.has(message.matchId)) continue;
      if (message.kind === 'bet_stop') store.applyBetStop(message.matchId);
      else
        store.applyOddsChange({
          matchId: message.matchId,
          markets: withClosedMarketsInactive(message.data.markets),
        });
    }
  });
  const offConnect = client.onConnect(() => {
    void refreshBetslipOdds(deps.refresh);
    if (unchecked) check();
  });

  return () => {
    offStore();
    offHydrate();
    offBatch();
    offConnect();
    for (const release of held.values()) release();
    held.clear();
    useBetslipStore.getState().setActiveSubscriptions([]);
  };
}
