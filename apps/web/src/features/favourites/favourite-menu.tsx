// The bettor's favourites at the head of the sports menu: a way to the favourites on home, then each
// starred league to its fixtures, before the sports. Nothing while there are no stars.
import { Link } from 'react-router';
import { paths } from '../../site/paths.ts';
import { StarIcon } from '../../ui/favourite-star.tsx';
import { sportsLinks } from '../../ui/fixture-links.ts';
import { useFavouriteViews } from './use-favourite-views.ts';
import './favourite-menu.css';

/** List items for the sports strip, drawn with the strip's own link class. */
export function FavouriteMenuItems({ linkClass }: { linkClass: string }) {
  const { views, stars } = useFavouriteViews();
  if (stars === 0) return null;
  return (
    <>
      <li>
        <Link to={`${paths.home}#favourites`} className={`${linkClass} favourite-menu__link`}>
          <StarIcon filled size={14} />
          Favourites
        </Link>
      </li>
      {views.leagues.map((league) => (
        <li key={league.id}>
          <Link
            to={sportsLinks.tournament(league.sport.name, league.category.name, league.name)}
            className={linkClass}
          >
            {league.name}
          </Link>
        </li>
      ))}
    </>
  );
}
