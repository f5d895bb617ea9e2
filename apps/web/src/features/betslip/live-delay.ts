// The live delay: the server holds a bet with a live selection for a few seconds before it accepts
// it, because play can move the price meanwhile. The operator publishes how long among the global
// variables (`LiveBetDelayMs`), so the slip can say why Place Bet waits and for how long.
import type { GlobalVariables } from '../../api/auth.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';

/** The published delay in milliseconds; 0 when the server does not say (then nothing is promised). */
export function liveBetDelayMs(variables: GlobalVariables): number {
  const raw = variables.LiveBetDelayMs;
  const ms = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : 0;
}

export function useLiveBetDelayMs(): number {
  return useUtilityStore((s) => liveBetDelayMs(s.SportsbookGlobalVariable));
}

/** Whole seconds still to wait, counting down to 0 (rounded up: "1" until the very end). */
export function secondsLeft(startedAt: number, delayMs: number, now: number): number {
  return Math.max(0, Math.ceil((startedAt + delayMs - now) / 1000));
}

/** The delay as the bettor reads it: "5 s", "1.5 s". */
export function delayText(delayMs: number): string {
  const seconds = Math.round(delayMs / 100) / 10;
  return `${seconds} s`;
}
