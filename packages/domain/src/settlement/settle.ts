// Settlement math of a placed bet: each leg's factor from its result, void factor and dead-heat
// factor; a line returns stake × the product of its legs' factors; a bet returns the sum of its lines.
// Exact throughout, rounded once to the minor unit.

import { AppError } from '../errors.ts';
import type { Minor } from '../money.ts';
import { elementarySymmetric } from '../betslip/combinatorics.ts';
import {
  addExact,
  exact,
  exactFromNumber,
  mulExact,
  payoutMinor,
  roundMoneyHalfUp,
  ZERO,
  type Exact,
} from '../betslip/exact-decimal.ts';
import { buildSlots, oddsInHundredths } from '../betslip/slots.ts';
import type { BetType, CouponSelection } from '../betslip/types.ts';

/** How a leg ended, as a bet_settlement message gives it. */
export interface LegOutcome {
  /** 1 won, 0 lost. */
  result: 0 | 1;
  /** 0 (none), 0.5 (half void) or 1 (void, stake back on this leg). */
  voidFactor?: number;
  /** Dead-heat factor, 1 when there was no dead heat (e.g. 0.5 for a two-way tie). */
  deadHeatFactor?: number;
}

export type SettlementLeg = CouponSelection & LegOutcome;

/** Decimals a factor carries: void factor 1 place, odds 2, dead-heat factor 10. */
const FACTOR_SCALE = 13;

/**
 * A leg's factor: f = vf + (1 − vf) × result × odds × dhf. A won leg pays its odds (scaled by a
 * dead heat), a lost one 0, a void one 1 (the stake rides on), a half void one the average.
 */
export function legFactor(odds: CouponSelection['odds'], outcome: LegOutcome): Exact {
  const vf = outcome.voidFactor ?? 0;
  if (vf !== 0 && vf !== 0.5 && vf !== 1)
    throw new AppError('VALIDATION_FAILED', 'void factor must be 0, 0.5 or 1');
  if (outcome.result !== 0 && outcome.result !== 1)
    throw new AppError('VALIDATION_FAILED', 'result must be 0 or 1');
  const dhf = outcome.deadHeatFactor ?? 1;
  if (!(dhf > 0 && dhf <= 1))
    throw new AppError('VALIDATION_FAILED', 'dead-heat factor must be above 0 and at most 1');
  const o = oddsInHundredths(odds);
  if (o === null || o < 0) throw new AppError('VALIDATION_FAILED', 'odds must be a number');
  const v = BigInt(vf * 10); // tenths
  const h = exactFromNumber(dhf, 10).units;
  const units = v * 10n ** 12n + (10n - v) * BigInt(outcome.result) * BigInt(o) * h;
  return exact(units, FACTOR_SCALE);
}

/** An accumulator (or single): stake × the product of its legs' factors, rounded once. */
export function settleAccumulator(legs: readonly SettlementLeg[], stake: Minor): Minor {
  let product: Exact = exact(1n);
  for (const leg of legs) product = mulExact(product, legFactor(leg.odds, leg));
  return payoutMinor(roundMoneyHalfUp(mulExact(exact(BigInt(stake)), product)));
}

export interface PlacedGrouping {
  grouping: number;
  /** Stake of each line as placed, minor units. */
  stakePerLine: Minor;
}

export interface Settlement {
  payout: Minor;
  groupings: { grouping: number; payout: Minor }[];
}

/** A system bet's return, exact: the sum of its groupings' and each grouping's own. */
export interface SystemReturn {
  total: Exact;
  groupings: { grouping: number; amount: Exact }[];
}

/**
 * What a system or split bet's lines return, exact (before any bonus): for each grouping, the sum
 * over its lines of stake per line × the product of the lines' factors, without listing the lines
 * (banker slots multiply every line by the sum of their picks' factors; the other slots enter
 * through e_{g−B} of their factor sums; the picks of one match are exclusive, so a line holds one of
 * them). Slots and bankers follow the placement rules. Left unrounded so that a bonus can be added
 * before the one rounding (`settleSystemWithBonus`).
 */
export function systemReturn(
  legs: readonly SettlementLeg[],
  groupings: readonly PlacedGrouping[],
): SystemReturn {
  const outcomeOf = new Map<CouponSelection, LegOutcome>(legs.map((l) => [l, l]));
  const slots = buildSlots(legs);
  const slotFactor = (picks: (typeof slots)[number]['picks']) =>
    picks.reduce<bigint>(
      (acc, p) => acc + legFactor(p.selection.odds, outcomeOf.get(p.selection) as LegOutcome).units,
      0n,
    );
  const bankers = slots.filter((s) => s.banker);
  const free = slots.filter((s) => !s.banker).map((s) => slotFactor(s.picks));
  const bankerProduct = bankers.reduce((acc, s) => acc * slotFactor(s.picks), 1n);
  const ks = groupings.map((g) => g.grouping - bankers.length);
  const e = elementarySymmetric(free, ks);
  let total: Exact = ZERO;
  const perGrouping = groupings.map((g, i) => {
    const k = ks[i] as number;
    const lineSum = k >= 1 ? exact(bankerProduct * (e.get(k) ?? 0n), FACTOR_SCALE * g.grouping) : ZERO;
    const amount = mulExact(exact(BigInt(g.stakePerLine)), lineSum);
    total = addExact(total, amount);
    return { grouping: g.grouping, amount };
  });
  return { total, groupings: perGrouping };
}

/**
 * A system or split bet's lines (`systemReturn`), without the bonus. The bet's payout is the exact
 * sum rounded once; each grouping's figure is rounded on its own.
 */
export function settleSystem(
  legs: readonly SettlementLeg[],
  groupings: readonly PlacedGrouping[],
): Settlement {
  const { total, groupings: perGrouping } = systemReturn(legs, groupings);
  return {
    payout: payoutMinor(roundMoneyHalfUp(total)),
    groupings: perGrouping.map((g) => ({
      grouping: g.grouping,
      payout: payoutMinor(roundMoneyHalfUp(g.amount)),
    })),
  };
}

/**
 * Settles a placed bet of any type: Single and Multiple as one accumulator on `stake`; Split and
 * Combo through their placed groupings (a Split without them is the full cover of its matches at
 * `stake` a line).
 */
export function settleBet(input: {
  bet_type: BetType;
  legs: readonly SettlementLeg[];
  stake: Minor;
  groupings?: readonly PlacedGrouping[];
}): Settlement {
  if (input.bet_type === 'Single' || input.bet_type === 'Multiple') {
    const payout = settleAccumulator(input.legs, input.stake);
    return { payout, groupings: [{ grouping: input.legs.length, payout }] };
  }
  const groupings =
    input.groupings ??
    (input.bet_type === 'Split'
      ? [{ grouping: new Set(input.legs.map((l) => l.matchId)).size, stakePerLine: input.stake }]
      : []);
  return settleSystem(input.legs, groupings);
}
