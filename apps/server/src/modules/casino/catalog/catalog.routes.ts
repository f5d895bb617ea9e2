// The lobby's calls (SPEC.md §7 Casino): search, lists by provider or category, providers,
// categories and promotions are public; favourites and recently played need a login.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../../http/auth.ts';
import { int4Id, int4IdText } from '../../../http/id-schemas.ts';
import type { CatalogService } from './catalog.service.ts';
import {
  categoriesAnswer,
  gamesAnswer,
  promotionsAnswer,
  providersAnswer,
  recentAnswer,
} from './catalog.views.ts';

const clientId = z.object({ clientId: z.coerce.number().int() });
const optionalId = int4IdText().optional();

export async function catalogRoutes(app: FastifyInstance, catalog: CatalogService): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const publicRead = { public: true };
  const loggedIn = { onRequest: app.requireUser };

  api.get(
    '/games/:clientId/game-list',
    {
      config: publicRead,
      schema: {
        params: clientId,
        querystring: z.object({ gameName: z.string().max(100).optional() }),
        response: { 200: gamesAnswer },
      },
    },
    async (request) => ({ data: await catalog.search(request.query.gameName) }),
  );
  api.get(
    '/games/:clientId/list',
    {
      config: publicRead,
      schema: {
        params: clientId,
        querystring: z.object({ providerId: optionalId, categoryId: optionalId }),
        response: { 200: gamesAnswer },
      },
    },
    async (request) => ({ data: await catalog.list(request.query) }),
  );
  api.get(
    '/games/provider',
    { config: publicRead, schema: { response: { 200: providersAnswer } } },
    async () => ({
      data: await catalog.providers(),
    }),
  );
  // POST as SPEC.md §7 lists it; it reads only, so any body (or none) is accepted and ignored.
  api.post('/games/categories', { schema: { response: { 200: categoriesAnswer } } }, async () => ({
    data: await catalog.categories(),
  }));
  // SPEC.md does not show the method: a read with no input is a GET (cacheable, public).
  api.get(
    '/games/promotions',
    { config: publicRead, schema: { response: { 200: promotionsAnswer } } },
    async () => ({
      data: await catalog.promotions(),
    }),
  );

  api.get(
    '/games/favourites',
    { ...loggedIn, schema: { response: { 200: gamesAnswer } } },
    async (request) => ({
      data: await catalog.favourites(userOf(request).id),
    }),
  );
  api.post(
    '/games/favourites',
    {
      ...loggedIn,
      schema: { body: z.object({ gameId: int4Id() }), response: { 200: gamesAnswer } },
    },
    async (request) => ({ data: await catalog.addFavourite(userOf(request).id, request.body.gameId) }),
  );
  api.delete(
    '/games/favourites/:gameId',
    {
      ...loggedIn,
      schema: {
        params: z.object({ gameId: int4IdText() }),
        response: { 200: gamesAnswer },
      },
    },
    async (request) => ({ data: await catalog.removeFavourite(userOf(request).id, request.params.gameId) }),
  );
  api.get('/games/recent', { ...loggedIn, schema: { response: { 200: recentAnswer } } }, async (request) => ({
    data: await catalog.recent(userOf(request).id),
  }));
}
