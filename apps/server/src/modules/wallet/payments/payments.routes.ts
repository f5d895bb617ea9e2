// Payment providers' webhooks at /api/payments/webhook/{gateway}. They carry no signing headers and
// no session: each is authenticated by its provider's signature over the raw body, so the body is
// kept as the exact bytes received and parsed only after the signature checks out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookAnswer } from '../wallet.schemas.ts';
import type { DepositService } from './deposits.service.ts';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

export async function paymentRoutes(app: FastifyInstance, deposits: DepositService): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/webhook/:gateway',
    {
      config: { public: true },
      schema: {
        params: z.object({ gateway: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'unknown payment provider') }),
        response: { 200: webhookAnswer },
      },
    },
    async (request) =>
      deposits.handleWebhook(request.params.gateway, String(request.body ?? ''), request.headers),
  );
}
