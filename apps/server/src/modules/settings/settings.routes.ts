// Public reads of operator settings: the global variables (sports API) and the bonus table (product API).
import { AppError } from '@slipstream/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertClientIdParam } from './client-id.ts';
import { bonusRowSchema, globalVariablesSchema, type SettingsService } from './settings.service.ts';

/** The per-bet limits the server enforces, in major units, published so the slip can show them. */
export interface BetLimitVariables {
  MinStake: number;
  MaxStake: number;
  MaxPayout: number;
  /** How long a bet with a live selection is held before it is accepted, so the slip can say so. */
  LiveBetDelayMs: number;
}

/**
 * GET auth/globalvariables/{clientId}: `{ data: variables }`, so SPEC.md's `data.data` holds them.
 * The bet limits come from the server's configuration, not the settings row, so what the slip shows
 * is what placement enforces.
 */
export async function globalVariablesRoutes(
  app: FastifyInstance,
  settings: SettingsService,
  betLimits: BetLimitVariables,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/auth/globalvariables/:clientId',
    {
      config: { public: true },
      schema: {
        params: z.object({ clientId: z.string().max(64) }),
        response: { 200: z.object({ data: globalVariablesSchema }) },
      },
    },
    async (request) => {
      assertClientIdParam(request.params.clientId);
      return { data: { ...(await settings.globalVariables()), ...betLimits } };
    },
  );
}

/** GET utilities/bonuslist?section=onliners: `{ data: [{ ticket_length, bonus }] }`, bonus in percent. */
export async function bonusListRoutes(app: FastifyInstance, settings: SettingsService): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/utilities/bonuslist',
    {
      config: { public: true },
      schema: {
        querystring: z.object({
          section: z
            .string()
            .regex(/^[a-z0-9_-]{1,40}$/i)
            .default('onliners'),
        }),
        response: { 200: z.object({ data: z.array(bonusRowSchema) }) },
      },
    },
    async (request) => {
      const rows = await settings.bonusList(request.query.section);
      if (!rows)
        throw new AppError('NOT_FOUND', `There is no bonus list for section ${request.query.section}.`);
      return { data: rows };
    },
  );
}
