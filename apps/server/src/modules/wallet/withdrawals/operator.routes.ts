// The operator API for withdrawals at /api/operator (the admin screens come later): list them by
// status, approve, reject (funds return to the player) and mark paid. Authenticated by the
// x-operator-key header, not by request signing or a player session.
import { operator as contract } from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/endpoint-route.ts';
import { operatorGuard } from '../../../http/operator-guard.ts';
import { idempotencyKeyOf, sendIdempotent } from '../../idempotency/idempotency-key.ts';
import type { WithdrawalService } from './withdrawals.service.ts';

export async function operatorRoutes(
  app: FastifyInstance,
  deps: { withdrawals: WithdrawalService; operatorKey: string },
) {
  app.addHook('onRequest', operatorGuard(deps.operatorKey));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(contract.withdrawals),
    config: { public: true },
    handler: async (request) => {
      const { status, page, perPage } = request.query;
      return deps.withdrawals.list({ status: status === 'all' ? null : status, page, perPage });
    },
  });

  r.route({
    ...routeOf(contract.actOnWithdrawal),
    config: { public: true },
    handler: async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { id: withdrawalId, action } = request.params;
      const body = request.body;
      const details =
        action === 'reject'
          ? { reason: body.reason }
          : action === 'mark-paid'
            ? { payoutReference: body.payoutReference }
            : {};
      return sendIdempotent(reply, await deps.withdrawals.act(withdrawalId, action, details, key));
    },
  });
}
