// Crash: the multiplier rises from 1.00× until the round's crash point; a bet cashed out (by hand or
// at its auto-cash-out target) before the crash pays bet × multiplier. The crash point is
// 0.99 / (1 − f) for a fair float f, cut to hundredths, so P(point ≥ x) = 0.99 / x and any
// cash-out target returns 99%.
import type { FairSource } from '../../fairness/fair-source.ts';

export const CRASH_RTP = 0.99;
/** Growth of the shown multiplier: e^(rate × ms), 2× after about 11.6 seconds. */
export const CRASH_GROWTH_PER_MS = 0.00006;
export const MIN_CASHOUT = 1.01;
export const MAX_CASHOUT = 1_000;

/** The crash point in hundredths (100 = 1.00×, the instant crash). */
export function crashPoint(source: FairSource): number {
  return Math.max(100, Math.floor((CRASH_RTP * 100) / (1 - source.next())));
}

/** The multiplier (hundredths) shown `ms` after take-off. */
export const multiplierAt = (ms: number): number =>
  Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms)));

/** How long after take-off the multiplier reaches `hundredths`. */
export const msUntil = (hundredths: number): number =>
  Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);

/** What a bet returns cashing out at `target` (hundredths) in a round that crashes at `point`. */
export function crashPayout(bet: number, target: number, point: number): number {
  return target <= point ? Math.floor((bet * target) / 100) : 0;
}
