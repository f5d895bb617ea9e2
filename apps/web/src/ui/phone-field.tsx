// The mobile number input with its dial-code prefix; digits only (SPEC.md §5).
import { digitsOnly } from '@slipstream/domain';
import { useId } from 'react';

interface PhoneFieldProps {
  dialCode: string;
  value: string;
  onChange: (value: string) => void;
}

export function PhoneField({ dialCode, value, onChange }: PhoneFieldProps) {
  const id = useId();
  const prefixId = `${id}-prefix`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        Mobile number
      </label>
      <div className="field__control">
        <span id={prefixId} className="field__prefix">
          +{dialCode}
        </span>
        <input
          id={id}
          className="field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={15}
          placeholder="08012345678"
          aria-describedby={prefixId}
          // The dialog opens to type a number: start there.
          data-autofocus
          value={value}
          onChange={(event) => onChange(digitsOnly(event.target.value))}
        />
      </div>
    </div>
  );
}
