// The bettor's favourites on home, first: the strip of favourite matches in play, then the block of
// those to come and the starred leagues and teams. Nothing at all while there are no stars.
import { useMemo } from 'react';
import { FavouritesSection } from './favourites-section.tsx';
import { LiveFavouritesStrip } from './live-favourites-strip.tsx';
import { useFavouriteViews } from './use-favourite-views.ts';
import './favourites.css';

export function HomeFavourites() {
  const { views, stars, isPending } = useFavouriteViews();
  const live = useMemo(() => views.matches.filter((m) => m.live), [views.matches]);
  if (stars === 0) return null;
  return (
    <>
      <LiveFavouritesStrip matches={live} />
      <FavouritesSection views={views} isPending={isPending} />
    </>
  );
}
