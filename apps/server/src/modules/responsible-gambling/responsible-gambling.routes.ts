// HTTP of the safety page's responsible-gambling settings (/Account/SafetySecurity): read them, set
// deposit limits, take a time-out, self-exclude. Amounts are major units on the wire.
import {
  DEPOSIT_LIMIT_MAX_MAJOR,
  LIMIT_INCREASE_DELAY_HOURS,
  SELF_EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_MIN_MONTHS,
  TIME_OUT_MAX_HOURS,
  TIME_OUT_MIN_HOURS,
  formatUntil,
  hasAtMostTwoDecimals,
  toMajor,
  toMinor,
  type DepositLimitState,
} from '@slipstream/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../http/auth.ts';
import { errorResponses } from '../auth/spec-compat.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type {
  Exclusion,
  ResponsibleGamblingService,
  ResponsibleGamblingView,
} from './responsible-gambling.service.ts';

const limitAmount = z
  .number()
  .positive('must be more than 0')
  .max(DEPOSIT_LIMIT_MAX_MAJOR)
  .refine(hasAtMostTwoDecimals, 'must have at most 2 decimals')
  .nullable()
  .optional();

const limitView = z.object({
  amount: z.number().nullable(),
  pending: z.object({ amount: z.number().nullable(), effectiveAt: z.iso.datetime() }).nullable(),
});

const exclusionView = z.object({ kind: z.enum(['time-out', 'self-exclusion']), until: z.iso.datetime() });

const rgAnswer = z.object({
  currency: z.string(),
  depositLimits: z.object({ daily: limitView, weekly: limitView, monthly: limitView }),
  exclusion: exclusionView.nullable(),
  rules: z.object({
    increaseDelayHours: z.number(),
    timeOut: z.object({ minHours: z.number(), maxHours: z.number() }),
    selfExclusion: z.object({ minMonths: z.number(), maxMonths: z.number() }),
  }),
});

const exclusionAnswer = z.object({ status: z.literal(true), message: z.string(), exclusion: exclusionView });

const RULES = {
  increaseDelayHours: LIMIT_INCREASE_DELAY_HOURS,
  timeOut: { minHours: TIME_OUT_MIN_HOURS, maxHours: TIME_OUT_MAX_HOURS },
  selfExclusion: { minMonths: SELF_EXCLUSION_MIN_MONTHS, maxMonths: SELF_EXCLUSION_MAX_MONTHS },
};

function limitJson(state: DepositLimitState) {
  const major = (minor: number | null) => (minor === null ? null : toMajor(minor));
  return {
    amount: major(state.amount),
    pending: state.pending
      ? { amount: major(state.pending.amount), effectiveAt: state.pending.effectiveAt.toISOString() }
      : null,
  };
}

function exclusionJson(exclusion: Exclusion) {
  return { kind: exclusion.kind, until: exclusion.until.toISOString() };
}

export async function responsibleGamblingRoutes(
  app: FastifyInstance,
  deps: { responsibleGambling: ResponsibleGamblingService; settings: SettingsService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rg = deps.responsibleGambling;

  async function viewJson(view: ResponsibleGamblingView) {
    const { CurrencyCode } = await deps.settings.globalVariables();
    return {
      currency: CurrencyCode,
      depositLimits: {
        daily: limitJson(view.depositLimits.daily),
        weekly: limitJson(view.depositLimits.weekly),
        monthly: limitJson(view.depositLimits.monthly),
      },
      exclusion: view.exclusion ? exclusionJson(view.exclusion) : null,
      rules: RULES,
    };
  }

  r.get(
    '/auth/responsible-gambling',
    { onRequest: app.requireUser, schema: { response: { 200: rgAnswer, ...errorResponses } } },
    async (request) => viewJson(await rg.view(userOf(request).id)),
  );

  r.put(
    '/auth/responsible-gambling/deposit-limits',
    {
      onRequest: app.requireUser,
      schema: {
        body: z.strictObject({ daily: limitAmount, weekly: limitAmount, monthly: limitAmount }),
        response: { 200: rgAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const toLimit = (v: number | null | undefined) =>
        v === undefined ? undefined : v === null ? null : toMinor(v);
      const { daily, weekly, monthly } = request.body;
      const view = await rg.setDepositLimits(userOf(request).id, {
        daily: toLimit(daily),
        weekly: toLimit(weekly),
        monthly: toLimit(monthly),
      });
      return viewJson(view);
    },
  );

  r.post(
    '/auth/responsible-gambling/time-out',
    {
      onRequest: app.requireUser,
      schema: {
        body: z.strictObject({ hours: z.number().int().min(TIME_OUT_MIN_HOURS).max(TIME_OUT_MAX_HOURS) }),
        response: { 200: exclusionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const exclusion = await rg.startTimeOut(userOf(request).id, request.body.hours);
      return {
        status: true as const,
        message: `Your time-out has started. You have been logged out and can log in again after ${formatUntil(exclusion.until)}.`,
        exclusion: exclusionJson(exclusion),
      };
    },
  );

  r.post(
    '/auth/responsible-gambling/self-exclusion',
    {
      onRequest: app.requireUser,
      schema: {
        body: z.strictObject({
          months: z.number().int().min(SELF_EXCLUSION_MIN_MONTHS).max(SELF_EXCLUSION_MAX_MONTHS),
        }),
        response: { 200: exclusionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const exclusion = await rg.selfExclude(userOf(request).id, request.body.months);
      return {
        status: true as const,
        message: `Your self-exclusion has started. You have been logged out and can log in again after ${formatUntil(exclusion.until)}.`,
        exclusion: exclusionJson(exclusion),
      };
    },
  );
}
