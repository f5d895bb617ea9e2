// Pricing of a single or an accumulator (Multiple): one line of every counted selection (SPEC.md §5).

import { AppError } from '../errors.ts';
import type { Minor } from '../money.ts';
import { BonusTable, minBonusOddsH } from './bonus.ts';
import { addExact, exact, mulExact, roundTo10Decimals, type Exact } from './exact-decimal.ts';
import type { Slot } from './slots.ts';
import type { PricedGrouping } from './system.ts';
import type { CouponConfig } from './types.ts';

export const SINGLE_NEEDS_ONE = 'A Single holds exactly one selection';
export const MULTIPLE_NEEDS_DISTINCT_MATCHES = 'A Multiple cannot hold two selections of one match';

/**
 * Total odds of SPEC.md §5: the product of the odds, rounded to 10 decimals after each
 * multiplication (exactly, so the rule and not binary noise decides the last digit). A display
 * figure; money is computed from the exact product and rounded once.
 */
export function totalOddsStepwise(oddsH: readonly number[]): Exact {
  if (oddsH.length === 0) return exact(0n);
  let product: Exact = exact(1n);
  for (const o of oddsH) product = roundTo10Decimals(mulExact(product, exact(BigInt(o), 2)));
  return product;
}

/**
 * Prices an accumulator (SPEC.md §5): the one line holds every counted selection; its return is
 * stake × product of the odds plus the multi-bet bonus, which applies the table's percentage for the
 * number of legs at or above MinBonusOdd to (product of those legs' odds × stake). The stake is the
 * player's, not shared or floored, and priced net of excise duty.
 */
export function priceAccumulator(
  slots: readonly Slot[],
  stake: Minor,
  config: CouponConfig,
): PricedGrouping[] {
  const picks = slots.flatMap((s) => s.picks);
  if (picks.length === 0) return [];
  const thr = minBonusOddsH(config.minBonusOdd);
  const table = new BonusTable(config.bonusTable);
  let product = 1n;
  let qualProduct = 1n;
  let qualCount = 0;
  for (const p of picks) {
    product *= BigInt(p.oddsH);
    if (p.oddsH >= thr) {
      qualProduct *= BigInt(p.oddsH);
      qualCount += 1;
    }
  }
  const excise = BigInt(Math.round(config.exciseDutyRate * 1e4));
  const netStake = exact(BigInt(stake) * (1_000_000n - excise), 6);
  const odds = exact(product, 2 * picks.length);
  const bonus = mulExact(netStake, exact(table.millionths(qualCount) * qualProduct, 6 + 2 * qualCount));
  const ret = addExact(mulExact(netStake, odds), bonus);
  const percent = table.percent(qualCount);
  return [
    {
      grouping: picks.length,
      combinations: 1,
      stakeLine: stake,
      netStakeLine: netStake,
      maxReturn: ret,
      maxBonus: bonus,
      minReturn: ret,
      minBonus: bonus,
      minPercent: percent,
      maxPercent: percent,
      minOdds: odds,
      maxOdds: odds,
    },
  ];
}

/** A Single holds one selection and a Multiple one selection per match; anything else is refused. */
export function assertAccumulatorShape(
  betType: 'Single' | 'Multiple',
  selections: readonly { matchId: number }[],
): void {
  if (betType === 'Single' && selections.length > 1)
    throw new AppError('VALIDATION_FAILED', SINGLE_NEEDS_ONE);
  if (new Set(selections.map((s) => s.matchId)).size !== selections.length) {
    throw new AppError('VALIDATION_FAILED', MULTIPLE_NEEDS_DISTINCT_MATCHES);
  }
}
