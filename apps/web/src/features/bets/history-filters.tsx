// The bet history's filters: status (open, won, lost, void, cashed out) and a date range.
import { useId } from 'react';
import type { BetHistoryFilter } from '../../api/bet-history.ts';
import { STATUS_OPTIONS } from './bet-labels.ts';
import type { HistoryParam } from './history-query.ts';

interface HistoryFiltersProps {
  filter: BetHistoryFilter;
  filtered: boolean;
  onChange: (name: HistoryParam, value: string) => void;
  onClear: () => void;
}

export function HistoryFilters({ filter, filtered, onChange, onClear }: HistoryFiltersProps) {
  const id = useId();
  return (
    <form className="bet-filters" role="search" aria-label="Filter bets" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          Status
        </label>
        <div className="field__control">
          <select
            id={`${id}-status`}
            className="field__input field__select"
            value={filter.status}
            onChange={(e) => onChange('status', e.target.value)}
          >
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          From
        </label>
        <div className="field__control">
          <input
            id={`${id}-from`}
            type="date"
            className="field__input"
            value={filter.from ?? ''}
            max={filter.to}
            onChange={(e) => onChange('from', e.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          To
        </label>
        <div className="field__control">
          <input
            id={`${id}-to`}
            type="date"
            className="field__input"
            value={filter.to ?? ''}
            min={filter.from}
            onChange={(e) => onChange('to', e.target.value)}
          />
        </div>
      </div>
      {filtered && (
        <button type="button" className="btn btn--ghost bet-filters__clear" onClick={onClear}>
          Clear filters
        </button>
      )}
    </form>
  );
}
