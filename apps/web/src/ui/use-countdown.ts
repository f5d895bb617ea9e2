// A whole-second countdown for Send Again (SPEC.md §4 "Resend timer"): restart(n) counts n down to 0.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(initialSeconds: number): { seconds: number; restart: (n: number) => void } {
  // Counted against an end time, not by decrementing, so a throttled background tab stays right.
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seconds, endsAt]);

  const restart = useCallback((n: number) => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + n * 1000);
  }, []);

  return { seconds, restart };
}
