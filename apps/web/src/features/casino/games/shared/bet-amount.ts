// The stake a player typed, checked against the table before it is sent: a positive amount with at
// most 2 decimals between the session's min and max bet. The server checks again (and the balance).
import { formatMoney, hasAtMostTwoDecimals, toMinor } from '@slipstream/domain';

export interface TableLimits {
  minBet: number;
  maxBet: number;
  currency: string;
}

export type BetCheck = { ok: true; amount: number } | { ok: false; message: string };

/** `evenMinor`: blackjack takes whole 0.02 steps, so 3:2 and insurance pay exact cents. */
export function checkBet(text: string, limits: TableLimits, options: { evenMinor?: boolean } = {}): BetCheck {
  const trimmed = text.trim();
  const amount = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(amount) || amount <= 0) {
    return { ok: false, message: 'Enter your bet.' };
  }
  if (!hasAtMostTwoDecimals(amount)) return { ok: false, message: 'A bet has at most 2 decimals.' };
  if (amount < limits.minBet || amount > limits.maxBet) {
    return {
      ok: false,
      message: `Bets on this table are ${limits.currency} ${formatMoney(limits.minBet)} to ${formatMoney(limits.maxBet)}.`,
    };
  }
  if (options.evenMinor && toMinor(amount) % 2 !== 0) {
    return { ok: false, message: 'A blackjack bet is a whole number of 0.02 units.' };
  }
  return { ok: true, amount };
}

/** The stake a game opens with: one unit, inside the table limits, as the field shows it. */
export function defaultBet(limits: TableLimits): string {
  return Math.min(limits.maxBet, Math.max(limits.minBet, 1)).toFixed(2);
}

/** Halves or doubles a bet, kept inside the table limits and to whole cents. */
export function scaleBet(text: string, factor: number, limits: TableLimits): string {
  const current = Number(text);
  const base = Number.isFinite(current) && current > 0 ? current : limits.minBet;
  const scaled = Math.floor(base * factor * 100) / 100;
  return String(Math.min(limits.maxBet, Math.max(limits.minBet, scaled)));
}
