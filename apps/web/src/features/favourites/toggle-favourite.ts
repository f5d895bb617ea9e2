// A tap on a star. A visitor's star changes the device list at once. A player's lights (or goes out)
// at once too, then the server is told; if it refuses, that one star goes back and the bettor is
// told why. While changes are on their way the server's list does not overwrite the screen: only the
// answer to the last of them does.
import { addFavourite, FAVOURITES_LIMIT, removeFavourite, type FavouriteRef } from '../../api/favourites.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { showToast } from '../../ui/toast-store.ts';
import type { FavouriteTarget } from '../../ui/favourites.ts';
import { hasFavourite, refsOf, withFavourite, withoutFavourite } from './favourite-list.ts';
import { currentFavourites, useFavouritesStore } from './favourites-store.ts';

/** As the server words it when a player passes the limit. */
export const LIMIT_TEXT = `You can keep at most ${FAVOURITES_LIMIT} favourites. Remove some to add others.`;

let pending = 0;

/** Takes the server's list of the player's stars, unless a change is still on its way. */
export function applyPlayerList(list: readonly FavouriteRef[], token: string): void {
  if (pending > 0 || useAuthStore.getState().token !== token) return;
  useFavouritesStore.setState({ player: refsOf(list) });
}

/** Forgets changes on their way (tests; a logout drops their answers anyway). */
export function resetPendingFavourites(): void {
  pending = 0;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function toggleDevice(target: FavouriteTarget): void {
  const { device } = useFavouritesStore.getState();
  if (hasFavourite(device, target.kind, target.id)) {
    useFavouritesStore.setState({ device: withoutFavourite(device, target) });
    return;
  }
  if (device.length >= FAVOURITES_LIMIT) {
    showToast(LIMIT_TEXT, 'error');
    return;
  }
  useFavouritesStore.setState({ device: withFavourite(device, target) });
}

async function togglePlayer(target: FavouriteTarget, token: string): Promise<void> {
  const starred = hasFavourite(currentFavourites(), target.kind, target.id);
  const change = (list: readonly FavouriteRef[], on: boolean) =>
    on ? withFavourite(list, target) : withoutFavourite(list, target);
  const ref: FavouriteRef = { kind: target.kind, id: target.id };
  useFavouritesStore.setState((s) => ({ player: change(s.player ?? [], !starred) }));
  pending += 1;
  try {
    const answer = starred ? await removeFavourite(ref) : await addFavourite(ref);
    pending -= 1;
    applyPlayerList(answer.favourites, token);
  } catch (err) {
    pending -= 1;
    if (useAuthStore.getState().token !== token) return;
    // Only this star goes back: other taps made meanwhile stand.
    useFavouritesStore.setState((s) => ({ player: change(s.player ?? [], starred) }));
    const action = starred ? `remove ${target.name} from` : `add ${target.name} to`;
    showToast(`Could not ${action} favourites. ${errorText(err)}`, 'error');
  }
}

export function toggleFavourite(target: FavouriteTarget): void {
  const { token } = useAuthStore.getState();
  if (token) void togglePlayer(target, token);
  else toggleDevice(target);
}
