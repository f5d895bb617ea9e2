// A logged-in player's favourite games: which cards are starred, and the toggle behind each star.
// The server answers every change with the whole list, which replaces the cached one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFavourite,
  casinoKeys,
  favouritesQuery,
  removeFavourite,
  type CasinoGame,
} from '../../../api/casino.ts';
import { selectIsAuthenticated, useAuthStore } from '../../../stores/auth-store.ts';
import { showToast } from '../../../ui/toast-store.ts';

export interface Favourites {
  /** False for a visitor: cards show no star. */
  enabled: boolean;
  isFavourite(gameId: number): boolean;
  toggle(game: CasinoGame): void;
  /** The game whose change is on its way, so its star can show it is busy. */
  pendingId: number | null;
}

export function useFavourites(): Favourites {
  const authenticated = useAuthStore(selectIsAuthenticated);
  const queryClient = useQueryClient();
  const favourites = useQuery({ ...favouritesQuery(), enabled: authenticated });
  const change = useMutation({
    mutationFn: ({ game, add }: { game: CasinoGame; add: boolean }) =>
      add ? addFavourite(game.id) : removeFavourite(game.id),
    onSuccess: (list, { game, add }) => {
      queryClient.setQueryData(casinoKeys.favourites, list);
      showToast(add ? `${game.name} added to favourites` : `${game.name} removed from favourites`, 'info');
    },
    onError: (err) =>
      showToast(err instanceof Error ? err.message : 'We could not change your favourites.', 'error'),
  });
  const ids = new Set((favourites.data ?? []).map((g) => g.id));
  return {
    enabled: authenticated,
    isFavourite: (gameId) => ids.has(gameId),
    toggle: (game) => change.mutate({ game, add: !ids.has(game.id) }),
    pendingId: change.isPending ? change.variables.game.id : null,
  };
}
