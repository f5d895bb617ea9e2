// The sports API of SPEC.md §7 "Sports" under /api/v2: public reads (no signing) of the menu,
// categories, tournaments, highlights, fixtures, one match, top bets, and the betslip odds refresh.
// Each route is bound to its endpoint in the contract (packages/contract/src/sports.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sports as contract } from '@slipstream/contract';
import { routeOf, stringifyOnly } from '../../http/endpoint-route.ts';
import { assertClientIdParam } from '../settings/client-id.ts';
import type { SportsService } from './sports.service.ts';

// Reads change with every odds update; browsers may keep them for a second, never longer.
const FRESH = 'public, max-age=1';

export async function sportsRoutes(app: FastifyInstance, sports: SportsService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { config: { public: true }, ...stringifyOnly } as const;

  r.route({
    ...routeOf(contract.menu),
    ...pub,
    handler: async (request, reply) => {
      reply.header('cache-control', FRESH);
      return sports.menu(request.query.timeoffset);
    },
  });

  r.route({
    ...routeOf(contract.categories),
    ...pub,
    handler: async (request, reply) => {
      reply.header('cache-control', FRESH);
      return sports.categories(request.params.id);
    },
  });

  r.route({
    ...routeOf(contract.tournaments),
    ...pub,
    handler: async (request, reply) => {
      reply.header('cache-control', FRESH);
      return sports.tournaments(request.params.id);
    },
  });

  r.route({
    ...routeOf(contract.prematchHighlight),
    ...pub,
    handler: async (request, reply) => {
      reply.header('cache-control', FRESH);
      const q = request.query;
      return sports.prematchHighlight(request.params.id, { ...q, hours: q.hours ?? null });
    },
  });

  r.route({
    ...routeOf(contract.liveHighlight),
    ...pub,
    handler: async (request, reply) => {
      reply.header('cache-control', FRESH);
      const { markets, market } = request.query;
      return sports.liveHighlight(request.params.id, markets, market ?? []);
    },
  });

  r.route({
    ...routeOf(contract.tournamentFixtures),
    ...pub,
    handler: async (request, reply) => {
      reply.header('cache-control', FRESH);
      const { sportID, marketID, market } = request.query;
      return sports.tournamentFixtures(request.params.id, sportID ?? null, marketID ?? null, market);
    },
  });

  r.route({
    ...routeOf(contract.match),
    ...pub,
    handler: async (request, reply) => {
      reply.header('cache-control', FRESH);
      return sports.match(request.params.id);
    },
  });

  r.route({
    ...routeOf(contract.topBets),
    ...pub,
    handler: async (request, reply) => {
      assertClientIdParam(request.params.clientId);
      reply.header('cache-control', FRESH);
      return sports.topBets();
    },
  });

  // A POST only because the list of selections can be long; it reads and changes nothing, so it is
  // public like the other sports reads (the web app calls it at start for every visitor).
  r.route({
    ...routeOf(contract.oddsRefresh),
    ...pub,
    handler: async (request) => ({ success: true as const, data: sports.oddsRefresh(request.body.events) }),
  });
}
