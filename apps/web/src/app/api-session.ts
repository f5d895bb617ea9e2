// Where the API client meets the session: it sends the auth store's token, and a 401 or 403 on that
// token logs the player out (SPEC.md §4). Bound once at start, before the first call, so api/ never
// imports a store.
import { bindApiSession } from '../api/client.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { logout } from '../stores/session.ts';

export function bindSessionToApi(): void {
  bindApiSession({ getToken: () => useAuthStore.getState().token, onUnauthorized: logout });
}
