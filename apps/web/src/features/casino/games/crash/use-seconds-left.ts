// Whole seconds until an instant the server named (the end of the betting window), ticking while > 0.
import { useEffect, useState } from 'react';

export function useSecondsLeft(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const end = until ? Date.parse(until) : Number.NaN;
  const left = Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / 1000));

  useEffect(() => {
    if (Number.isNaN(end)) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= end) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [end]);

  return left;
}
