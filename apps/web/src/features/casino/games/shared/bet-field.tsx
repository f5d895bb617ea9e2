// The stake input every game shares: currency prefix, decimal keypad on phones, halve/double and the
// table limits under it.
import { formatMoney } from '@slipstream/domain';
import { useId } from 'react';
import { scaleBet, type TableLimits } from './bet-amount.ts';

interface BetFieldProps {
  value: string;
  onChange: (value: string) => void;
  limits: TableLimits;
  disabled?: boolean;
  label?: string;
}

export function BetField({ value, onChange, limits, disabled, label = 'Bet' }: BetFieldProps) {
  const id = useId();
  return (
    <div className="field game-bet">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <span className="field__prefix">{limits.currency}</span>
        <input
          id={id}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-describedby={`${id}-limits`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="game-bet__scale"
          disabled={disabled}
          aria-label="Halve the bet"
          onClick={() => onChange(scaleBet(value, 0.5, limits))}
        >
          ½
        </button>
        <button
          type="button"
          className="game-bet__scale"
          disabled={disabled}
          aria-label="Double the bet"
          onClick={() => onChange(scaleBet(value, 2, limits))}
        >
          2×
        </button>
      </div>
      <p id={`${id}-limits`} className="game-bet__limits muted">
        Min {formatMoney(limits.minBet)} · Max {formatMoney(limits.maxBet)}
      </p>
    </div>
  );
}
