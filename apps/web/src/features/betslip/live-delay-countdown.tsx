// Shown while a bet with a live selection waits out the live delay: why Place Bet reads Please Wait,
// and the seconds left. The reason is announced once; the ticking number is for the eye only, as a
// screen reader repeating it every second would drown everything else.
import { useEffect, useState } from 'react';
import { delayText, secondsLeft } from './live-delay.ts';

const TICK_MS = 250;

export function LiveDelayCountdown({ delayMs }: { delayMs: number }) {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const left = secondsLeft(startedAt, delayMs, now);
  return (
    <p className="betslip-live-delay" role="status">
      <span>Live bets are checked for {delayText(delayMs)} before they are accepted…</span>
      <span className="betslip-live-delay__count" aria-hidden="true">
        {left > 0 ? left : ''}
      </span>
    </p>
  );
}
