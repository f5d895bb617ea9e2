// The provider's HTTP API as the simulator serves it: the three calls the adapter makes, behind the
// access token (`x-access-token`), answering XML as the provider does.
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fixtureXml } from './fixture-xml.ts';
import { MATCH_STATUS_DESCRIPTIONS } from './match-status.ts';
import { matchStatusXml } from './match-status-xml.ts';
import { RECOVERY_PRODUCT } from './products.ts';
import type { SimulatedUofProvider } from './simulated-provider.ts';
import { idOfUrn } from './urn.ts';
import { writeXml } from './xml.ts';

const recoveryQuery = z.object({
  after: z.coerce.number().int().nonnegative().optional(),
  request_id: z.coerce.number().int().nonnegative(),
  node_id: z.string().max(64).optional(),
});

export function createSimulatedProviderApi(
  provider: SimulatedUofProvider,
  accessToken: string,
): FastifyInstance {
  const app = Fastify({ logger: false });

  app.addHook('onRequest', async (req, reply) => {
    if (req.headers['x-access-token'] !== accessToken) {
      await reply
        .code(403)
        .type('application/xml')
        .send(writeXml('response', { response_code: 'FORBIDDEN' }));
    }
  });

  app.get<{ Params: { urn: string } }>(
    '/v1/sports/:lang/sport_events/:urn/fixture.xml',
    async (req, reply) => {
      const id = idOfUrn(req.params.urn, 'match');
      const fixture = id === null ? undefined : provider.fixture(id);
      if (!fixture)
        return reply
          .code(404)
          .type('application/xml')
          .send(writeXml('response', { response_code: 'NOT_FOUND' }));
      return reply.type('application/xml').send(fixtureXml(fixture, Date.now()));
    },
  );

  app.get('/v1/descriptions/:lang/match_status.xml', async (_req, reply) =>
    reply.type('application/xml').send(matchStatusXml(MATCH_STATUS_DESCRIPTIONS)),
  );

  app.post<{ Params: { product: string } }>('/v1/:product/recovery/initiate_request', async (req, reply) => {
    const producer = RECOVERY_PRODUCT[req.params.product as keyof typeof RECOVERY_PRODUCT];
    const query = recoveryQuery.safeParse(req.query);
    if (producer === undefined || !query.success) {
      return reply
        .code(400)
        .type('application/xml')
        .send(writeXml('response', { response_code: 'BAD_REQUEST' }));
    }
    // Answered at once; the snapshot follows on the feed, ending with snapshot_complete.
    void provider.recover(producer, query.data.request_id, query.data.node_id ?? null);
    return reply
      .code(202)
      .type('application/xml')
      .send(writeXml('response', { response_code: 'ACCEPTED' }));
  });

  return app;
}
