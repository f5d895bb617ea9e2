// The star on a match, a team or a league: pressed while it is a favourite, a tap stars it or takes
// the star away (app/ provides the favourites, favourites.ts). Its accessible name says what it does
// to what ("Add Arsenal to favourites"), wherever it stands. Nothing is drawn where no favourites are
// provided.
import { useFavourites, useIsFavourite, type FavouriteTarget } from './favourites.ts';
import './favourite-star.css';

export function starLabel(name: string, starred: boolean): string {
  return starred ? `Remove ${name} from favourites` : `Add ${name} to favourites`;
}

export function FavouriteStar({ target, className }: { target: FavouriteTarget; className?: string }) {
  const favourites = useFavourites();
  const starred = useIsFavourite(target.kind, target.id);
  if (!favourites) return null;
  return (
    <button
      type="button"
      className={`favourite-star${starred ? ' favourite-star--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={starred}
      aria-label={starLabel(target.name, starred)}
      onClick={() => favourites.toggle(target)}
    >
      <StarIcon filled={starred} />
    </button>
  );
}

export function StarIcon({ filled = false, size = 20 }: { filled?: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}
