// The operator's settings the apps read (SPEC.md §3, §7): the client id calls name, the global
// sportsbook variables and the multi-bet bonus table.
import { CLIENT_ID } from '@slipstream/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** `clientId` in a body: the number 12 or the string "12". */
export const clientIdField = z.union([z.literal(CLIENT_ID), z.literal(String(CLIENT_ID))], {
  error: `must be ${CLIENT_ID}`,
});

/** `{clientId}` in a path; any other value than the operator's is an unknown resource (404). */
export const clientIdParams = z.object({ clientId: z.string().max(64) });

/** SPEC.md §3 global variables as the operator sets them; other keys an operator adds pass through. */
export const globalVariablesSetting = z.looseObject({
  DialCode: z.string().regex(/^\d{1,4}$/),
  CurrencyCode: z.string().regex(/^[A-Z]{3}$/),
  brandName: z.string().min(1),
  BetCouponGlobalVariable: z.looseObject({
    MinBonusOdd: z.number().min(1),
    MaxCouponCombinations: z.number().int().positive(),
  }),
});
export type GlobalVariablesSetting = z.output<typeof globalVariablesSetting>;

/**
 * The per-bet limits placement enforces, in major units, published beside the variables so the slip
 * shows what the server applies; and how long a bet with a live selection is held before acceptance.
 */
export const betLimitVariables = z.object({
  MinStake: z.number(),
  MaxStake: z.number(),
  MaxPayout: z.number(),
  LiveBetDelayMs: z.number(),
});
export type BetLimitVariables = z.output<typeof betLimitVariables>;

/** A row of the multi-bet bonus table: ticket length and bonus percentage (SPEC.md §3). */
export const bonusRow = z.object({ ticket_length: z.number().int().min(1), bonus: z.number().min(0) });
export type BonusRow = z.output<typeof bonusRow>;

export const globalVariables = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/auth/globalvariables/:clientId',
  summary: "The operator's global sportsbook variables and bet limits, under `data` (SPEC.md's data.data).",
  auth: 'public',
  params: clientIdParams,
  responses: { 200: z.object({ data: globalVariablesSetting.extend(betLimitVariables.shape) }) },
  errors: ['NOT_FOUND'],
});

export const bonusList = endpoint({
  method: 'GET',
  base: 'product',
  path: '/utilities/bonuslist',
  summary:
    'The multi-bet bonus table of a section (onliners by default), by ticket length; bonus in percent.',
  auth: 'public',
  query: z.object({
    section: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/i)
      .default('onliners'),
  }),
  responses: { 200: z.object({ data: z.array(bonusRow) }) },
  errors: ['NOT_FOUND'],
});
