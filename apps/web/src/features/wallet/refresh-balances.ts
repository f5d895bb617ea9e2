// After a money movement of the player's own: refetch their details so the balances are right even
// when the live balance message is lost (the live feed is the fast path, this is the fallback).
import { fetchCurrentUser } from '../../api/auth.ts';
import { useUserStore } from '../../stores/user-store.ts';

export async function refreshBalances(): Promise<void> {
  try {
    const user = await fetchCurrentUser();
    useUserStore.getState().setCurrentUser(user);
  } catch {
    // The header keeps the last balances; the live feed or the next page load will correct them.
  }
}
