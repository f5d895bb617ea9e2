// The bet history's filters: status (open, won, lost, void, cashed out) and a date range.
import type { BetHistoryFilter } from '../../api/bet-history.ts';
import { ListFilters } from '../../ui/list-filters.tsx';
import { STATUS_OPTIONS } from './bet-labels.ts';
import type { HistoryParam } from './history-query.ts';

interface HistoryFiltersProps {
  filter: BetHistoryFilter;
  filtered: boolean;
  onChange: (name: HistoryParam, value: string) => void;
  onClear: () => void;
}

export function HistoryFilters({ filter, filtered, onChange, onClear }: HistoryFiltersProps) {
  return (
    <ListFilters
      label="Filter bets"
      className="bet-filters"
      choice={{ name: 'status', label: 'Status', value: filter.status, options: STATUS_OPTIONS }}
      from={filter.from}
      to={filter.to}
      filtered={filtered}
      onChange={onChange}
      onClear={onClear}
    />
  );
}
