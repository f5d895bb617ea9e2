// A player's header controls: Deposit, and the available balance opening a panel with every balance,
// the open-bet count, account links, the odds format and Log out. A disclosure: Escape or a click
// outside closes it.
import { formatMoney } from '@slipstream/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../site/paths.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { useOddsFormatStore } from '../../stores/odds-format-store.ts';
import { logout } from '../../stores/session.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { OddsFormatChoice } from '../../ui/odds-format-choice.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';

export function AccountMenu() {
  const user = useUserStore((s) => s.currentUser);
  const openBets = useUtilityStore((s) => s.openBetCount);
  const { currencyCode } = useSportsbookSettings();
  const oddsFormat = useOddsFormatStore((s) => s.format);
  const setOddsFormat = useOddsFormatStore((s) => s.setFormat);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  // Any navigation closes the panel.
  const [openedAt, setOpenedAt] = useState(key);
  if (openedAt !== key) {
    setOpenedAt(key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const balances = [
    { label: 'Sport bonus', amount: user?.sportBonusBalance },
    { label: 'Casino bonus', amount: user?.casinoBonusBalance },
    { label: 'Virtual bonus', amount: user?.virtualBonusBalance },
    { label: 'Trust balance', amount: user?.trustBalance },
  ];

  return (
    <div
      className="account-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <Link to={paths.deposit} className="btn btn--primary btn--sm account-menu__deposit">
        Deposit
      </Link>
      <button
        ref={button}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="account-menu__caption">Balance</span>
        <span className="account-menu__balance">
          {currencyCode} {formatMoney(user?.availableBalance)}
        </span>
        <ChevronDownIcon size={16} />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <dl className="account-menu__balances">
          {balances.map((b) => (
            <div key={b.label}>
              <dt>{b.label}</dt>
              <dd>{formatMoney(b.amount)}</dd>
            </div>
          ))}
          <div>
            <dt>Open bets</dt>
            <dd>{openBets}</dd>
          </div>
        </dl>
        <nav aria-label="Account">
          <ul className="account-menu__links">
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <OddsFormatChoice value={oddsFormat} onChange={setOddsFormat} />
        <button type="button" className="btn btn--ghost btn--block" onClick={() => logout()}>
          Log out
        </button>
      </div>
    </div>
  );
}
