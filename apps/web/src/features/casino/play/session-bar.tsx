// The play page's session line: which balance this session plays on, its balance after the latest
// round, and the way to switch balance (a new session).
import type { CasinoBalanceType } from '../games/game-screen.ts';
import { Money } from '../../../ui/money.tsx';

export const BALANCE_TYPE_LABELS: Record<CasinoBalanceType, string> = {
  real: 'Real money',
  bonus: 'Casino bonus',
  demo: 'Demo',
};

interface SessionBarProps {
  balanceType: CasinoBalanceType;
  balance: number | null;
  currency: string | null;
  onChange(): void;
}

export function SessionBar({ balanceType, balance, currency, onChange }: SessionBarProps) {
  return (
    <div className="session-bar" role="group" aria-label="Game session">
      <span className={`session-bar__type session-bar__type--${balanceType}`}>
        {BALANCE_TYPE_LABELS[balanceType]}
      </span>
      <span className="session-bar__balance">
        <span className="session-bar__label visually-hidden-narrow">
          {balanceType === 'demo' ? 'Play money' : 'Balance'}
        </span>
        <output aria-live="polite" aria-label="Session balance">
          {balance === null ? '…' : <Money amount={balance} currency={currency ?? undefined} />}
        </output>
      </span>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onChange}>
        {/* "Change" alone on phones, where the bar must fit one row; the name stays whole. */}
        <span>
          Change<span className="session-bar__more visually-hidden-narrow"> balance</span>
        </span>
      </button>
    </div>
  );
}
