// The lobby's calls (SPEC.md §7 Casino): search, lists by provider or category, providers,
// categories and promotions are public; favourites and recently played need a login.
import { casino as contract } from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../../http/auth.ts';
import { routeOf } from '../../../http/endpoint-route.ts';
import type { CatalogService } from './catalog.service.ts';

export async function catalogRoutes(app: FastifyInstance, catalog: CatalogService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicRead = { public: true };
  const loggedIn = { onRequest: app.requireUser };

  r.route({
    ...routeOf(contract.searchGames),
    config: publicRead,
    handler: async (request) => ({ data: await catalog.search(request.query.gameName) }),
  });
  r.route({
    ...routeOf(contract.listGames),
    config: publicRead,
    handler: async (request) => ({ data: await catalog.list(request.query) }),
  });
  r.route({
    ...routeOf(contract.listProviders),
    config: publicRead,
    handler: async () => ({ data: await catalog.providers() }),
  });
  // POST as SPEC.md §7 lists it; it reads only, so any body (or none) is accepted and ignored.
  r.route({
    ...routeOf(contract.listCategories),
    handler: async () => ({ data: await catalog.categories() }),
  });
  // SPEC.md does not show the method: a read with no input is a GET (cacheable, public).
  r.route({
    ...routeOf(contract.listPromotions),
    config: publicRead,
    handler: async () => ({ data: await catalog.promotions() }),
  });

  r.route({
    ...routeOf(contract.listFavourites),
    ...loggedIn,
    handler: async (request) => ({ data: await catalog.favourites(userOf(request).id) }),
  });
  r.route({
    ...routeOf(contract.addFavourite),
    ...loggedIn,
    handler: async (request) => ({
      data: await catalog.addFavourite(userOf(request).id, request.body.gameId),
    }),
  });
  r.route({
    ...routeOf(contract.removeFavourite),
    ...loggedIn,
    handler: async (request) => ({
      data: await catalog.removeFavourite(userOf(request).id, request.params.gameId),
    }),
  });
  r.route({
    ...routeOf(contract.listRecentlyPlayed),
    ...loggedIn,
    handler: async (request) => ({ data: await catalog.recent(userOf(request).id) }),
  });
}
