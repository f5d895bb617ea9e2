// The time filter chips of a sport's pre-match list: All, Today, Tomorrow, date chips and the next
// 1/3/12 hours. The choice lives in the address (?when=) so it survives reloads and can be shared.
import { useSearchParams } from 'react-router';
import { useDisplaySettings } from '../../ui/display-settings.ts';
import { dayChips, HOUR_CHOICES, parseWhen, whenParam, type When } from './day-filters.ts';

export function useWhen(): [When, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const when = parseWhen(params.get('when'));
  const set = (value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('when', value);
        else next.delete('when');
        return next;
      },
      { replace: true },
    );
  return [when, set];
}

export function PrematchFilters({
  when,
  onChange,
}: {
  when: When;
  onChange: (value: string | null) => void;
}) {
  const { locale } = useDisplaySettings();
  const current = whenParam(when);
  const chips: { value: string | null; label: string }[] = [
    { value: null, label: 'All' },
    { value: 'today', label: 'Today' },
    ...dayChips(locale),
    ...HOUR_CHOICES.map((h) => ({ value: `${h}h`, label: `Next ${h}h` })),
  ];
  return (
    <div className="chip-nav" role="group" aria-label="When">
      {chips.map((chip) => (
        <button
          key={chip.value ?? 'all'}
          type="button"
          className="chip"
          aria-pressed={current === chip.value}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
