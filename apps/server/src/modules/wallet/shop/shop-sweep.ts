// Runs the expired-code sweep on a timer while the app is up, so held funds of an expired withdraw
// code return even if nobody looks the code up. Several processes may sweep at once: each code is
// locked with SKIP LOCKED and expired once.
import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../system/repeat-while-up.ts';
import type { ShopService } from './shop.service.ts';

export function scheduleShopSweep(app: FastifyInstance, shop: ShopService, intervalSeconds: number): void {
  repeatWhileUp(app, {
    what: 'shop code sweep',
    intervalMs: intervalSeconds * 1000,
    run: async () => {
      const expired = await shop.sweep();
      if (expired > 0) app.log.info({ expired }, 'expired shop codes swept');
    },
  });
}
