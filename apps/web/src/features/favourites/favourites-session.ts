// The favourites follow the session: at login (or at start, signed in) a visitor's device list is
// merged into the account and the device copy emptied, then the player's list is what counts; at
// logout the player's list is forgotten and the (now empty) device list counts again.
import { AppError } from '@slipstream/domain';
import { fetchFavourites, mergeFavourites } from '../../api/favourites.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { showToast } from '../../ui/toast-store.ts';
import { useFavouritesStore } from './favourites-store.ts';
import { applyPlayerList, resetPendingFavourites } from './toggle-favourite.ts';

/** The token whose favourites are being read, so a second start for the same login reads once. */
let readingFor: string | null = null;

const signedInAs = (token: string) => useAuthStore.getState().token === token;

async function mergeDeviceList(token: string): Promise<boolean> {
  const { device } = useFavouritesStore.getState();
  if (device.length === 0) return false;
  try {
    const answer = await mergeFavourites(device);
    if (!signedInAs(token)) return true;
    useFavouritesStore.setState({ device: [] });
    applyPlayerList(answer.favourites, token);
    return true;
  } catch (err) {
    // The device keeps its list, to be merged at the next login; the account's list still loads.
    if (signedInAs(token) && err instanceof AppError && err.code === 'UNPROCESSABLE') {
      showToast(`The favourites on this device were not added to your account. ${err.message}`, 'error');
    }
    return false;
  }
}

async function readPlayerFavourites(token: string): Promise<void> {
  if (readingFor === token) return;
  readingFor = token;
  try {
    if (await mergeDeviceList(token)) return;
    const answer = await fetchFavourites();
    applyPlayerList(answer.favourites, token);
  } catch {
    // Stars show as not starred until the next change answers with the list.
  } finally {
    if (readingFor === token) readingFor = null;
  }
}

/** Starts following the session; answers the function that stops it. */
export function followFavouritesSession(): () => void {
  let token = useAuthStore.getState().token;
  if (token) void readPlayerFavourites(token);
  return useAuthStore.subscribe((state) => {
    if (state.token === token) return;
    token = state.token;
    // Another player's stars (or none) from here on: the last list is not theirs.
    useFavouritesStore.setState({ player: null });
    if (token) void readPlayerFavourites(token);
  });
}

/** Back to a visitor with no stars (tests). */
export function resetFavourites(): void {
  readingFor = null;
  resetPendingFavourites();
  useFavouritesStore.setState({ device: [], player: null });
}
