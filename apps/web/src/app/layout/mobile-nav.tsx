// The bottom navigation on narrow screens: Home, Live, Casino, Betslip (opens the slip) and Account.
import { NavLink } from 'react-router';
import { useBetslipStore } from '../../features/betslip/betslip-store.ts';
import { paths } from '../../site/paths.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { AccountIcon, BetslipIcon, CasinoIcon, HomeIcon, LiveIcon } from '../../ui/icons.tsx';
import './mobile-nav.css';

export function MobileNav({ onOpenBetslip }: { onOpenBetslip: () => void }) {
  const count = useBetslipStore((s) => s.coupon.selections.length);
  const showCount = useUtilityStore((s) => s.showBetslipCount);
  return (
    <nav className="mobile-nav" aria-label="Quick">
      <NavLink to={paths.home} end className="mobile-nav__item">
        <HomeIcon />
        <span>Home</span>
      </NavLink>
      <NavLink to={paths.liveList} className="mobile-nav__item">
        <LiveIcon />
        <span>Live</span>
      </NavLink>
      <NavLink to={paths.games} className="mobile-nav__item">
        <CasinoIcon />
        <span>Casino</span>
      </NavLink>
      <button type="button" className="mobile-nav__item mobile-nav__betslip" onClick={onOpenBetslip}>
        <span className="mobile-nav__icon">
          <BetslipIcon />
          {showCount && count > 0 && (
            <span className="count-badge count-badge--floating" aria-hidden="true">
              {count}
            </span>
          )}
        </span>
        <span>
          Betslip{showCount && count > 0 ? <span className="visually-hidden"> ({count})</span> : null}
        </span>
      </button>
      <NavLink to={paths.accountMe} className="mobile-nav__item">
        <AccountIcon />
        <span>Account</span>
      </NavLink>
    </nav>
  );
}
