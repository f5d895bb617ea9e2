// Stake rules of SPEC.md §5: how a system bet's stake is shared among its lines, the stake check
// before placing, and the maximum allowed stake.

import { MIN_STAKE_FLOOR } from '../constants.ts';
import { AppError } from '../errors.ts';
import { toMinor, type Minor } from '../money.ts';
import { MIN_SYSTEM_STAKE } from './config.ts';
import { exact, floorMoney } from './exact-decimal.ts';

export const STAKE_REQUIRED = 'error. stake must be greater than 0';

/** The stake step (0.1) in minor units. */
const STEP_MINOR = 10;

/**
 * The stake of each line of a system or split bet, in minor units (SPEC.md §5). The total stake is
 * shared equally among all lines and rounded to the nearest multiple of 0.1 (half up, never to 0).
 * The line's share of the total stake is then 1 / lines, so the floor is
 * max(minLineStake, minSystemStake / lines), rounded up to a multiple of 0.1: a slip of up to 20
 * lines needs 100 in all, a bigger one 5 a line. A stake of 0 stays 0 (nothing is priced until the
 * player types a stake; placing is refused by `assertStakeForPlacing`).
 */
export function lineStakeMinor(
  totalStake: Minor,
  lines: number,
  minLineStake = MIN_STAKE_FLOOR,
  minSystemStake = MIN_SYSTEM_STAKE,
): Minor {
  if (totalStake <= 0 || lines <= 0) return 0;
  // Nearest step, half up, in integers: floor((2·total + step·lines) / (2·step·lines)).
  const total = BigInt(totalStake);
  const perStep = BigInt(STEP_MINOR * lines);
  let steps = Number((2n * total + perStep) / (2n * perStep));
  if (steps === 0) steps = 1;
  const floorMinor = Math.max(toMinor(minLineStake), Math.ceil(toMinor(minSystemStake) / lines));
  const floorSteps = Math.ceil(floorMinor / STEP_MINOR);
  return Math.max(steps, floorSteps) * STEP_MINOR;
}

/** SPEC.md §5: placing a bet with a stake of 0 (or none) is refused with the spec's alert text. */
export function assertStakeForPlacing(stake: number | null | undefined): void {
  if (typeof stake !== 'number' || !Number.isFinite(stake) || stake <= 0) {
    throw new AppError('VALIDATION_FAILED', STAKE_REQUIRED);
  }
}

/**
 * The largest stake whose maximum win stays within `maxPayout`, floored to 2 decimals (SPEC.md §5
 * "The maximum allowed stake is floored to 2 decimals"): flooring, because rounding up could let the
 * win exceed the payout limit. `returnPerUnitStake` is the slip's max win per 1 of stake.
 */
export function maxAllowedStake(maxPayout: number, returnPerUnitStake: number): number {
  if (!(returnPerUnitStake > 0) || !(maxPayout > 0)) return 0;
  // The payout to the cent over the ratio to 10 places; bigint division truncates (a floor for these
  // positive amounts) at 6 places below the cent, and floorMoney takes the rest down to the cent.
  const ratio = BigInt(Math.round(returnPerUnitStake * 1e10));
  if (ratio === 0n) return 0;
  const stakeMicroMinor = (BigInt(toMinor(maxPayout)) * 10n ** 16n) / ratio;
  return floorMoney(exact(stakeMicroMinor, 6)) / 100;
}
