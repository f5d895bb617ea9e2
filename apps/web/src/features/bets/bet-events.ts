// The player's bet events over the live feed (docs/decisions.md "Bets": `users/{id}/bets` carries
// `{ betId, status, openBets }` after every status change): the open-bet count is set from it and every
// bets query is refreshed, so the history and a bet's detail follow placement, settlement and
// cash-out without a reload.
import * as z from 'zod/mini';
import type { LiveClient } from '../../live/live-client.ts';
import { betsTopic } from '@slipstream/contract/topics';
import { followPlayerTopic } from '../../live/player-topic.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';

export { betsTopic };

const betEvent = z.object({ betId: z.number(), status: z.string(), openBets: z.number() });
export type BetEvent = z.infer<typeof betEvent>;

/** Follows the logged-in player's bets topic; `onEvent` hears each event. Returns the stop function. */
export function startBetEvents(client: LiveClient, onEvent: (event: BetEvent) => void): () => void {
  return followPlayerTopic(client, betsTopic, () => (payload) => {
    const parsed = betEvent.safeParse(payload);
    if (!parsed.success) return;
    useUtilityStore.getState().setOpenBetCount(parsed.data.openBets);
    onEvent(parsed.data);
  });
}
