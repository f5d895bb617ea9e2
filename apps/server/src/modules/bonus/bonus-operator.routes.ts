// POST /api/operator/bonuses/casino: the operator awards a player a casino bonus (a CRM gesture or a
// campaign prize). Money moves, so the call needs an Idempotency-Key; a retry answers the same bonus.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toMinor } from '@slipstream/domain';
import { amountSchema } from '@slipstream/domain/wallet-schema';
import { operatorGuard } from '../../http/operator-guard.ts';
import { idempotencyKeyOf, sendIdempotent } from '../wallet/idempotency-key.ts';
import { bonusView } from './bonus.routes.ts';
import type { BonusService } from './bonus.service.ts';

export async function bonusOperatorRoutes(
  app: FastifyInstance,
  deps: { bonus: BonusService; operatorKey: string },
): Promise<void> {
  app.addHook('onRequest', operatorGuard(deps.operatorKey));
  app.withTypeProvider<ZodTypeProvider>().post(
    '/bonuses/casino',
    {
      config: { public: true },
      schema: {
        body: z.strictObject({
          userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
          amount: amountSchema,
          rollover: z.number().min(0).max(100).optional(),
          validDays: z.number().int().min(1).max(365).optional(),
        }),
        response: { 201: z.object({ data: bonusView }) },
      },
    },
    async (request, reply) => {
      const { amount, ...rest } = request.body;
      const answer = await deps.bonus.awardCasino(
        { ...rest, amount: toMinor(amount) },
        idempotencyKeyOf(request),
      );
      return sendIdempotent(reply, { ...answer, body: { data: answer.body } });
    },
  );
}
