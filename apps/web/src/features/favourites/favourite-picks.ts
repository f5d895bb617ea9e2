// The favourites behind every star (ui/favourites.ts). app/ provides them to all screens, so the
// sports screens and the search star things without importing this feature.
import { useAuthStore } from '../../stores/auth-store.ts';
import type { Favourites } from '../../ui/favourites.ts';
import { hasFavourite } from './favourite-list.ts';
import { currentFavourites, useFavouritesStore } from './favourites-store.ts';
import { toggleFavourite } from './toggle-favourite.ts';

export const favouritePicks: Favourites = {
  isFavourite: (kind, id) => hasFavourite(currentFavourites(), kind, id),
  subscribe: (onChange) => {
    const stopStars = useFavouritesStore.subscribe(onChange);
    // Logging in or out changes which list counts.
    const stopSession = useAuthStore.subscribe(onChange);
    return () => {
      stopStars();
      stopSession();
    };
  },
  toggle: toggleFavourite,
};
