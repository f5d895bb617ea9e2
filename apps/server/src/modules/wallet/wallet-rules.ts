// Rules every wallet action applies before money moves: an amount within the operator's range, the
// player's responsible-gambling deposit limits, and the daily count of withdrawal requests.
import { AppError, toMajor, formatMoney, type Minor } from '@slipstream/domain';
import type { Transaction } from '../../db/executor.ts';
import type { GamblingLimits } from '../responsible-gambling/responsible-gambling.service.ts';
import { depositedSince, withdrawalRequestsSince } from './wallet.repo.ts';

const DAY_MS = 86_400_000;

/** Deposit limit periods as rolling windows ending now: a limit cannot be dodged at midnight. */
export const LIMIT_WINDOWS = { daily: DAY_MS, weekly: 7 * DAY_MS, monthly: 30 * DAY_MS } as const;

const money = (minor: Minor) => formatMoney(toMajor(minor));

export function assertAmountInRange(
  amount: Minor,
  min: Minor,
  max: Minor,
  what: 'deposit' | 'withdrawal',
): void {
  if (amount < min)
    throw new AppError('WALLET_LIMIT', `The minimum ${what} is ${money(min)}.`, { min: toMajor(min) });
  if (amount > max)
    throw new AppError('WALLET_LIMIT', `The maximum ${what} is ${money(max)}.`, { max: toMajor(max) });
}

/**
 * Refuses a deposit that would take the player over a deposit limit they set. Call it with the
 * player's accounts locked (ledger.lockBalances), so two deposits cannot pass the same limit together.
 */
export async function assertWithinDepositLimits(
  trx: Transaction,
  userId: number,
  amount: Minor,
  limits: GamblingLimits['deposit'],
  now: Date,
): Promise<void> {
  const periods = (['daily', 'weekly', 'monthly'] as const).filter((p) => limits[p] !== null);
  if (periods.length === 0) return;
  const totals = await depositedSince(
    trx,
    userId,
    periods.map((p) => new Date(now.getTime() - LIMIT_WINDOWS[p])),
  );
  periods.forEach((period, i) => {
    const limit = limits[period]!;
    const used = totals[i] ?? 0;
    if (used + amount > limit) {
      const left = Math.max(limit - used, 0);
      throw new AppError(
        'WALLET_DEPOSIT_LIMIT',
        left > 0
          ? `This deposit would exceed your ${period} deposit limit of ${money(limit)}. You can deposit up to ${money(left)} more for now.`
          : `You have reached your ${period} deposit limit of ${money(limit)}. You can deposit again once earlier deposits fall outside the period.`,
        { period, limit: toMajor(limit), remaining: toMajor(left) },
      );
    }
  });
}

/** Refuses a withdrawal request beyond the daily count (bank withdrawals and shop codes together). */
export async function assertWithdrawalCount(
  trx: Transaction,
  userId: number,
  maxPerDay: number,
  now: Date,
): Promise<void> {
  const made = await withdrawalRequestsSince(trx, userId, new Date(now.getTime() - DAY_MS));
  if (made >= maxPerDay) {
    throw new AppError(
      'WALLET_LIMIT',
      `You can make at most ${maxPerDay} withdrawal request${maxPerDay === 1 ? '' : 's'} in 24 hours. Please try again later.`,
      { dailyCount: maxPerDay },
    );
  }
}
