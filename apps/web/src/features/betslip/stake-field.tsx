// The stake: a numeric field (step 0.1, SPEC.md §9) and quick-add buttons. In Single mode with several
// selections the stake goes on each selection; otherwise on the ticket (shared over a system's lines).
// Under the field, the most the player may stake (SPEC.md §5); a bigger stake is said at once, with
// the limit that binds, rather than by a refusal after Place Bet.
import { formatMoney, STAKE_STEP } from '@slipstream/domain';
import { useId, useState } from 'react';
import { useBetslipStore } from '../../stores/betslip-store.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { moneyText } from '../../ui/money.tsx';
import { betModeOf } from './bet-mode.ts';
import { isOverLimit, stakeLimitMessage, useStakeLimit } from './stake-limit.ts';

const QUICK_STAKES = [100, 500, 1000] as const;

export function StakeField() {
  const id = useId();
  const limitId = useId();
  const stake = useBetslipStore((s) => s.coupon.stake);
  const mode = useBetslipStore(betModeOf);
  const several = useBetslipStore((s) => s.coupon.selections.length > 1);
  const setStake = useBetslipStore((s) => s.setStake);
  const { currencyCode } = useSportsbookSettings();
  const limit = useStakeLimit();
  const over = isOverLimit(stake, limit);
  // What the player is typing ("12." is not a number yet); null shows the store's stake.
  const [draft, setDraft] = useState<string | null>(null);
  const target = mode === 'single' && several ? 'all' : 'ticket';
  const label = target === 'all' ? 'Stake per selection' : mode === 'system' ? 'Total stake' : 'Stake';

  function change(text: string) {
    setDraft(text);
    const value = Number(text);
    setStake(text.trim() === '' || !Number.isFinite(value) ? 0 : value, target);
  }

  return (
    <div className="betslip-stake">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <div className="field__control">
          <span className="field__prefix" aria-hidden="true">
            {currencyCode}
          </span>
          <input
            id={id}
            className="field__input betslip-stake__input"
            type="number"
            inputMode="decimal"
            min={0}
            step={STAKE_STEP}
            placeholder="0.00"
            value={draft ?? (stake > 0 ? String(stake) : '')}
            aria-invalid={over || undefined}
            aria-describedby={limit ? limitId : undefined}
            onChange={(e) => change(e.target.value)}
            onBlur={() => setDraft(null)}
          />
        </div>
      </div>
      {limit &&
        (over ? (
          <p id={limitId} className="betslip-hint betslip-hint--warn betslip-stake__limit" role="alert">
            {stakeLimitMessage(limit, currencyCode)}
            {limit.max > 0 && (
              <>
                {' '}
                <button
                  type="button"
                  className="betslip-stake__use-max"
                  onClick={() => {
                    setDraft(null);
                    setStake(limit.max, target);
                  }}
                >
                  Stake {formatMoney(limit.max)}
                </button>
              </>
            )}
          </p>
        ) : (
          <p id={limitId} className="betslip-hint betslip-stake__limit">
            Max stake{limit.perSelection ? ' per selection' : ''} {moneyText(limit.max, currencyCode)}
          </p>
        ))}
      <div className="betslip-stake__quick" role="group" aria-label="Quick stake">
        {QUICK_STAKES.map((amount) => (
          <button
            key={amount}
            type="button"
            className="btn btn--ghost btn--sm"
            aria-label={`Add ${amount} to the stake`}
            onClick={() => {
              setDraft(null);
              setStake(stake + amount, target);
            }}
          >
            +{amount}
          </button>
        ))}
      </div>
    </div>
  );
}
