// The API published as OpenAPI 3.1, built from the routes as they are registered (each bound to
// its endpoint in the contract): the document at /api/docs/openapi.json and a page to read it at
// /api/docs. Both are public, as the contract they describe is.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = `${OPENAPI_DOCS_PATH}/openapi.json`;

/** What is not part of the API: the web app's files, the catch-all 404 and the docs' own pages. */
export function isDocumented(url: string): boolean {
  if (url === '/api/*' || url.startsWith(OPENAPI_DOCS_PATH)) return false;
  return url.startsWith('/api/') || url === '/healthz' || url === '/readyz' || url === '/metrics';
}

/** Must run before any route is added: the document is made from the routes that come after it. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Slipstream API',
        description:
          "The players' sports and product APIs, the payment providers' webhooks, the shop agents' " +
          "API, the casino providers' wallet and the operator's back office. Errors answer " +
          '`{ message, code }`.',
        version: '1',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: "A player's session token." },
          signature: {
            type: 'apiKey',
            in: 'header',
            name: 'x-signature',
            description: 'The app request signature of SPEC.md §7, with its client-id and timestamp headers.',
          },
          operatorKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-api-key',
            description: "The operator's key.",
          },
          shopAgentKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-api-key',
            description: "A shop agent's key.",
          },
          providerSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'x-signature',
            description: "The provider's HMAC of the raw body with the shared secret.",
          },
        },
      },
    },
    transform: (document) => {
      if (!isDocumented(document.url)) return { schema: { hide: true }, url: document.url };
      return jsonSchemaTransform(document);
    },
  });
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    docs.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, () => app.swagger());
    await docs.register(swaggerUi, { routePrefix: OPENAPI_DOCS_PATH, staticCSP: true });
  });
}
