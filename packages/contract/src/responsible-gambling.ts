// Deposit limits, time-outs and self-exclusion (SPEC.md §2 /Account/SafetySecurity). Amounts are
// major units; a lower limit applies at once, a higher one or a removal after the waiting time.
import {
  DEPOSIT_LIMIT_MAX_MAJOR,
  SELF_EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_MIN_MONTHS,
  TIME_OUT_MAX_HOURS,
  TIME_OUT_MIN_HOURS,
  hasAtMostTwoDecimals,
} from '@slipstream/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { okAnswer } from './errors.ts';

/** A new limit for one period: an amount, null to remove it, or left out to keep it. */
const limitAmount = z
  .number()
  .positive('must be more than 0')
  .max(DEPOSIT_LIMIT_MAX_MAJOR)
  .refine(hasAtMostTwoDecimals, 'must have at most 2 decimals')
  .nullable()
  .optional();

/** One period's limit (null: none) and the change waiting to apply, if any. */
export const depositLimitView = z.object({
  amount: z.number().nullable(),
  pending: z.object({ amount: z.number().nullable(), effectiveAt: z.iso.datetime() }).nullable(),
});
export type DepositLimitView = z.output<typeof depositLimitView>;

export const exclusionView = z.object({
  kind: z.enum(['time-out', 'self-exclusion']),
  until: z.iso.datetime(),
});
export type ExclusionView = z.output<typeof exclusionView>;

/** The safety page's settings, with the rules it explains them by. */
export const responsibleGamblingView = z.object({
  currency: z.string(),
  depositLimits: z.object({ daily: depositLimitView, weekly: depositLimitView, monthly: depositLimitView }),
  exclusion: exclusionView.nullable(),
  rules: z.object({
    increaseDelayHours: z.number(),
    timeOut: z.object({ minHours: z.number(), maxHours: z.number() }),
    selfExclusion: z.object({ minMonths: z.number(), maxMonths: z.number() }),
  }),
});
export type ResponsibleGamblingView = z.output<typeof responsibleGamblingView>;

/** The break has started: the sentence saying until when, and the exclusion itself. */
const exclusionStarted = okAnswer.extend({ exclusion: exclusionView });

export const view = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/auth/responsible-gambling',
  summary: "The player's deposit limits, any time-out or self-exclusion, and the rules they follow.",
  auth: 'player',
  responses: { 200: responsibleGamblingView },
});

export const setDepositLimits = endpoint({
  method: 'PUT',
  base: 'sports',
  path: '/auth/responsible-gambling/deposit-limits',
  summary: 'Sets the periods given: a lower limit at once, a higher one or a removal after the wait.',
  auth: 'player',
  body: z.strictObject({ daily: limitAmount, weekly: limitAmount, monthly: limitAmount }),
  responses: { 200: responsibleGamblingView },
});

export const takeTimeOut = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/auth/responsible-gambling/time-out',
  summary: 'Starts a time-out of whole hours; every session ends and login is refused until it is over.',
  auth: 'player',
  body: z.strictObject({ hours: z.number().int().min(TIME_OUT_MIN_HOURS).max(TIME_OUT_MAX_HOURS) }),
  responses: { 200: exclusionStarted },
});

export const selfExclude = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/auth/responsible-gambling/self-exclusion',
  summary:
    'Starts a self-exclusion of whole months; every session ends and login is refused until it is over.',
  auth: 'player',
  body: z.strictObject({
    months: z.number().int().min(SELF_EXCLUSION_MIN_MONTHS).max(SELF_EXCLUSION_MAX_MONTHS),
  }),
  responses: { 200: exclusionStarted },
});
