// Every route the app serves, with its schemas and options, as registered: the fuzz test walks it so
// a new route is exercised without being listed anywhere.
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export interface CatalogRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  /** A public route: no signing headers needed (see signing.ts). */
  public: boolean;
  /** The route's own onRequest hooks (app.requireUser among them for a logged-in route). */
  onRequest: readonly unknown[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: readonly CatalogRoute[];
  }
}

/** Must run before any route is added: onRoute sees only the routes that come after it. */
export function registerRouteCatalog(app: FastifyInstance): void {
  const routes: CatalogRoute[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        public: route.config?.public === true,
        onRequest: [route.onRequest ?? []].flat(),
      });
    }
  });
}
