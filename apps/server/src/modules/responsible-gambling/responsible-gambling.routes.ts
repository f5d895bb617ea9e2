// HTTP of the safety page's responsible-gambling settings (/Account/SafetySecurity): read them, set
// deposit limits, take a time-out, self-exclude. Amounts are major units on the wire.
import { responsibleGambling as contract } from '@slipstream/contract';
import {
  LIMIT_INCREASE_DELAY_HOURS,
  SELF_EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_MIN_MONTHS,
  TIME_OUT_MAX_HOURS,
  TIME_OUT_MIN_HOURS,
  formatUntil,
  toMajor,
  toMinor,
  type DepositLimitState,
} from '@slipstream/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../http/auth.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type {
  Exclusion,
  ResponsibleGamblingService,
  ResponsibleGamblingView,
} from './responsible-gambling.service.ts';

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

  const auth = { onRequest: app.requireUser };

  r.route({
    ...routeOf(contract.view),
    ...auth,
    handler: async (request) => viewJson(await rg.view(userOf(request).id)),
  });

  r.route({
    ...routeOf(contract.setDepositLimits),
    ...auth,
    handler: async (request) => {
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
  });

  r.route({
    ...routeOf(contract.takeTimeOut),
    ...auth,
    handler: async (request) => {
      const exclusion = await rg.startTimeOut(userOf(request).id, request.body.hours);
      return {
        status: true as const,
        message: `Your time-out has started. You have been logged out and can log in again after ${formatUntil(exclusion.until)}.`,
        exclusion: exclusionJson(exclusion),
      };
    },
  });

  r.route({
    ...routeOf(contract.selfExclude),
    ...auth,
    handler: async (request) => {
      const exclusion = await rg.selfExclude(userOf(request).id, request.body.months);
      return {
        status: true as const,
        message: `Your self-exclusion has started. You have been logged out and can log in again after ${formatUntil(exclusion.until)}.`,
        exclusion: exclusionJson(exclusion),
      };
    },
  });
}
