// The player's bet events over the live feed (docs/decisions.md "Bets": `users/{id}/bets` carries
// `{ betId, status, openBets }` after every status change): the open-bet count is set from it and every
// bets query is refreshed, so the history and a bet's detail follow placement, settlement and
// cash-out without a reload.
import * as z from 'zod/mini';
import type { LiveClient } from '../../live/live-client.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';

export const betsTopic = (userId: number | string) => `users/${userId}/bets`;

const betEvent = z.object({ betId: z.number(), status: z.string(), openBets: z.number() });
export type BetEvent = z.infer<typeof betEvent>;

/** Follows the logged-in player's bets topic; `onEvent` hears each event. Returns the stop function. */
export function startBetEvents(client: LiveClient, onEvent: (event: BetEvent) => void): () => void {
  let held: { key: string; release: () => void } | null = null;

  const sync = () => {
    const authenticated = selectIsAuthenticated(useAuthStore.getState());
    const userId = useUserStore.getState().currentUser?.id;
    const key = authenticated && userId !== undefined ? String(userId) : null;
    if (held?.key === key) return;
    held?.release();
    held = null;
    if (key === null) return;
    const release = client.subscribe(betsTopic(key), (payload) => {
      const parsed = betEvent.safeParse(payload);
      if (!parsed.success) return;
      useUtilityStore.getState().setOpenBetCount(parsed.data.openBets);
      onEvent(parsed.data);
    });
    held = { key, release };
  };

  sync();
  const offAuth = useAuthStore.subscribe(sync);
  const offUser = useUserStore.subscribe(sync);
  return () => {
    offAuth();
    offUser();
    held?.release();
    held = null;
  };
}
