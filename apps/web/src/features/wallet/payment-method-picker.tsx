// The deposit's payment methods as one row of choices, with what the chosen one does under it. Compact
// on purpose: on a phone the amount and Continue stay within the first screen.
import { useId } from 'react';
import type { PaymentMethod } from '../../api/wallet.ts';

interface PaymentMethodPickerProps {
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod;
  onChoose: (id: PaymentMethod['id']) => void;
}

export function PaymentMethodPicker({ methods, chosen, onChoose }: PaymentMethodPickerProps) {
  const descriptionId = useId();
  return (
    <fieldset className="method-picker" aria-describedby={descriptionId}>
      <legend className="field__label">Payment method</legend>
      <div className="method-picker__options">
        {methods.map((m) => (
          <label key={m.id} className="method-picker__option">
            <input
              type="radio"
              name="payment-method"
              value={m.id}
              checked={m.id === chosen.id}
              onChange={() => onChoose(m.id)}
            />
            <span>{m.name}</span>
          </label>
        ))}
      </div>
      <p id={descriptionId} className="field-hint">
        {chosen.description}
      </p>
    </fieldset>
  );
}
