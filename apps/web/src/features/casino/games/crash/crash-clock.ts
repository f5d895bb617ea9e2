// Where the crash multiplier is between the server's ticks (every ~100 ms): each tick tells how long
// ago take-off was (the curve is e^(rate × ms)), so the screen can draw every frame from its own clock.
import { CRASH_GROWTH_PER_MS } from '@slipstream/domain';

export interface CrashClock {
  roundId: string | null;
  /** Local time (performance.now()) of take-off, as the ticks place it; null before take-off. */
  takeOff: number | null;
  /** The last multiplier the server sent (or the crash point once crashed). */
  last: number;
  crashed: boolean;
}

export const idleClock = (): CrashClock => ({ roundId: null, takeOff: null, last: 1, crashed: false });

/** Take-off time implied by a multiplier seen at local time `now`. */
export const takeOffFor = (multiplier: number, now: number): number =>
  now - Math.log(Math.max(1, multiplier)) / CRASH_GROWTH_PER_MS;

/** The multiplier to draw at local time `now`; `smooth` false shows only what the server said. */
export function multiplierNow(clock: CrashClock, now: number, smooth: boolean): number {
  if (clock.crashed || clock.takeOff === null || !smooth) return clock.last;
  // Never ahead of the last tick by more than a beat: a crash message may be on its way.
  const estimate = Math.exp(CRASH_GROWTH_PER_MS * (now - clock.takeOff));
  return Math.max(clock.last, Math.min(estimate, clock.last * Math.exp(CRASH_GROWTH_PER_MS * 250)));
}

/** Elapsed ms since take-off for a multiplier (for the chart's time axis). */
export const elapsedFor = (multiplier: number): number =>
  Math.log(Math.max(1, multiplier)) / CRASH_GROWTH_PER_MS;
