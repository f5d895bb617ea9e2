// The match centre under /api/v2/sports/match/:id/centre, bound to its endpoint in the contract
// (packages/contract/src/match-centre.ts): a public read; browsers then follow the match's centre topic.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchCentre as contract } from '@slipstream/contract';
import type { Db } from '../../db/database.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import { createMatchCentreService } from './match-centre.service.ts';

// A live match changes every few seconds and its updates come over the broker: a second of caching is enough.
const FRESH = 'public, max-age=1';

export async function matchCentreRoutes(
  app: FastifyInstance,
  deps: { db: Db; odds: OddsCache },
): Promise<void> {
  const centres = createMatchCentreService({ db: deps.db, feedTime: () => deps.odds.feedTime() });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(contract.matchCentre),
    config: { public: true },
    handler: async (request, reply) => {
      reply.header('cache-control', FRESH);
      return centres.centre(request.params.id);
    },
  });
}
