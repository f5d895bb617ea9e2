// POST /api/product/sports/get-split-props: the server's calculation of a coupon (lines, odds range,
// win range, bonus), by the same engine the web app runs as the player types.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calculateCoupon, couponRequestSchema } from '@slipstream/domain';
import type { SettingsService } from '../settings/settings.service.ts';
import { loadCouponConfig } from './coupon-config.ts';

export async function betslipRoutes(app: FastifyInstance, settings: SettingsService): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/sports/get-split-props', { schema: { body: couponRequestSchema } }, async (request) =>
      calculateCoupon({ ...request.body, config: await loadCouponConfig(settings) }),
    );
}
