// The player's bonus API under /api/v2 (SPEC.md §7): the first-deposit bonus check and award, the
// active bonuses with their wagering progress, and the weekly cashback. All need a logged-in player.
import { bonus as contract } from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../http/auth.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { idempotencyKeyOf, sendIdempotent } from '../idempotency/idempotency-key.ts';
import type { BonusService } from './bonus.service.ts';
import type { CashbackService } from './cashback.service.ts';

export async function bonusRoutes(
  app: FastifyInstance,
  deps: { bonus: BonusService; cashback: CashbackService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  r.route({
    ...routeOf(contract.checkDepositBonus),
    ...auth,
    handler: async (request) => ({ data: await deps.bonus.checkDepositBonus(userOf(request).id) }),
  });

  r.route({
    ...routeOf(contract.awardBonus),
    ...auth,
    handler: async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const answer = await deps.bonus.award(userOf(request).id, key);
      return sendIdempotent(reply, { ...answer, body: { data: answer.body } });
    },
  });

  r.route({
    ...routeOf(contract.activeBonuses),
    ...auth,
    handler: async (request) => ({ data: await deps.bonus.activeBonuses(userOf(request).id) }),
  });

  r.route({
    ...routeOf(contract.checkCashbackBonus),
    ...auth,
    handler: async (request) => ({ data: await deps.cashback.check(userOf(request).id) }),
  });
}
