// The betslip's coupon maths on the server: split properties of a slip (SPEC.md §5, §7), by the same
// engine the web app runs as the player types. The coupon's rules are the domain's
// (packages/domain/src/betslip/schema.ts); money is major units.
import { couponRequestSchema } from '@slipstream/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** One priced grouping (SPEC.md §3 "Groupings"): its lines and the stake, wins and bonus per line. */
const calculatedGrouping = z.object({
  Grouping: z.number(),
  Combinations: z.number(),
  /** Stake per line. */
  Stake: z.number(),
  minWin: z.number(),
  maxWin: z.number(),
  MinBonus: z.number(),
  MaxBonus: z.number(),
  MinPercentageBonus: z.number(),
  MaxPercentageBonus: z.number(),
  /** Stake per line after excise duty. */
  NetStake: z.number(),
});

/** SPEC.md §3 "Combination and bonus calculation result". */
export const couponCalculation = z.object({
  noOfCombos: z.number(),
  minOdds: z.number(),
  maxOdds: z.number(),
  minWin: z.number(),
  maxWin: z.number(),
  maxBonus: z.number(),
  minBonus: z.number(),
  totalOdds: z.number(),
  grossWin: z.number(),
  wthTax: z.number(),
  exciseDuty: z.number(),
  /** Stake actually placed: the line stake × lines for system bets. */
  totalStake: z.number(),
  Groupings: z.array(calculatedGrouping),
});

export const splitProps = endpoint({
  method: 'POST',
  base: 'product',
  path: '/sports/get-split-props',
  summary: "A coupon's lines, odds range, win range and bonus with the operator's settings.",
  auth: 'signed',
  body: couponRequestSchema,
  responses: { 200: couponCalculation },
  errors: ['VALIDATION_FAILED'],
});
