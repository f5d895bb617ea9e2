// Responsible-gambling rules shared by the safety page and the server: deposit limits (a stricter
// limit applies at once, a looser one only after a cooling-off delay), time-outs and self-exclusion.
import type { Minor } from './money.ts';

export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** A looser limit (higher, or removed) takes effect only this long after it was asked for. */
export const LIMIT_INCREASE_DELAY_HOURS = 24;

export const TIME_OUT_MIN_HOURS = 24;
/** Six weeks. */
export const TIME_OUT_MAX_HOURS = 42 * 24;
export const SELF_EXCLUSION_MIN_MONTHS = 6;
/** Five years, the longest self-exclusion regulators commonly ask operators to offer. */
export const SELF_EXCLUSION_MAX_MONTHS = 60;

/** The largest deposit limit a player may set, in major units (well inside the safe range in minor units). */
export const DEPOSIT_LIMIT_MAX_MAJOR = 1_000_000_000;

/** One period's limit: the amount in force (null: none) and a looser one waiting for its time. */
export interface DepositLimitState {
  amount: Minor | null;
  pending: { amount: Minor | null; effectiveAt: Date } | null;
}

export const NO_LIMIT: DepositLimitState = { amount: null, pending: null };

/** True when limit `a` allows less than limit `b` (null means unlimited). */
export function isStricter(a: Minor | null, b: Minor | null): boolean {
  if (a === null) return false;
  return b === null || a < b;
}

/** The state at `now`: a pending change whose time has come replaces the amount in force. */
export function settleDepositLimit(state: DepositLimitState, now: Date): DepositLimitState {
  if (state.pending && state.pending.effectiveAt.getTime() <= now.getTime()) {
    return { amount: state.pending.amount, pending: null };
  }
  return state;
}

/**
 * A player asks for `requested` (null: no limit). A stricter limit applies at once and drops any
 * pending loosening; the same limit cancels a pending loosening; a looser one (higher, or removed)
 * waits LIMIT_INCREASE_DELAY_HOURS, so a limit cannot be lifted in the heat of the moment.
 */
export function requestDepositLimit(
  state: DepositLimitState,
  requested: Minor | null,
  now: Date,
): DepositLimitState {
  const current = settleDepositLimit(state, now);
  if (isStricter(requested, current.amount)) return { amount: requested, pending: null };
  if (requested === current.amount) return { amount: current.amount, pending: null };
  if (current.pending && current.pending.amount === requested) return current;
  const effectiveAt = new Date(now.getTime() + LIMIT_INCREASE_DELAY_HOURS * 3_600_000);
  return { amount: current.amount, pending: { amount: requested, effectiveAt } };
}

/** `date` plus whole calendar months in UTC, the day clamped to the target month's length. */
export function addMonthsUtc(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** "14 March 2026, 18:00 UTC": when a time-out or exclusion ends, in words a player reads. */
export function formatUntil(date: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  }).format(date);
  return `${text.replace(' at ', ', ')} UTC`;
}
