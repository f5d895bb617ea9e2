// Favourites under /api/v2/sports/favourites, bound to their endpoints in the contract
// (packages/contract/src/favourites.ts): a player's list, add, remove and the merge at login act on
// the token's own player; the view of a visitor's device list is public (it reads only).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favourites as contract } from '@slipstream/contract';
import type { Db } from '../../db/database.ts';
import { userOf } from '../../http/auth.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import { createFavouritesService } from './favourites.service.ts';

// A player's own list: never kept by a browser or a proxy.
const PRIVATE = 'private, no-store';

export async function favouriteRoutes(
  app: FastifyInstance,
  deps: { db: Db; odds: OddsCache },
): Promise<void> {
  const favourites = createFavouritesService({ db: deps.db, cache: deps.odds });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loggedIn = { onRequest: app.requireUser };

  r.route({
    ...routeOf(contract.listFavourites),
    ...loggedIn,
    handler: async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return favourites.list(userOf(request).id);
    },
  });

  r.route({
    ...routeOf(contract.addFavourite),
    ...loggedIn,
    handler: async (request) => favourites.add(userOf(request).id, request.body),
  });

  r.route({
    ...routeOf(contract.removeFavourite),
    ...loggedIn,
    handler: async (request) => favourites.remove(userOf(request).id, request.params),
  });

  r.route({
    ...routeOf(contract.mergeFavourites),
    ...loggedIn,
    handler: async (request) => favourites.merge(userOf(request).id, request.body.favourites),
  });

  // A POST only because a device's list can be long; it reads and changes nothing.
  r.route({
    ...routeOf(contract.viewFavourites),
    config: { public: true },
    handler: async (request) => favourites.views(request.body.favourites),
  });
}
