// The "Bet on" chooser above the table: what a tap on a number bets (the number itself, or a split,
// street, corner or line it belongs to), as one segmented row of radio buttons.
import { BET_MODES, type BetMode } from './bet-pick.ts';

interface BetTypeChooserProps {
  value: BetMode;
  disabled: boolean;
  onChange(mode: BetMode): void;
}

export function BetTypeChooser({ value, disabled, onChange }: BetTypeChooserProps) {
  return (
    <fieldset className="bet-type-chooser" disabled={disabled}>
      <legend className="roulette-caption">Bet on</legend>
      <div className="bet-type-chooser__options">
        {BET_MODES.map(({ mode, label }) => (
          <label key={mode} className="bet-type-chooser__option">
            <input
              type="radio"
              name="roulette-bet-type"
              className="visually-hidden"
              value={mode}
              checked={mode === value}
              onChange={() => onChange(mode)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
