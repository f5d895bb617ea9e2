// Betting with the sport bonus balance (the coupon's `useBonus`, SPEC.md §3): offered to a logged-in
// player who has a sport bonus balance. The stake then comes from that balance (the stake box's limit
// then reads it), and a bet at the bonus's minimum odds or more counts towards its wagering
// (docs/decisions.md "Content and bonuses").
import { formatMoney } from '@slipstream/domain';
import { useQuery } from '@tanstack/react-query';
import { activeBonusesQuery } from '../../api/bonus.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useFormatOdds } from '../../ui/odds-format.ts';
import { useBetslipStore } from './betslip-store.ts';

export function UseBonusToggle() {
  const authenticated = useAuthStore(selectIsAuthenticated);
  // The profile may carry balances as strings; a missing or unreadable one is no balance.
  const balance = useUserStore((s) => Number(s.currentUser?.sportBonusBalance ?? 0) || 0);
  const useBonus = useBetslipStore((s) => s.coupon.useBonus);
  // Still shown while ticked with nothing left, so the player can untick it.
  return authenticated && (balance > 0 || useBonus) ? <BonusChoice balance={balance} /> : null;
}

function BonusChoice({ balance }: { balance: number }) {
  const useBonus = useBetslipStore((s) => s.coupon.useBonus);
  const totalOdds = useBetslipStore((s) => s.coupon.totalOdds);
  const updateCoupon = useBetslipStore((s) => s.updateCoupon);
  const { currencyCode } = useSportsbookSettings();
  const formatOdds = useFormatOdds();
  const bonuses = useQuery(activeBonusesQuery());
  const minOdds = bonuses.data?.find((b) => b.wallet === 'sport_bonus' && b.status === 'active')?.minOdds;
  return (
    <div className="betslip-bonus">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={useBonus}
          onChange={(e) => updateCoupon({ useBonus: e.target.checked })}
        />
        <span>
          Bet with bonus{' '}
          <span className="betslip-bonus__balance">
            ({currencyCode} {formatMoney(balance)})
          </span>
        </span>
      </label>
      {useBonus && minOdds != null && (
        <p className={`betslip-hint${totalOdds > 0 && totalOdds < minOdds ? ' betslip-hint--warn' : ''}`}>
          Counts towards wagering at total odds of {formatOdds(minOdds)} or more.
        </p>
      )}
    </div>
  );
}
