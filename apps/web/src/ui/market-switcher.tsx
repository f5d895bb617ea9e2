// The market a list's odds columns show (1X2, Over/Under 2.5, Handicap…): on a list of one sport a
// row of chips, scrolling sideways on a phone; on a list of several sports one small select per
// sport. Both are named "Market" for assistive technology and work with the keyboard alone. The page
// keeps the choice (a store remembers it per sport); this only offers it.
import type { ListMarket } from '@slipstream/domain';
import { useLayoutEffect, useRef } from 'react';
import './market-switcher.css';

export function MarketChips({
  choices,
  value,
  onChange,
}: {
  choices: readonly ListMarket[];
  /** The key shown now. */
  value: string;
  onChange: (key: string) => void;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  // A remembered choice at the end of the row (Handicap on a phone) is scrolled into sight.
  useLayoutEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip) return;
    const left = chip.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft) row.scrollLeft = left;
    else if (left + chip.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left + chip.offsetWidth - row.clientWidth;
  }, [value]);
  if (choices.length < 2) return null;
  return (
    <div ref={rowRef} className="market-switcher" role="group" aria-label="Market">
      {choices.map((choice) => (
        <button
          key={choice.key}
          type="button"
          className="market-switcher__chip"
          aria-pressed={choice.key === value}
          onClick={() => onChange(choice.key)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

export interface SportMarkets {
  sportId: number;
  sportName: string;
  choices: readonly ListMarket[];
  value: string;
}

export function MarketSelects({
  sports,
  onChange,
}: {
  sports: readonly SportMarkets[];
  onChange: (sportId: number, key: string) => void;
}) {
  const switchable = sports.filter((s) => s.choices.length > 1);
  if (switchable.length === 0) return null;
  return (
    <div className="market-switcher market-switcher--selects" role="group" aria-label="Market">
      {switchable.map((sport) => (
        <label key={sport.sportId} className="market-switcher__pick">
          <span className="market-switcher__sport">{sport.sportName}</span>
          <select
            className="market-switcher__select"
            aria-label={`${sport.sportName} market`}
            value={sport.value}
            onChange={(e) => onChange(sport.sportId, e.target.value)}
          >
            {sport.choices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
