// The slip's figures as the engine computed them: total odds, stake, multi-bet bonus, potential win
// (the min–max range for system bets), lines and taxes. A polite live region, so a screen reader
// hears the new potential win after a stake or price change.
import { formatMoney } from '@slipstream/domain';
import type { ReactNode } from 'react';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { useFormatOdds } from '../../ui/odds-format.ts';
import { betModeOf } from './bet-mode.ts';
import { useBetslipStore } from './betslip-store.ts';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`betslip-totals__row${strong ? ' betslip-totals__row--strong' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function BetslipTotals() {
  const coupon = useBetslipStore((s) => s.coupon);
  const mode = useBetslipStore(betModeOf);
  const { currencyCode } = useSportsbookSettings();
  const formatOdds = useFormatOdds();
  const money = (amount: number) => `${currencyCode} ${formatMoney(amount)}`;
  const singles = mode === 'single' && coupon.selections.length > 1;
  const lines = coupon.combos.reduce((sum, c) => sum + Math.max(0, c.Combinations), 0);
  const lineStake = coupon.combos[0]?.Stake ?? 0;

  return (
    <div className="betslip-totals" role="status" aria-live="polite" aria-label="Betslip totals">
      <dl>
        {mode === 'system' ? (
          <>
            <Row label="Lines">{lines}</Row>
            <Row label="Stake per line">{money(lineStake)}</Row>
          </>
        ) : singles ? (
          <Row label="Singles">{coupon.selections.length}</Row>
        ) : (
          <Row label={mode === 'multiple' ? 'Total odds' : 'Odds'}>{formatOdds(coupon.totalOdds)}</Row>
        )}
        <Row label="Total stake">{money(coupon.totalStake)}</Row>
        {coupon.exciseDuty > 0 && <Row label="Excise duty">{money(coupon.exciseDuty)}</Row>}
        {(coupon.maxBonus > 0 || mode === 'multiple') && (
          <Row label={mode === 'system' ? 'Max bonus' : 'Multi-bet bonus'}>{money(coupon.maxBonus)}</Row>
        )}
        {coupon.wthTax > 0 && <Row label="Withholding tax">{money(coupon.wthTax)}</Row>}
        <Row label="Potential win" strong>
          {mode === 'system' && coupon.minWin !== coupon.maxWin
            ? `${money(coupon.minWin)} – ${formatMoney(coupon.maxWin)}`
            : money(coupon.maxWin)}
        </Row>
      </dl>
    </div>
  );
}
