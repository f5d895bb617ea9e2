// Request bodies of the bets API. The coupon follows SPEC.md §3 (the web app sends its whole betslip,
// so unknown fields are dropped: `.strip()`); money is major units with at most 2 decimals.
import {
  BET_TYPES,
  couponSelectionSchema,
  hasAtMostTwoDecimals,
  MAX_COUPON_SELECTIONS,
  moneyField,
} from '@slipstream/domain';
import { z } from 'zod';

export const ACCEPT_CHANGES = ['none', 'higher', 'any'] as const;
export type AcceptChanges = (typeof ACCEPT_CHANGES)[number];

const selection = couponSelectionSchema
  .extend({
    type: z.enum(['prematch', 'live']).default('prematch'),
    outcomeId: z.union([z.number().int(), z.string().trim().min(1)]).transform(String),
  })
  .strip();

const truthy = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** The coupon of place-bet, book-bet and simulate. */
export const couponBody = z
  .object({
    selections: z
      .array(selection, { error: 'selections must be a list' })
      .min(1, 'a coupon needs at least one selection')
      .max(MAX_COUPON_SELECTIONS, `a coupon holds at most ${MAX_COUPON_SELECTIONS} selections`),
    bet_type: z.enum(BET_TYPES, { error: 'unknown bet type' }),
    // Optional and not refined here: a stake of 0 or none is refused with SPEC.md's own text.
    stake: z
      .union([
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d+)?$/)
          .transform(Number),
      ])
      .nullish()
      .refine((s) => s == null || s >= 0, 'stake cannot be negative')
      .refine((s) => s == null || s <= 1e11, 'stake is too large')
      .refine((s) => s == null || hasAtMostTwoDecimals(s), 'stake must have at most 2 decimals'),
    Groupings: z
      .array(z.object({ Grouping: z.number().int().min(1) }).strip())
      .max(MAX_COUPON_SELECTIONS)
      .optional(),
    acceptChanges: z
      .union([z.enum(ACCEPT_CHANGES), z.boolean(), z.number(), z.null()])
      .optional()
      // Older clients send a boolean or 0/1: true means accept any change.
      .transform((v): AcceptChanges => (v === true || v === 1 ? 'any' : typeof v === 'string' ? v : 'none')),
    useBonus: truthy.optional().default(false),
    isBooking: z.coerce.number().int().min(0).max(2).optional().default(0),
    // Simulate only: replays a simulation the player saw before; placing and booking ignore it.
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strip();
export type CouponBody = z.output<typeof couponBody>;
export type CouponBodySelection = CouponBody['selections'][number];

export const openBetsBody = z
  .object({ clientId: z.unknown().optional(), date: z.unknown().optional(), status: z.unknown().optional() })
  .strip();

export const findBetBody = z
  .object({ betslipId: z.string().trim().min(1).max(32), clientId: z.unknown().optional() })
  .strip();

export const validateSelectionsBody = z
  .object({
    selections: z
      .array(
        z
          .object({
            matchId: z.coerce.number().int(),
            marketId: z.coerce.number().int(),
            specifier: z
              .string()
              .nullish()
              .transform((s) => s ?? ''),
            outcomeId: z.union([z.number(), z.string()]).transform(String),
          })
          .strip(),
      )
      .max(MAX_COUPON_SELECTIONS),
  })
  .strip();

export const historyBody = z
  .object({
    status: z.enum(['open', 'won', 'lost', 'void', 'cashed_out', 'all']).default('all'),
    from: z.string().trim().optional(),
    to: z.string().trim().optional(),
    perPage: z.coerce.number().int().min(1).max(100).default(30),
  })
  .strip();

export const historyQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const betIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

export const cashoutBody = z.object({
  betId: z.coerce.number().int().min(1),
  amount: moneyField({ allowZero: true }),
});
