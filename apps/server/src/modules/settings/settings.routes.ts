// Public reads of operator settings: the global variables (sports API) and the bonus table (product API).
import { settings as contract } from '@slipstream/contract';
import { AppError } from '@slipstream/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/endpoint-route.ts';
import { assertClientIdParam } from './client-id.ts';
import type { SettingsService } from './settings.service.ts';

/**
 * GET auth/globalvariables/{clientId}: `{ data: variables }`, so SPEC.md's `data.data` holds them.
 * The bet limits come from the server's configuration, not the settings row, so what the slip shows
 * is what placement enforces.
 */
export async function globalVariablesRoutes(
  app: FastifyInstance,
  settings: SettingsService,
  betLimits: contract.BetLimitVariables,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contract.globalVariables),
    config: { public: true },
    handler: async (request) => {
      assertClientIdParam(request.params.clientId);
      return { data: { ...(await settings.globalVariables()), ...betLimits } };
    },
  });
}

/** GET utilities/bonuslist?section=onliners: `{ data: [{ ticket_length, bonus }] }`, bonus in percent. */
export async function bonusListRoutes(app: FastifyInstance, settings: SettingsService): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contract.bonusList),
    config: { public: true },
    handler: async (request) => {
      const rows = await settings.bonusList(request.query.section);
      if (!rows)
        throw new AppError('NOT_FOUND', `There is no bonus list for section ${request.query.section}.`);
      return { data: rows };
    },
  });
}
