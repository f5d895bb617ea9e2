// The sports API of SPEC.md §7 "Sports" under /api/v2: public reads (no signing) of the menu,
// categories, tournaments, highlights, fixtures, one match, top bets, and the betslip odds refresh.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertClientIdParam } from '../settings/client-id.ts';
import {
  categoriesResponse,
  categoryIdParams,
  clientIdParams,
  fixturesQuery,
  fixturesResponse,
  liveParams,
  liveQuery,
  liveResponse,
  matchIdParams,
  matchResponse,
  menuQuery,
  menuResponse,
  oddsRefreshBody,
  oddsRefreshResponse,
  prematchQuery,
  prematchResponse,
  sportIdParams,
  topBetsResponse,
  tournamentIdParams,
  tournamentsResponse,
} from './sports.schemas.ts';
import type { SportsService } from './sports.service.ts';

// Reads change with every odds update; browsers may keep them for a second, never longer.
const FRESH = 'public, max-age=1';

/**
 * Answers are built by typed code the type provider checks against the response schemas at compile
 * time (and the tests parse them); validating them again on every call would double the cost of the
 * busiest reads, so they are only stringified. The schemas still document them (OpenAPI).
 */
const stringifyOnly = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

export async function sportsRoutes(app: FastifyInstance, sports: SportsService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { public: true } as const;

  r.get(
    '/sports/menu',
    { config: pub, ...stringifyOnly, schema: { querystring: menuQuery, response: { 200: menuResponse } } },
    async (request, reply) => {
      reply.header('cache-control', FRESH);
      return sports.menu(request.query.timeoffset);
    },
  );

  r.get(
    '/sports/categories/:id',
    {
      config: pub,
      ...stringifyOnly,
      schema: { params: sportIdParams, response: { 200: categoriesResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', FRESH);
      return sports.categories(request.params.id);
    },
  );

  r.get(
    '/sports/tournaments/:id',
    {
      config: pub,
      ...stringifyOnly,
      schema: { params: categoryIdParams, response: { 200: tournamentsResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', FRESH);
      return sports.tournaments(request.params.id);
    },
  );

  r.get(
    '/sports/highlight/prematch/:id',
    {
      config: pub,
      ...stringifyOnly,
      schema: { params: sportIdParams, querystring: prematchQuery, response: { 200: prematchResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', FRESH);
      const q = request.query;
      return sports.prematchHighlight(request.params.id, { ...q, hours: q.hours ?? null });
    },
  );

  r.get(
    '/sports/highlight/live/:id',
    {
      config: pub,
      ...stringifyOnly,
      schema: { params: liveParams, querystring: liveQuery, response: { 200: liveResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', FRESH);
      return sports.liveHighlight(request.params.id, request.query.markets);
    },
  );

  r.get(
    '/sports/get-fixtures/:id',
    {
      config: pub,
      ...stringifyOnly,
      schema: { params: tournamentIdParams, querystring: fixturesQuery, response: { 200: fixturesResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', FRESH);
      const { sportID, marketID } = request.query;
      return sports.tournamentFixtures(request.params.id, sportID ?? null, marketID ?? null);
    },
  );

  r.get(
    '/sports/match/:id',
    { config: pub, ...stringifyOnly, schema: { params: matchIdParams, response: { 200: matchResponse } } },
    async (request, reply) => {
      reply.header('cache-control', FRESH);
      return sports.match(request.params.id);
    },
  );

  r.get(
    '/sports/:clientId/top-bets',
    { config: pub, ...stringifyOnly, schema: { params: clientIdParams, response: { 200: topBetsResponse } } },
    async (request, reply) => {
      assertClientIdParam(request.params.clientId);
      reply.header('cache-control', FRESH);
      return sports.topBets();
    },
  );

  // A POST only because the list of selections can be long; it reads and changes nothing, so it is
  // public like the other sports reads (the web app calls it at start for every visitor).
  r.post(
    '/sports/odds-refresh',
    {
      config: pub,
      ...stringifyOnly,
      schema: { body: oddsRefreshBody, response: { 200: oddsRefreshResponse } },
    },
    async (request) => ({ success: true as const, data: sports.oddsRefresh(request.body.events) }),
  );
}
