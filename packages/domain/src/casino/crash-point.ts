// Crash: the multiplier rises from 1.00× until the round's crash point; a bet cashed out (by hand or
// at its auto-cash-out target) before the crash pays bet × multiplier. The crash point is
// 0.99 / (1 − f) for a fair float f, cut to hundredths, so P(point ≥ x) = 0.99 / x and any
// cash-out target returns 99%.
import type { FairSource } from './fair-source.ts';

export const CRASH_RTP = 0.99;

/** The crash point in hundredths (100 = 1.00×, the instant crash). */
export function crashPoint(source: FairSource): number {
  return Math.max(100, Math.floor((CRASH_RTP * 100) / (1 - source.next())));
}

/** What a bet returns cashing out at `target` (hundredths) in a round that crashes at `point`. */
export function crashPayout(bet: number, target: number, point: number): number {
  return target <= point ? Math.floor((bet * target) / 100) : 0;
}
