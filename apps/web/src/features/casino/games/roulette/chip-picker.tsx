// The chip values a player puts down with each tap, inside the table's limits.
import { formatMoney } from '@slipstream/domain';

const CHIP_VALUES = [0.1, 0.5, 1, 5, 10, 50, 100, 500, 1000, 5000];
const CHIPS_SHOWN = 6;

/** Up to six chip values from the table minimum up, none above the maximum. */
export function chipValues(minBet: number, maxBet: number): number[] {
  const fitting = CHIP_VALUES.filter((v) => v >= minBet && v <= maxBet);
  return fitting.length > 0 ? fitting.slice(0, CHIPS_SHOWN) : [minBet];
}

interface ChipPickerProps {
  values: number[];
  value: number;
  currency: string;
  disabled: boolean;
  onChange(value: number): void;
}

export function ChipPicker({ values, value, currency, disabled, onChange }: ChipPickerProps) {
  return (
    <fieldset className="chip-picker" disabled={disabled}>
      <legend className="field__label visually-hidden-narrow">Chip value ({currency})</legend>
      <div className="chip-picker__chips">
        {values.map((v) => (
          <label key={v} className="chip-picker__chip">
            <input
              type="radio"
              name="roulette-chip"
              className="visually-hidden"
              value={v}
              checked={v === value}
              onChange={() => onChange(v)}
            />
            <span className="roulette-chip" aria-hidden="true">
              {v < 1 ? formatMoney(v) : String(v)}
            </span>
            <span className="visually-hidden">
              {currency} {formatMoney(v)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
