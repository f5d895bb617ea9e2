// The bettor's favourites as the shared star button sees them: whether a match, team or league is
// starred, and a tap that stars it or takes the star away. ui/ imports no feature: the favourites
// feature implements this and app/ provides it, so every screen's stars reach the one list.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FavouriteKind } from '../api/favourites.ts';

/** What a star is on, with the name the bettor knows it by (for the star's accessible name). */
export interface FavouriteTarget {
  kind: FavouriteKind;
  id: number;
  name: string;
}

export interface Favourites {
  /** Whether this match, team or league is starred now. */
  isFavourite(kind: FavouriteKind, id: number): boolean;
  /** Calls back on every change of the stars; answers the function that stops it. */
  subscribe(onChange: () => void): () => void;
  /** Stars the target, or takes its star away when it has one. */
  toggle(target: FavouriteTarget): void;
}

/** Null where no favourites are provided (a component rendered alone): no star is drawn. */
export const FavouritesContext = createContext<Favourites | null>(null);

export function useFavourites(): Favourites | null {
  return useContext(FavouritesContext);
}

const never = () => () => {};

/** True while this match, team or league is starred; re-renders only when that changes. */
export function useIsFavourite(kind: FavouriteKind, id: number): boolean {
  const favourites = useFavourites();
  const starred = useCallback(() => favourites?.isFavourite(kind, id) ?? false, [favourites, kind, id]);
  return useSyncExternalStore(favourites?.subscribe ?? never, starred, starred);
}
