// The sandbox provider's pages, served by the app at /sandbox-pay/{providerReference}: the hosted
// payment page, and the payer's decision, after which the payer is sent back to
// /payment-verification/{method}?transactionRef=… where the web app calls verify-payment.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFoundPage, paymentPage, returnPath } from './sandbox-page.ts';
import type { SandboxDesk } from './sandbox.service.ts';

const params = z.object({
  providerReference: z.string().regex(/^SBX-[0-9A-F]{20}$/, 'not a sandbox payment id'),
});

export async function sandboxRoutes(
  app: FastifyInstance,
  deps: { desk: SandboxDesk; currencyCode: () => Promise<string> },
) {
  // The page's form posts application/x-www-form-urlencoded (there is no script on the page).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/:providerReference', { schema: { params } }, async (request, reply) => {
    const row = await deps.desk.session(request.params.providerReference);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!row) return reply.code(404).send(notFoundPage());
    return reply.send(paymentPage(row, await deps.currencyCode(), request.url.split('?')[0] ?? ''));
  });

  r.post(
    '/:providerReference',
    { schema: { params, body: z.object({ decision: z.enum(['approve', 'decline', 'pending']) }) } },
    async (request, reply) => {
      const row = await deps.desk.decide(request.params.providerReference, request.body.decision);
      if (!row) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
      return reply.header('cache-control', 'no-store').redirect(returnPath(row), 303);
    },
  );
}
