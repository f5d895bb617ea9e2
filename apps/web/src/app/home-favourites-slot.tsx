// Home's favourites, composed into the home screen (features/sports) from the favourites feature.
// Their code loads only for a bettor who has stars, so the first screen of everyone else is as small
// as before.
import { lazy, Suspense } from 'react';
import { useHasFavourites } from '../features/favourites/favourites-store.ts';

const HomeFavourites = lazy(() =>
  import('../features/favourites/home-favourites.tsx').then((m) => ({ default: m.HomeFavourites })),
);

export function HomeFavouritesSlot() {
  const hasFavourites = useHasFavourites();
  if (!hasFavourites) return null;
  return (
    <Suspense fallback={null}>
      <HomeFavourites />
    </Suspense>
  );
}
