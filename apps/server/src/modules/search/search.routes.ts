// GET sports/search: the public search of the sports header, bound to its endpoint in the contract
// (packages/contract/src/search.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { search as contract } from '@slipstream/contract';
import type { Db } from '../../db/database.ts';
import { routeOf, stringifyOnly } from '../../http/endpoint-route.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import { createSearchService } from './search.service.ts';

// Results carry live odds, like the sports lists: a browser may keep them for a second, never longer.
const FRESH = 'public, max-age=1';

export async function searchRoutes(app: FastifyInstance, deps: { db: Db; odds: OddsCache }): Promise<void> {
  const service = createSearchService({ db: deps.db, cache: deps.odds });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(contract.search),
    config: { public: true },
    ...stringifyOnly,
    handler: async (request, reply) => {
      reply.header('cache-control', FRESH);
      return service.search(request.query.q);
    },
  });
}
