// A topic of the logged-in player's own (`users/{id}/…`): held while a player is logged in and known,
// switched when another logs in, released on logout. The balance feed and the bet events use it.
import { selectIsAuthenticated, useAuthStore } from '../stores/auth-store.ts';
import { useUserStore } from '../stores/user-store.ts';
import type { LiveClient } from './live-client.ts';

/**
 * Follows `topicOf(userId)`; `listen(userId)` makes the handler of one subscription (so state such as
 * the last sequence number starts afresh with each player). Returns the function that stops it.
 */
export function followPlayerTopic(
  client: LiveClient,
  topicOf: (userId: string) => string,
  listen: (userId: string) => (payload: unknown) => void,
): () => void {
  let held: { key: string; release: () => void } | null = null;

  const sync = () => {
    const authenticated = selectIsAuthenticated(useAuthStore.getState());
    const userId = useUserStore.getState().currentUser?.id;
    const key = authenticated && userId !== undefined ? String(userId) : null;
    if (held?.key === key) return;
    held?.release();
    held = null;
    if (key === null) return;
    held = { key, release: client.subscribe(topicOf(key), listen(key)) };
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
