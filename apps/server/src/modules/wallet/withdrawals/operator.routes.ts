// The operator API for withdrawals at /api/operator (the admin screens come later): list them by
// status, approve, reject (funds return to the player) and mark paid. Authenticated by the
// x-operator-key header, not by request signing or a player session.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf, sendIdempotent } from '../idempotency-key.ts';
import { operatorGuard } from '../../../http/operator-guard.ts';
import { operatorWithdrawalsAnswer, withdrawalView } from '../wallet.schemas.ts';
import { OPERATOR_ACTIONS } from './withdrawal-status.ts';
import type { WithdrawalService } from './withdrawals.service.ts';

const id = z.coerce.number({ error: 'id must be a number' }).int().positive().max(Number.MAX_SAFE_INTEGER);

export async function operatorRoutes(
  app: FastifyInstance,
  deps: { withdrawals: WithdrawalService; operatorKey: string },
) {
  app.addHook('onRequest', operatorGuard(deps.operatorKey));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/withdrawals',
    {
      config: { public: true },
      schema: {
        querystring: z.object({
          status: z.enum(['pending', 'approved', 'paid', 'rejected', 'all']).default('pending'),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          perPage: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: operatorWithdrawalsAnswer },
      },
    },
    async (request) => {
      const { status, page, perPage } = request.query;
      return deps.withdrawals.list({ status: status === 'all' ? null : status, page, perPage });
    },
  );

  r.post(
    '/withdrawals/:id/:action',
    {
      config: { public: true },
      schema: {
        params: z.object({
          id,
          action: z.enum(OPERATOR_ACTIONS, { error: 'action must be approve, reject or mark-paid' }),
        }),
        // approve needs no body; an empty POST arrives as null.
        body: z.preprocess(
          (b) => b ?? {},
          z.object({
            reason: z.string().trim().min(1).max(300).optional(),
            payoutReference: z.string().trim().min(1).max(200).optional(),
          }),
        ),
        response: { 200: withdrawalView },
      },
    },
    async (request, reply) => {
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
  );
}
