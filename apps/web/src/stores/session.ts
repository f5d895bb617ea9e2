// Logout (SPEC.md §4): tells the server (failure ignored), clears the token and number, resets the auth
// and user stores, sets the open-bet count to 0 and goes to /. Navigation is bound by the router so
// the api client can log out on a 401 without knowing about React Router.
import { revokeToken } from '../api/accounts.ts';
import { useAuthStore } from './auth-store.ts';
import { useUserStore } from './user-store.ts';
import { useUtilityStore } from './utility-store.ts';

type Navigate = (to: string) => void;

// Until a router binds itself (only in odd test setups), fall back to the History API.
let navigate: Navigate = (to) => window.history.pushState(null, '', to);

/** Called once by the router that owns navigation. */
export function bindNavigation(fn: Navigate): void {
  navigate = fn;
}

/** Moves the app to a path (login's return URL) from code outside React. */
export function goTo(path: string): void {
  navigate(path);
}

export function logout(): void {
  const token = useAuthStore.getState().token;
  if (token) {
    // Sent with the old token after the stores are cleared, so the player is out at once whatever the
    // server does.
    void revokeToken(token).catch(() => {});
  }
  useAuthStore.getState().reset();
  useUserStore.getState().reset();
  useUtilityStore.getState().setOpenBetCount(0);
  navigate('/');
}
