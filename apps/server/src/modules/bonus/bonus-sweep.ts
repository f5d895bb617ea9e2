// Runs the bonus sweeps on a timer while the app is up: expired bonuses lose what is left, and last
// week's cashback is credited to everyone due one, even if they never open the app.
import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../system/repeat-while-up.ts';
import type { BonusService } from './bonus.service.ts';
import type { CashbackService } from './cashback.service.ts';

export function scheduleBonusSweep(
  app: FastifyInstance,
  deps: { bonus: BonusService; cashback: CashbackService },
  intervalSeconds: number,
) {
  repeatWhileUp(app, {
    what: 'bonus sweep',
    intervalMs: intervalSeconds * 1000,
    run: async () => {
      const expired = await deps.bonus.sweepExpired();
      const credited = await deps.cashback.sweep();
      if (expired + credited > 0) app.log.info({ expired, credited }, 'bonus sweep');
    },
  });
}
