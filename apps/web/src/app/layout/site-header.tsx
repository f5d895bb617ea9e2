// The header: brand, main sections, Login/Register for visitors or Deposit, the balance and account
// menu for a player (on a phone too: the way in for a player at 0.00), and on sports screens the
// sports menu below; on sports screens the search too (a box in the bar, or on narrower screens a
// button opening the full-screen search). Fixed heights so nothing shifts when data arrives.
import { Link, NavLink } from 'react-router';
import { HeaderSearch } from '../../features/search/header-search.tsx';
import { brand } from '../../site/brand.ts';
import { paths } from '../../site/paths.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { openDialog } from '../../stores/dialog-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { useRouteHandle } from '../route-handle.ts';
import { AccountMenu } from './account-menu.tsx';
import { SportsStrip } from './sports-strip.tsx';
import './site-header.css';

const SECTIONS = [
  { to: paths.home, label: 'Sports', end: true },
  { to: paths.liveList, label: 'Live', end: false },
  { to: paths.games, label: 'Casino', end: false },
  { to: paths.promotions, label: 'Promotions', end: false },
];

export function SiteHeader() {
  const authenticated = useAuthStore(selectIsAuthenticated);
  const showDefaultItems = useUtilityStore((s) => s.showDefaultHeaderItems);
  // The sports menu is for the sports screens (those with the betslip): on the casino or an account
  // page a highlighted sport is noise, and the strip's height is better spent on the page itself.
  const { betslip: sportsScreen = false } = useRouteHandle();

  return (
    <header className={`site-header${authenticated ? ' site-header--player' : ''}`}>
      <div className="site-header__bar container">
        <Link to={paths.home} className="brand-mark">
          <img src={brand.images.logo} width={32} height={32} alt="" />
          <span className="brand-mark__name">{brand.name}</span>
        </Link>
        {showDefaultItems && (
          <>
            <nav className="main-nav" aria-label="Main">
              {SECTIONS.map((s) => (
                <NavLink key={s.to} to={s.to} end={s.end} className="main-nav__link">
                  {s.label}
                </NavLink>
              ))}
            </nav>
            {sportsScreen && <HeaderSearch />}
            <div className="site-header__actions">
              {authenticated ? (
                <AccountMenu />
              ) : (
                <>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() => void openDialog('auth', { tab: 'login' })}
                  >
                    Login
                  </button>
                  <Link to={paths.register} className="btn btn--primary btn--sm">
                    Register
                  </Link>
                </>
              )}
            </div>
          </>
        )}
      </div>
      {showDefaultItems && sportsScreen && <SportsStrip />}
    </header>
  );
}
