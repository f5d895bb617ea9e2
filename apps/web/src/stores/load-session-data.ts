// The data only an authenticated player gets (SPEC.md §4 "Startup", §6): the current user, then the
// open-bet count (it needs the user id), and the cashback bonus. Each failure is tolerated as the
// spec says. After a login the active bonus is fetched too, in parallel (SPEC.md §4 step 3).
import { fetchCurrentUser } from '../api/auth.ts';
import { fetchOpenBetCount } from '../api/bets.ts';
import { fetchActiveBonuses, fetchCashbackBonus } from '../api/bonus.ts';
import { storeActiveBonus } from './active-bonus.ts';
import { useUserStore } from './user-store.ts';
import { useUtilityStore } from './utility-store.ts';

export async function loadSessionData(): Promise<void> {
  const user = useUserStore.getState();
  user.userLoadStarted();
  const loadUser = fetchCurrentUser().then(
    async (currentUser) => {
      useUserStore.getState().setCurrentUser(currentUser);
      const count = await fetchOpenBetCount(currentUser.id);
      useUtilityStore.getState().setOpenBetCount(count);
    },
    (err: unknown) => {
      useUserStore.getState().userLoadFailed(err instanceof Error ? err.message : String(err));
    },
  );
  const loadCashback = fetchCashbackBonus().then(
    (cashback) => useUserStore.getState().setActiveCashback(cashback),
    () => useUserStore.getState().setActiveCashback(null),
  );
  await Promise.allSettled([loadUser, loadCashback]);
}

/** SPEC.md §4 login step 3: profile, active bonus and cashback in parallel; an active-bonus failure leaves the bonus as it was. */
export async function loadLoginData(): Promise<void> {
  const loadBonus = fetchActiveBonuses();
  await Promise.allSettled([loadSessionData(), loadBonus]);
  // Stored once the profile is in, so the casino-bonus event finds the user (SPEC.md §4 refresh rule).
  await loadBonus.then(storeActiveBonus, () => undefined);
}

/** Re-reads the profile (balances) after a change on an account page. */
export async function refreshCurrentUser(): Promise<void> {
  try {
    useUserStore.getState().setCurrentUser(await fetchCurrentUser());
  } catch {
    // The page keeps what it showed; the next navigation or login reloads it.
  }
}
