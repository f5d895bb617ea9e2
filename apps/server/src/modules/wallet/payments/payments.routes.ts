// Payment providers' webhooks at /api/payments/webhook/{gateway}. They carry no signing headers and
// no session: each is authenticated by its provider's signature over the raw body, so the body is
// kept as the exact bytes received and parsed only after the signature checks out.
import { payments as contract } from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/endpoint-route.ts';
import type { DepositService } from './deposits.service.ts';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

export async function paymentRoutes(app: FastifyInstance, deposits: DepositService): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contract.webhook),
    config: { public: true },
    handler: async (request) =>
      deposits.handleWebhook(request.params.gateway, String(request.body ?? ''), request.headers),
  });
}
