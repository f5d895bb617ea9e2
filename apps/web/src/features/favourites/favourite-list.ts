// A list of stars, as the store keeps it: newest first, each star once. Pure, so the rules are tested
// without a browser.
import type { FavouriteKind, FavouriteRef } from '../../api/favourites.ts';

export const favouriteKey = (kind: FavouriteKind, id: number) => `${kind}:${id}`;

// One Set per list, shared by every star on the screen.
const keySets = new WeakMap<readonly FavouriteRef[], Set<string>>();

export function keysOf(list: readonly FavouriteRef[]): Set<string> {
  let keys = keySets.get(list);
  if (!keys) {
    keys = new Set(list.map((f) => favouriteKey(f.kind, f.id)));
    keySets.set(list, keys);
  }
  return keys;
}

export function hasFavourite(list: readonly FavouriteRef[], kind: FavouriteKind, id: number): boolean {
  return keysOf(list).has(favouriteKey(kind, id));
}

/** The list with this star first (moved there when it was already in). */
export function withFavourite(list: readonly FavouriteRef[], ref: FavouriteRef): FavouriteRef[] {
  return [{ kind: ref.kind, id: ref.id }, ...withoutFavourite(list, ref)];
}

export function withoutFavourite(list: readonly FavouriteRef[], ref: FavouriteRef): FavouriteRef[] {
  return list.filter((f) => f.kind !== ref.kind || f.id !== ref.id);
}

/** Only the kind and id of each star (answers carry when it was added too). */
export function refsOf(list: readonly FavouriteRef[]): FavouriteRef[] {
  return list.map(({ kind, id }) => ({ kind, id }));
}

/** The same stars whatever their order, as a query key. */
export function listKey(list: readonly FavouriteRef[]): string {
  return list
    .map((f) => favouriteKey(f.kind, f.id))
    .sort()
    .join(',');
}
