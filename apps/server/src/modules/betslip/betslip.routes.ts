// POST /api/product/sports/get-split-props: the server's calculation of a coupon (lines, odds range,
// win range, bonus), by the same engine the web app runs as the player types.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { betslip as contract } from '@slipstream/contract';
import { calculateCoupon } from '@slipstream/domain';
import { routeOf } from '../../http/endpoint-route.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { loadCouponConfig } from './coupon-config.ts';

export async function betslipRoutes(app: FastifyInstance, settings: SettingsService): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contract.splitProps),
    handler: async (request) =>
      calculateCoupon({ ...request.body, config: await loadCouponConfig(settings) }),
  });
}
