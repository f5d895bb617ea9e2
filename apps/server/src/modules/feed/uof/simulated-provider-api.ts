// The provider's HTTP API as the simulator serves it: the calls the adapter makes (match statuses,
// producers, market descriptions, a match's fixture, recovery), behind the access token
// (`x-access-token`), answering XML as the provider does, its refusals included: 403 for a wrong
// token, 404 for an unknown match, 400 for a recovery request that is wrong (a bad request id, or an
// `after` older than the producer's recovery window), each a `<response>` with the provider's words.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import { PRODUCER, type ProducerId } from '../messages.ts';
import { fixtureXml } from './fixture-xml.ts';
import {
  catalogueMarketDescriptions,
  marketDescriptionsXml,
  type ProviderMarketDescription,
} from './market-descriptions-xml.ts';
import { MATCH_STATUS_DESCRIPTIONS } from './match-status.ts';
import { matchStatusXml } from './match-status-xml.ts';
import { producersXml } from './producers-xml.ts';
import { PRODUCT_NAME, RECOVERY_PRODUCT } from './products.ts';
import { providerResponseXml, type ResponseCode } from './provider-response.ts';
import { DOCUMENTED_WINDOW_MINUTES } from './recovery-window.ts';
import type { SimulatedUofProvider } from './simulated-provider.ts';
import { idOfUrn } from './urn.ts';

export interface SimulatedProviderApiOptions {
  /** The provider's clock, which recovery windows count back from (tests pass the simulator's). */
  now?: () => number;
  /** Each producer's recovery window in minutes, read at each request (default: the documented ones). */
  recoveryWindowMinutes?: (producer: ProducerId) => number;
  /** Markets described beyond the catalogue, as a real provider describes thousands. */
  extraMarkets?: readonly ProviderMarketDescription[];
}

const recoveryQuery = z.object({
  after: z.coerce.number().int().nonnegative().optional(),
  request_id: z.coerce.number().int().nonnegative(),
  node_id: z.string().max(64).optional(),
});

const DESCRIPTIONS = {
  [PRODUCER.live]: { name: 'LO', description: 'Live Odds', scope: ['live'] },
  [PRODUCER.prematch]: { name: 'Ctrl', description: 'Betradar Ctrl', scope: ['prematch'] },
} as const;

function answer(reply: FastifyReply, status: number, code: ResponseCode, message?: string) {
  return reply
    .code(status)
    .type('application/xml')
    .send(providerResponseXml(code, message === undefined ? {} : { message }));
}

export function createSimulatedProviderApi(
  provider: SimulatedUofProvider,
  accessToken: string,
  options: SimulatedProviderApiOptions = {},
): FastifyInstance {
  const now = options.now ?? Date.now;
  const windowOf = options.recoveryWindowMinutes ?? ((p: ProducerId) => DOCUMENTED_WINDOW_MINUTES[p]);
  const markets = marketDescriptionsXml([...catalogueMarketDescriptions(), ...(options.extraMarkets ?? [])]);
  const app = Fastify({ logger: false });

  app.addHook('onRequest', async (req, reply) => {
    if (req.headers['x-access-token'] !== accessToken)
      await answer(reply, 403, 'FORBIDDEN', 'Access denied: the access token is missing, wrong or expired');
  });

  app.get<{ Params: { urn: string; file: string } }>(
    '/v1/sports/:lang/sport_events/:urn/:file',
    async (req, reply) => {
      // fixture.xml, and fixture_change_fixture.xml (the provider's uncached copy) answer alike here.
      if (req.params.file !== 'fixture.xml' && req.params.file !== 'fixture_change_fixture.xml')
        return answer(reply, 404, 'NOT_FOUND', 'No such resource');
      const id = idOfUrn(req.params.urn, 'match');
      const fixture = id === null ? undefined : provider.fixture(id);
      if (!fixture) return answer(reply, 404, 'NOT_FOUND', `No fixture for ${req.params.urn}`);
      return reply.type('application/xml').send(fixtureXml(fixture, now()));
    },
  );

  app.get('/v1/descriptions/:lang/match_status.xml', async (_req, reply) =>
    reply.type('application/xml').send(matchStatusXml(MATCH_STATUS_DESCRIPTIONS)),
  );

  app.get('/v1/descriptions/:lang/markets.xml', async (_req, reply) =>
    reply.type('application/xml').send(markets),
  );

  app.get('/v1/descriptions/producers.xml', async (req, reply) => {
    const root = `${req.protocol}://${req.host}/v1`;
    const producers = ([PRODUCER.live, PRODUCER.prematch] as const).map((id) => ({
      id,
      ...DESCRIPTIONS[id],
      scope: [...DESCRIPTIONS[id].scope],
      active: true,
      apiUrl: `${root}/${PRODUCT_NAME[id]}/`,
      recoveryWindowMinutes: windowOf(id),
    }));
    return reply.type('application/xml').send(producersXml(producers));
  });

  app.post<{ Params: { product: string } }>('/v1/:product/recovery/initiate_request', async (req, reply) => {
    const producer = RECOVERY_PRODUCT[req.params.product as keyof typeof RECOVERY_PRODUCT];
    if (producer === undefined)
      return answer(reply, 400, 'BAD_REQUEST', `Unknown product ${req.params.product.slice(0, 40)}`);
    const query = recoveryQuery.safeParse(req.query);
    if (!query.success)
      return answer(reply, 400, 'BAD_REQUEST', 'request_id must be a whole number; after a timestamp in ms');
    const { after, request_id: requestId, node_id: nodeId } = query.data;
    const windowMinutes = windowOf(producer);
    if (after !== undefined && now() - after > windowMinutes * 60_000)
      return answer(
        reply,
        400,
        'BAD_REQUEST',
        `after is older than the ${windowMinutes} minutes this producer's recovery reaches back`,
      );
    // Answered at once; the snapshot follows on the feed, ending with snapshot_complete.
    void provider.recover(producer, requestId, nodeId ?? null);
    return answer(reply, 202, 'ACCEPTED');
  });

  return app;
}
