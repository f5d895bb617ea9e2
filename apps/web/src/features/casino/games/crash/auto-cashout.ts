// The optional auto cash-out a player types: empty for none, else a multiplier the table accepts.
import { hasAtMostTwoDecimals, MAX_CASHOUT, MIN_CASHOUT } from '@slipstream/domain';

export type AutoCashoutCheck = { ok: true; value: number | null } | { ok: false; message: string };

export function checkAutoCashout(text: string): AutoCashoutCheck {
  const trimmed = text.trim().replace(/[x×]$/i, '');
  if (trimmed === '') return { ok: true, value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < MIN_CASHOUT || value > MAX_CASHOUT || !hasAtMostTwoDecimals(value)) {
    return {
      ok: false,
      message: `An auto cash-out is between ${MIN_CASHOUT.toFixed(2)}× and ${MAX_CASHOUT}× with 2 decimals.`,
    };
  }
  return { ok: true, value };
}
