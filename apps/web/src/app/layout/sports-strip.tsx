// The sports menu (utility.sportsMenu) as a scrollable strip, the active sport highlighted. Before the
// menu has loaded it shows the active sport alone, so the strip keeps its height. The bettor's
// favourites come first.
import { Link } from 'react-router';
import { FavouriteMenuItems } from '../../features/favourites/favourite-menu.tsx';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { sportsLinks } from '../../ui/fixture-links.ts';

export function SportsStrip() {
  const sportsMenu = useUtilityStore((s) => s.sportsMenu);
  const activeSport = useUtilityStore((s) => s.activeSport);
  const sports = sportsMenu.length > 0 ? sportsMenu : [{ ...activeSport, total: undefined }];

  return (
    <nav className="sports-strip" aria-label="Sports">
      <ul className="sports-strip__list container">
        <FavouriteMenuItems linkClass="sports-strip__link" />
        {sports.map((sport) => {
          const active = sport.sportID === activeSport.sportID;
          return (
            <li key={sport.sportID}>
              <Link
                to={sportsLinks.sport(sport.sportName)}
                className={`sports-strip__link${active ? ' is-active' : ''}`}
                aria-current={active ? 'true' : undefined}
              >
                {sport.sportName}
                {typeof sport.total === 'number' && (
                  <span className="sports-strip__count">{sport.total}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
