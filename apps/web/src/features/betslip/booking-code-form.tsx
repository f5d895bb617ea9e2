// "Have a booking code?": loads a shared or booked slip into the betslip (SPEC.md §4 "Shared betslip").
import { useId, useState, type FormEvent } from 'react';
import { useBetslipStore } from './betslip-store.ts';
import { loadSharedBetslip } from './use-shared-betslip.ts';

export function BookingCodeForm() {
  const id = useId();
  const [code, setCode] = useState('');
  const loading = useBetslipStore((s) => s.isBetslipLoading);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '' || loading) return;
    if ((await loadSharedBetslip(code)) === 'loaded') setCode('');
  }

  return (
    <form className="booking-code" onSubmit={(e) => void submit(e)}>
      <label className="booking-code__label" htmlFor={id}>
        Have a booking code?
      </label>
      <div className="booking-code__row">
        <input
          id={id}
          className="booking-code__input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Booking code"
          maxLength={32}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn--secondary btn--sm" disabled={code.trim() === '' || loading}>
          Load
        </button>
      </div>
    </form>
  );
}
