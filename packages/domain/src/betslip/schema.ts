// The coupon as it crosses an edge (the betslip form, `POST /api/product/sports/get-split-props`):
// one zod schema with player-readable messages, used by the web app and the server alike.

import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money.ts';
import { parseOdds } from '../odds.ts';
import { MAX_COUPON_SELECTIONS } from './config.ts';
import { BET_TYPES } from './types.ts';

const intId = (name: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/),
      ],
      { error: `${name} must be an integer` },
    )
    .transform(Number)
    .pipe(z.number().int(`${name} must be an integer`).nonnegative(`${name} must not be negative`));

const oddsSchema = z
  .union([z.number(), z.string()], { error: 'odds must be a number' })
  .transform((value, ctx) => {
    const odds = parseOdds(value);
    if (odds === null) {
      ctx.addIssue({ code: 'custom', message: 'odds must be a number' });
      return z.NEVER;
    }
    return odds;
  })
  .pipe(
    z
      .number()
      .nonnegative('odds must not be negative')
      .refine(hasAtMostTwoDecimals, 'odds must have at most 2 decimals'),
  );

export const couponSelectionSchema = z.object({
  matchId: intId('matchId'),
  marketId: intId('marketId'),
  outcomeId: z.union([z.number().int(), z.string().trim().min(1)], { error: 'outcomeId is required' }),
  specifier: z
    .string()
    .nullish()
    .transform((s) => s ?? ''),
  odds: oddsSchema,
  fixed: z.boolean().default(false),
  combinability: z.number().int().nonnegative().default(0),
  suspended: z.boolean().optional(),
  unavailable: z.boolean().optional(),
});

const couponFields = z.object({
  selections: z
    .array(couponSelectionSchema, { error: 'selections must be a list' })
    .min(1, 'a coupon needs at least one selection')
    .max(MAX_COUPON_SELECTIONS, `a coupon holds at most ${MAX_COUPON_SELECTIONS} selections`),
  bet_type: z.enum(BET_TYPES, { error: 'unknown bet type' }),
  stake: z
    .number({ error: 'stake must be a number' })
    .min(0, 'stake must not be negative')
    .max(1e11, 'stake is too large')
    .refine(hasAtMostTwoDecimals, 'stake must have at most 2 decimals'),
  Groupings: z
    .array(
      z.object({
        Grouping: z.number().int('Grouping must be a whole number').min(1, 'Grouping must be 1 or more'),
      }),
    )
    .max(MAX_COUPON_SELECTIONS, 'too many groupings')
    .optional(),
});

const comboNeedsGroupings = (value: { bet_type: string; Groupings?: unknown[] | undefined }) =>
  value.bet_type !== 'Combo' || (value.Groupings?.length ?? 0) > 0;
const comboMessage = { message: 'a Combo needs at least one grouping', path: ['Groupings'] };

/** The coupon a client sends: selections, bet type, total stake and the ticked groupings. */
export const couponRequestSchema = couponFields.refine(comboNeedsGroupings, comboMessage);

/** The operator's calculation settings (global variables); never taken from a player's request. */
export const couponConfigSchema = z.object({
  minBonusOdd: z.number().min(1, 'minBonusOdd must be at least 1'),
  bonusTable: z.array(
    z.object({
      ticket_length: z.number().int().min(0).max(1000),
      bonus: z.number().min(0, 'bonus must not be negative').max(1000),
    }),
  ),
  maxCouponCombinations: z.number().int().min(1),
  wthTaxRate: z.number().min(0).max(100),
  exciseDutyRate: z.number().min(0).max(100),
  minLineStake: z.number().min(0).optional(),
  minSystemStake: z.number().min(0).optional(),
});

/** The whole calculation input: the request plus the operator's settings. */
export const couponInputSchema = couponFields
  .extend({ config: couponConfigSchema })
  .refine(comboNeedsGroupings, comboMessage);

export type CouponRequest = z.output<typeof couponRequestSchema>;
