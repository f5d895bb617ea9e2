// The operator's bet limits (config): stake range, selections cap, payout per bet and per 24 hours.
import { AppError, toMajor, toMinor, type Minor } from '@slipstream/domain';
import type { Config } from '../../config.ts';

export type BetLimitConfig = Pick<
  Config,
  'BET_MIN_STAKE' | 'BET_MAX_STAKE' | 'BET_MAX_PAYOUT' | 'BET_MAX_DAILY_PAYOUT' | 'BET_MAX_SELECTIONS'
>;

const money = (minor: Minor) =>
  toMajor(minor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function assertSelectionCount(config: BetLimitConfig, count: number): void {
  if (count > config.BET_MAX_SELECTIONS) {
    throw new AppError('BET_LIMIT', `A bet can have at most ${config.BET_MAX_SELECTIONS} selections.`, {
      limit: 'selections',
      max: config.BET_MAX_SELECTIONS,
    });
  }
}

export function assertStakeAndPayout(config: BetLimitConfig, stake: Minor, possibleWin: Minor): void {
  const min = toMinor(config.BET_MIN_STAKE);
  const max = toMinor(config.BET_MAX_STAKE);
  if (stake < min)
    throw new AppError('BET_LIMIT', `The minimum stake is ${money(min)}.`, {
      limit: 'min_stake',
      min: toMajor(min),
    });
  if (stake > max)
    throw new AppError('BET_LIMIT', `The maximum stake is ${money(max)}.`, {
      limit: 'max_stake',
      max: toMajor(max),
    });
  const payout = toMinor(config.BET_MAX_PAYOUT);
  if (possibleWin > payout) {
    throw new AppError('BET_LIMIT', `A bet can win at most ${money(payout)}. Please lower your stake.`, {
      limit: 'max_payout',
      max: toMajor(payout),
    });
  }
}

export function assertDailyPayout(config: BetLimitConfig, already: Minor, possibleWin: Minor): void {
  const max = toMinor(config.BET_MAX_DAILY_PAYOUT);
  if (already + possibleWin > max) {
    throw new AppError(
      'BET_LIMIT',
      `Your bets of the last 24 hours can win at most ${money(max)} together.`,
      {
        limit: 'daily_payout',
        max: toMajor(max),
        remaining: toMajor(Math.max(0, max - already)),
      },
    );
  }
}
