// POST /api/operator/bonuses/casino: the operator awards a player a casino bonus (a CRM gesture or a
// campaign prize). Money moves, so the call needs an Idempotency-Key; a retry answers the same bonus.
import { operator as contract } from '@slipstream/contract';
import { toMinor } from '@slipstream/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/endpoint-route.ts';
import { operatorGuard } from '../../http/operator-guard.ts';
import { idempotencyKeyOf, sendIdempotent } from '../idempotency/idempotency-key.ts';
import type { BonusService } from './bonus.service.ts';

export async function bonusOperatorRoutes(
  app: FastifyInstance,
  deps: { bonus: BonusService; operatorKey: string },
): Promise<void> {
  app.addHook('onRequest', operatorGuard(deps.operatorKey));
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contract.awardCasinoBonus),
    config: { public: true },
    handler: async (request, reply) => {
      const { amount, ...rest } = request.body;
      const answer = await deps.bonus.awardCasino(
        { ...rest, amount: toMinor(amount) },
        idempotencyKeyOf(request),
      );
      return sendIdempotent(reply, { ...answer, body: { data: answer.body } });
    },
  });
}
