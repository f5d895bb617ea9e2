// The filters above a history list (bets, transactions): one choice (status, type) and a date range,
// with Clear filters once any is set. The page keeps the values (in its address) and says what changed.
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface ListFiltersProps<Name extends string> {
  /** The search landmark's name, e.g. "Filter bets". */
  label: string;
  /** Block class of the form; the clear button gets `{className}__clear`. */
  className: string;
  choice: { name: Name; label: string; value: string; options: readonly FilterOption[] };
  from: string | undefined;
  to: string | undefined;
  filtered: boolean;
  onChange: (name: Name | 'from' | 'to', value: string) => void;
  onClear: () => void;
}

export function ListFilters<Name extends string>(props: ListFiltersProps<Name>) {
  const { choice, from, to, onChange } = props;
  const id = useId();
  return (
    <form
      className={props.className}
      role="search"
      aria-label={props.label}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-choice`}>
          {choice.label}
        </label>
        <div className="field__control">
          <select
            id={`${id}-choice`}
            className="field__input field__select"
            value={choice.value}
            onChange={(e) => onChange(choice.name, e.target.value)}
          >
            {choice.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DateField id={`${id}-from`} label="From" value={from} max={to} onChange={(v) => onChange('from', v)} />
      <DateField id={`${id}-to`} label="To" value={to} min={from} onChange={(v) => onChange('to', v)} />
      {props.filtered && (
        <button type="button" className={`btn btn--ghost ${props.className}__clear`} onClick={props.onClear}>
          Clear filters
        </button>
      )}
    </form>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string) => void;
}

function DateField({ id, label, value, min, max, onChange }: DateFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          type="date"
          className="field__input"
          value={value ?? ''}
          min={min}
          max={max}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
