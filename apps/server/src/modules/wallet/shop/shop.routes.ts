// The shop-agent API at /api/shop: look a code up and complete it (exactly once) at the counter.
// Authenticated by the x-shop-agent-key header, not by request signing or a player session.
import { shop as contract } from '@slipstream/contract';
import { AppError } from '@slipstream/domain';
import { normalizeShopCode } from '@slipstream/domain/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/endpoint-route.ts';
import { idempotencyKeyOf, sendIdempotent } from '../../idempotency/idempotency-key.ts';
import { keyGuard } from '../key-guard.ts';
import type { ShopService } from './shop.service.ts';

export const SHOP_AGENT_KEY_HEADER = 'x-shop-agent-key';

function codeOf(raw: string): string {
  const code = normalizeShopCode(raw);
  if (!code) throw new AppError('NOT_FOUND', 'No shop transaction has this code.');
  return code;
}

export async function shopRoutes(app: FastifyInstance, deps: { shop: ShopService; agentKey: string }) {
  app.addHook(
    'onRequest',
    keyGuard(
      SHOP_AGENT_KEY_HEADER,
      deps.agentKey,
      'SHOP_AGENT_KEY_INVALID',
      'A valid x-shop-agent-key header is required.',
    ),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(contract.lookupCode),
    config: { public: true },
    handler: async (request) => deps.shop.lookup(codeOf(request.params.code)),
  });

  r.route({
    ...routeOf(contract.completeCode),
    config: { public: true },
    handler: async (request, reply) => {
      const key = idempotencyKeyOf(request);
      return sendIdempotent(
        reply,
        await deps.shop.complete(codeOf(request.params.code), request.body.shopId, key),
      );
    },
  });
}
