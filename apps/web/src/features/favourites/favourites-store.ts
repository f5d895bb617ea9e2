// A bettor's stars. A visitor's are kept on the device (local storage), to be merged into their
// account at login; a signed-in player's are kept on the server and held here as it last answered,
// with the changes it has not answered yet already applied. Which list counts follows the session.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { FavouriteRef } from '../../api/favourites.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { localJsonStorage } from '../../stores/persist-options.ts';

export const FAVOURITES_STORAGE_KEY = 'slipstream.favourites';

export interface FavouritesState {
  /** A visitor's stars, newest first; emptied once merged into an account. */
  device: FavouriteRef[];
  /** A signed-in player's stars; null until the server has answered with them. */
  player: FavouriteRef[] | null;
}

export const initialFavouritesState: FavouritesState = { device: [], player: null };

export const useFavouritesStore = create<FavouritesState>()(
  persist(() => initialFavouritesState, {
    name: FAVOURITES_STORAGE_KEY,
    version: 1,
    storage: localJsonStorage,
    // A player's list lives on the server: a shared phone must not keep it after logout.
    partialize: ({ device }) => ({ device }),
  }),
);

const NONE: FavouriteRef[] = [];

/** The stars that count now: the player's while signed in, else the device's. */
export function currentFavourites(): FavouriteRef[] {
  const { device, player } = useFavouritesStore.getState();
  return selectIsAuthenticated(useAuthStore.getState()) ? (player ?? NONE) : device;
}

export function useCurrentFavourites(): FavouriteRef[] {
  const signedIn = useAuthStore(selectIsAuthenticated);
  return useFavouritesStore((s) => (signedIn ? (s.player ?? NONE) : s.device));
}

/** Whether the bettor has any star that counts now. */
export function useHasFavourites(): boolean {
  return useCurrentFavourites().length > 0;
}
