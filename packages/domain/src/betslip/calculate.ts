// The combination and win calculation of a coupon (SPEC.md §3 "Coupon calculation inputs", §5):
// picks the pricing for the bet type, then turns exact figures into money, rounding each once.

import { AppError } from '../errors.ts';
import { toMajor, toMinor, type Minor } from '../money.ts';
import { assertAccumulatorShape, priceAccumulator, totalOddsStepwise } from './accumulator.ts';
import {
  addExact,
  exact,
  maxExact,
  mulExact,
  oddsFigure,
  potentialMinor,
  roundMoneyHalfUp,
  subExact,
  ZERO,
  type Exact,
} from './exact-decimal.ts';
import { assertSlipStructure, buildSlots, type Slot } from './slots.ts';
import { assertDistinctGroupings, priceSystem, type PricedGrouping } from './system.ts';
import type { CalculatedGrouping, CouponCalculation, CouponCalculationInput } from './types.ts';

/** One priced grouping in minor units. */
export interface GroupingFigures {
  grouping: number;
  combinations: number;
  stake: Minor;
  netStake: Minor;
  minWin: Minor;
  maxWin: Minor;
  minBonus: Minor;
  maxBonus: Minor;
  minPercentageBonus: number;
  maxPercentageBonus: number;
}

/** The calculation in minor units, for the server to store and compare. */
export interface CouponFigures {
  noOfCombos: number;
  totalStake: Minor;
  exciseDuty: Minor;
  grossWin: Minor;
  wthTax: Minor;
  maxWin: Minor;
  minWin: Minor;
  maxBonus: Minor;
  minBonus: Minor;
  totalOdds: number;
  minOdds: number;
  maxOdds: number;
  groupings: GroupingFigures[];
}

/** Rounded once, then held as Minor (saturating, see `potentialMinor`). */
const money = (amount: Exact): Minor => potentialMinor(roundMoneyHalfUp(amount));

function priceCoupon(input: CouponCalculationInput, slots: Slot[], stake: Minor) {
  const { bet_type: betType, config } = input;
  if (betType === 'Single' || betType === 'Multiple') {
    assertAccumulatorShape(betType, input.selections);
    const priced = priceAccumulator(slots, stake, config);
    const odds = slots.flatMap((s) => s.picks.map((p) => p.oddsH));
    return {
      priced,
      totalStake: priced.length ? stake : 0,
      totalOdds: totalOddsStepwise(odds),
      maxReturn: priced[0]?.maxReturn ?? ZERO,
      maxBonus: priced[0]?.maxBonus ?? ZERO,
    };
  }
  // A split is the full cover of its slots; a combo prices the groupings the player ticked.
  let groupings = (input.Groupings ?? []).map((g) => g.Grouping);
  if (betType === 'Split') groupings = slots.length > 0 ? [slots.length] : [];
  assertDistinctGroupings(groupings);
  const system = priceSystem(slots, groupings, stake, config);
  const best = slots.map((s) => Math.max(...s.picks.map((p) => p.oddsH)));
  return {
    priced: system.groupings,
    totalStake: system.stakeLine * system.lines,
    totalOdds: totalOddsStepwise(best),
    maxReturn: system.maxReturn,
    maxBonus: system.maxBonus,
  };
}

/**
 * The coupon calculation of SPEC.md §3/§5 in minor units. Money is exact until the end and each
 * figure is rounded once by `roundMoneyHalfUp` (held by `potentialMinor`, which saturates at 2^53);
 * figures shown side by side add up (maxWin is grossWin − wthTax). Readings where the spec is open
 * (docs/decisions.md "Betslip engine"):
 * - minWin/minBonus come from the smallest grouping: the least one of its lines returns (bonus
 *   included) and the least bonus one earns, which is what the slip pays at least once any line wins.
 *   maxWin/maxBonus are the most the slip can pay and the most bonus it can earn over the ways its
 *   matches can end (`priceSystem`).
 * - Withholding tax applies to winnings above the total stake; excise duty to the total stake, and
 *   lines are priced on the stake net of it. Both rates are percentages (0 by default).
 * - totalOdds is the stepwise-rounded product of every slot's highest pick (the accumulator's odds);
 *   minOdds is the cheapest line's odds; maxOdds the sum of the winning lines' odds in the best case.
 */
export function calculateCouponMinor(input: CouponCalculationInput): CouponFigures {
  assertSlipStructure(input.selections);
  if (!Number.isFinite(input.stake)) throw new AppError('VALIDATION_FAILED', 'stake must be a number');
  if (input.stake < 0) throw new AppError('VALIDATION_FAILED', 'stake must not be negative');
  const stake = toMinor(input.stake);
  const slots = buildSlots(input.selections);
  const { priced, totalStake, totalOdds, maxReturn, maxBonus } = priceCoupon(input, slots, stake);
  const smallest = priced[0];
  if (!smallest) return emptyFigures();

  const whtRate = BigInt(Math.round(input.config.wthTaxRate * 1e4));
  const exciseRate = BigInt(Math.round(input.config.exciseDutyRate * 1e4));
  const staked = exact(BigInt(totalStake));
  const taxOn = (gross: Exact): Exact => mulExact(maxExact(subExact(gross, staked), ZERO), exact(whtRate, 6));

  const gross = maxReturn;
  const grossWin = roundMoneyHalfUp(gross);
  const wthTax = roundMoneyHalfUp(taxOn(gross));
  const minGross = roundMoneyHalfUp(smallest.minReturn);
  const minTax = roundMoneyHalfUp(taxOn(smallest.minReturn));
  return {
    noOfCombos: priced.reduce((acc, g) => acc + g.combinations, 0),
    totalStake,
    exciseDuty: money(mulExact(staked, exact(exciseRate, 6))),
    grossWin: potentialMinor(grossWin),
    wthTax: potentialMinor(wthTax),
    maxWin: potentialMinor(grossWin - wthTax),
    minWin: potentialMinor(minGross - minTax),
    maxBonus: money(maxBonus),
    minBonus: money(smallest.minBonus),
    totalOdds: oddsFigure(totalOdds),
    minOdds: oddsFigure(smallest.minOdds),
    maxOdds: oddsFigure(priced.reduce((acc, g) => addExact(acc, g.maxOdds), ZERO)),
    groupings: priced.map(groupingFigures),
  };
}

function groupingFigures(g: PricedGrouping): GroupingFigures {
  return {
    grouping: g.grouping,
    combinations: g.combinations,
    stake: g.stakeLine,
    netStake: money(g.netStakeLine),
    minWin: money(g.minReturn),
    maxWin: money(g.maxReturn),
    minBonus: money(g.minBonus),
    maxBonus: money(g.maxBonus),
    minPercentageBonus: g.minPercent,
    maxPercentageBonus: g.maxPercent,
  };
}

function emptyFigures(): CouponFigures {
  return {
    noOfCombos: 0,
    totalStake: 0,
    exciseDuty: 0,
    grossWin: 0,
    wthTax: 0,
    maxWin: 0,
    minWin: 0,
    maxBonus: 0,
    minBonus: 0,
    totalOdds: 0,
    minOdds: 0,
    maxOdds: 0,
    groupings: [],
  };
}

/**
 * The coupon calculation of SPEC.md §3 with money as major-unit numbers (2 decimals), the shape the
 * API answers `POST /api/product/sports/get-split-props` with. See `calculateCouponMinor`.
 */
export function calculateCoupon(input: CouponCalculationInput): CouponCalculation {
  const f = calculateCouponMinor(input);
  return {
    noOfCombos: f.noOfCombos,
    minOdds: f.minOdds,
    maxOdds: f.maxOdds,
    minWin: toMajor(f.minWin),
    maxWin: toMajor(f.maxWin),
    maxBonus: toMajor(f.maxBonus),
    minBonus: toMajor(f.minBonus),
    totalOdds: f.totalOdds,
    grossWin: toMajor(f.grossWin),
    wthTax: toMajor(f.wthTax),
    exciseDuty: toMajor(f.exciseDuty),
    totalStake: toMajor(f.totalStake),
    Groupings: f.groupings.map((g): CalculatedGrouping => ({
      Grouping: g.grouping,
      Combinations: g.combinations,
      Stake: toMajor(g.stake),
      minWin: toMajor(g.minWin),
      maxWin: toMajor(g.maxWin),
      MinBonus: toMajor(g.minBonus),
      MaxBonus: toMajor(g.maxBonus),
      MinPercentageBonus: g.minPercentageBonus,
      MaxPercentageBonus: g.maxPercentageBonus,
      NetStake: toMajor(g.netStake),
    })),
  };
}
