// The crash multiplier's curve, shared so the screen can draw it smoothly between the server's ticks:
// it rises from 1.00× as e^(rate × ms) after take-off.

/** Growth of the shown multiplier: e^(rate × ms), 2× after about 11.6 seconds. */
export const CRASH_GROWTH_PER_MS = 0.00006;
export const MIN_CASHOUT = 1.01;
export const MAX_CASHOUT = 1_000;

/** The multiplier (hundredths) shown `ms` after take-off. */
export const multiplierAt = (ms: number): number =>
  Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms)));

/** How long after take-off the multiplier reaches `hundredths`. */
export const msUntil = (hundredths: number): number =>
  Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);
