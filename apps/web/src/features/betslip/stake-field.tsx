// The stake: a numeric field (step 0.1, SPEC.md §9) and quick-add buttons. In Single mode with several
// selections the stake goes on each selection; otherwise on the ticket (shared over a system's lines).
// Under the field, the most the player may stake (SPEC.md §5); a bigger stake is said at once, with
// the limit that binds, rather than by a refusal after Place Bet. The slip's word about the stake
// (the stake rule, a stake cleared by a bet-type change) sits right under the box too, and Enter in
// the box places the bet as Place Bet does.
import { formatMoney, STAKE_STEP } from '@slipstream/domain';
import { useId, useState, type RefObject } from 'react';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { moneyText } from '../../ui/money.tsx';
import { betModeOf } from './bet-mode.ts';
import { useBetslipStore } from './betslip-store.ts';
import { isOverLimit, stakeLimitMessage, useStakeLimit } from './stake-limit.ts';
import { useStakeFocusRequest } from './use-stake-focus-request.ts';

const QUICK_STAKES = [100, 500, 1000] as const;

export interface StakeFieldProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** What the slip says about the stake now (the stake rule's refusal, a cleared stake), if anything. */
  message: string | null;
  /** Enter in the box: places the slip, as Place Bet does; left out while Place Bet is unavailable. */
  onEnter?: () => void;
}

export function StakeField({ inputRef, message, onEnter }: StakeFieldProps) {
  const id = useId();
  const limitId = useId();
  const messageId = useId();
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
  // The limit's own warning already says what is wrong with a stake over it.
  const said = message && !over ? message : null;
  const describedBy = [said ? messageId : null, limit ? limitId : null].filter(Boolean).join(' ');
  useStakeFocusRequest(inputRef);

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
            ref={inputRef}
            id={id}
            className="field__input betslip-stake__input"
            type="number"
            inputMode="decimal"
            min={0}
            step={STAKE_STEP}
            placeholder="0.00"
            value={draft ?? (stake > 0 ? String(stake) : '')}
            aria-invalid={over || said !== null || undefined}
            aria-describedby={describedBy || undefined}
            enterKeyHint="go"
            onChange={(e) => change(e.target.value)}
            onBlur={() => setDraft(null)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
              e.preventDefault();
              onEnter?.();
            }}
          />
        </div>
      </div>
      {said && (
        <p id={messageId} className="form-error betslip-stake__message" role="alert">
          {said}
        </p>
      )}
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
