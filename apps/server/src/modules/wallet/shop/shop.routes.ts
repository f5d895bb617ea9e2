// The shop-agent API at /api/shop: look a code up and complete it (exactly once) at the counter.
// Authenticated by the x-shop-agent-key header, not by request signing or a player session.
import { AppError } from '@slipstream/domain';
import { normalizeShopCode } from '@slipstream/domain/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf, sendIdempotent } from '../idempotency-key.ts';
import { keyGuard } from '../key-guard.ts';
import { shopCodeView } from '../wallet.schemas.ts';
import type { ShopService } from './shop.service.ts';

export const SHOP_AGENT_KEY_HEADER = 'x-shop-agent-key';

const params = z.object({ code: z.string().max(40) });

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

  r.get(
    '/transactions/:code',
    { config: { public: true }, schema: { params, response: { 200: shopCodeView } } },
    async (request) => deps.shop.lookup(codeOf(request.params.code)),
  );

  r.post(
    '/transactions/:code/complete',
    {
      config: { public: true },
      schema: {
        params,
        body: z.object({
          shopId: z
            .string({ error: 'shopId is required' })
            .trim()
            .regex(/^[\w.-]{1,64}$/, 'shopId must be 1 to 64 letters, digits, dots, dashes or underscores'),
        }),
        response: { 200: shopCodeView },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      return sendIdempotent(
        reply,
        await deps.shop.complete(codeOf(request.params.code), request.body.shopId, key),
      );
    },
  );
}
