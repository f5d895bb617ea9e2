// PUT /api/operator/settings/{key}: the operator replaces one of the settings the product reads
// (global variables, the multi-bet bonus table, the first-deposit bonus, the cashback, the casino
// bonus), checked against the setting's schema before it is stored.
import { operator as contract } from '@slipstream/contract';
import { bonusRow, globalVariablesSetting } from '@slipstream/contract/settings';
import { AppError } from '@slipstream/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOf } from '../../http/endpoint-route.ts';
import { operatorGuard } from '../../http/operator-guard.ts';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service.ts';
import {
  BONUS_SETTING_KEYS,
  cashbackSchema,
  casinoBonusSchema,
  firstDepositBonusSchema,
} from './bonus-config.ts';

const SCHEMAS: Record<string, z.ZodType> = {
  [SETTING_KEYS.globalVariables]: globalVariablesSetting,
  [SETTING_KEYS.bonusList]: z.record(
    z.string().regex(/^[a-z0-9_-]{1,40}$/i),
    z.array(bonusRow).min(1).max(200),
  ),
  [BONUS_SETTING_KEYS.firstDeposit]: firstDepositBonusSchema,
  [BONUS_SETTING_KEYS.cashback]: cashbackSchema,
  [BONUS_SETTING_KEYS.casino]: casinoBonusSchema,
};

export async function settingsOperatorRoutes(
  app: FastifyInstance,
  deps: { settings: SettingsService; operatorKey: string },
) {
  app.addHook('onRequest', operatorGuard(deps.operatorKey));
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contract.putSetting),
    config: { public: true },
    handler: async (request) => {
      // Own keys only: `toString` or `constructor` is no setting.
      const schema = Object.hasOwn(SCHEMAS, request.params.key) ? SCHEMAS[request.params.key] : undefined;
      if (!schema)
        throw new AppError(
          'NOT_FOUND',
          `No operator setting ${request.params.key}. Settings: ${Object.keys(SCHEMAS).join(', ')}.`,
        );
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Invalid ${request.params.key}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'value'} ${i.message}`).join('; ')}`,
        );
      }
      await deps.settings.update(request.params.key, parsed.data);
      return { key: request.params.key, value: parsed.data };
    },
  });
}
