// The amount input of the deposit and withdraw forms: currency prefix, decimal keypad on phones, quick
// amounts that fill it in, the method's limits under it and the current error.
import { formatWhole } from '@slipstream/domain';
import { useId } from 'react';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  quickAmounts?: number[];
  hint?: string;
  error?: string | null;
  label?: string;
}

export function AmountField({
  value,
  onChange,
  currency,
  quickAmounts = [],
  hint,
  error,
  label = 'Amount',
}: AmountFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <span className="field__prefix">{currency}</span>
        <input
          id={id}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {quickAmounts.length > 0 && (
        <div className="quick-amounts" role="group" aria-label="Quick amounts">
          {quickAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className="quick-amounts__button"
              onClick={() => onChange(String(amount))}
            >
              {formatWhole(amount)}
            </button>
          ))}
        </div>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
