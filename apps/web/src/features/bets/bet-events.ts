// The player's bet events over the live feed (docs/decisions.md "Bets": `users/{id}/bets` carries
// `{ betId, status, openBets }` after every status change): the open-bet count is set from it and every
// bets query is refreshed, so the history and a bet's detail follow placement, settlement and
// cash-out without a reload.
import type { LiveClient } from '../../live/live-client.ts';
import type { BetEvent } from '../../live/message-checks.ts';
import { betsTopic } from '@slipstream/contract/topics';
import { followPlayerTopic } from '../../live/player-topic.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';

export { betsTopic };

export type { BetEvent };

/** Follows the logged-in player's bets topic; `onEvent` hears each event. Returns the stop function. */
export function startBetEvents(client: LiveClient, onEvent: (event: BetEvent) => void): () => void {
  return followPlayerTopic(client, betsTopic, () => (payload) => {
    const event = client.checks().readBetEvent(payload);
    if (!event) return;
    useUtilityStore.getState().setOpenBetCount(event.openBets);
    onEvent(event);
  });
}
