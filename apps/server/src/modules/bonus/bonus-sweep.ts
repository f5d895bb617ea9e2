// Runs the bonus sweeps on a timer while the app is up: expired bonuses lose what is left, and last
// week's cashback is credited to everyone due one, even if they never open the app.
import type { FastifyInstance } from 'fastify';
import type { BonusService } from './bonus.service.ts';
import type { CashbackService } from './cashback.service.ts';

export function scheduleBonusSweep(
  app: FastifyInstance,
  deps: { bonus: BonusService; cashback: CashbackService },
  intervalSeconds: number,
) {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    const expired = await deps.bonus.sweepExpired();
    const credited = await deps.cashback.sweep();
    if (expired + credited > 0) app.log.info({ expired, credited }, 'bonus sweep');
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      tick()
        .catch((err: unknown) => app.log.warn({ err }, 'bonus sweep failed'))
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
