// Whether the player accepts odds that change before the bet is placed: never, better prices only, or any.
import { useId } from 'react';
import { useBetslipStore, type AcceptOddsChanges } from './betslip-store.ts';

const OPTIONS: { value: AcceptOddsChanges; label: string }[] = [
  { value: 'none', label: "Don't accept" },
  { value: 'higher', label: 'Accept higher' },
  { value: 'any', label: 'Accept any' },
];

export function AcceptChangesSelect() {
  const id = useId();
  const value = useBetslipStore((s) => s.acceptOddsChanges);
  const setAcceptChanges = useBetslipStore((s) => s.setAcceptChanges);
  return (
    <div className="betslip-accept">
      <label htmlFor={id}>Odds changes</label>
      <select
        id={id}
        className="betslip-accept__select"
        value={value}
        onChange={(e) => setAcceptChanges(e.target.value as AcceptOddsChanges)}
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
