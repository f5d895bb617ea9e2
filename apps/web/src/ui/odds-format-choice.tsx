// Where the bettor picks how prices read: decimal, fractional or American, each with an example. A
// native select: compact in the header's account menu, keyboard and screen-reader friendly as is.
// ui/ reads no store, so the caller passes the choice and keeps it.
import { isOddsFormat, ODDS_FORMAT_LABELS, ODDS_FORMATS, type OddsFormat } from '@slipstream/domain';
import { useId } from 'react';
import './odds-format-choice.css';

export interface OddsFormatChoiceProps {
  value: OddsFormat;
  onChange: (format: OddsFormat) => void;
  className?: string;
}

export function OddsFormatChoice({ value, onChange, className }: OddsFormatChoiceProps) {
  const id = useId();
  return (
    <div className={className ? `odds-format-choice ${className}` : 'odds-format-choice'}>
      <label htmlFor={id} className="odds-format-choice__label">
        Odds format
      </label>
      <select
        id={id}
        className="odds-format-choice__select"
        value={value}
        onChange={(e) => {
          if (isOddsFormat(e.target.value)) onChange(e.target.value);
        }}
      >
        {ODDS_FORMATS.map((format) => (
          <option key={format} value={format}>
            {ODDS_FORMAT_LABELS[format]}
          </option>
        ))}
      </select>
    </div>
  );
}
