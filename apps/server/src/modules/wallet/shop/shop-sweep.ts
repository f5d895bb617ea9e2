// Runs the expired-code sweep on a timer while the app is up, so held funds of an expired withdraw
// code return even if nobody looks the code up. Several processes may sweep at once: each code is
// locked with SKIP LOCKED and expired once.
import type { FastifyInstance } from 'fastify';
import type { ShopService } from './shop.service.ts';

export function scheduleShopSweep(app: FastifyInstance, shop: ShopService, intervalSeconds: number): void {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      shop
        .sweep()
        .then((n) => {
          if (n > 0) app.log.info({ expired: n }, 'expired shop codes swept');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'shop code sweep failed'))
        .finally(() => {
          running = false;
        });
    }, intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
