// A floating "Betslip (n)" button for the widths where neither the side column (from 1024 px) nor the
// bottom navigation (below 768 px) is there, so the slip is always one tap away on sports screens.
import { BetslipIcon } from '../../ui/icons.tsx';
import { useBetslipStore } from './betslip-store.ts';
import './betslip-launcher.css';

export function BetslipLauncher({ onOpen }: { onOpen: () => void }) {
  const count = useBetslipStore((s) => s.coupon.selections.length);
  if (count === 0) return null;
  return (
    <button type="button" className="betslip-launcher" onClick={onOpen}>
      <BetslipIcon />
      <span>Betslip</span>
      <span className="count-badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">({count})</span>
    </button>
  );
}
