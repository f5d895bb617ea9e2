// Single / Multiple / System as one radio group (arrow keys move between them). Multiple and System
// need several selections; System needs groupings the engine can price. A change zeroes the stake
// (SPEC.md §4); the panel is told whether it took a stake the player had entered.
import { useId } from 'react';
import { betModeOf, defaultGrouping, switchBetMode, type BetMode } from './bet-mode.ts';
import { selectCouponConfig, useBetslipStore } from './betslip-store.ts';

const MODES: { mode: BetMode; label: string }[] = [
  { mode: 'single', label: 'Single' },
  { mode: 'multiple', label: 'Multiple' },
  { mode: 'system', label: 'System' },
];

export function BetModeTabs({ onChange }: { onChange?: (stakeZeroed: boolean) => void }) {
  const name = useId();
  const current = useBetslipStore(betModeOf);
  const selections = useBetslipStore((s) => s.coupon.selections);
  const { maxCouponCombinations } = useBetslipStore(selectCouponConfig);
  const several = selections.length > 1;
  const systemPossible = several && defaultGrouping(selections, maxCouponCombinations) !== null;

  return (
    <fieldset className="bet-modes">
      <legend className="visually-hidden">Bet type</legend>
      {MODES.map(({ mode, label }) => {
        const enabled = mode === 'single' || (mode === 'system' ? systemPossible : several);
        return (
          <label key={mode} className={`bet-modes__option${enabled ? '' : ' bet-modes__option--disabled'}`}>
            <input
              type="radio"
              name={name}
              value={mode}
              checked={current === mode}
              disabled={!enabled}
              onChange={() => {
                const before = useBetslipStore.getState().coupon.stake;
                switchBetMode(mode, maxCouponCombinations);
                onChange?.(before > 0 && useBetslipStore.getState().coupon.stake === 0);
              }}
            />
            <span>{label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
