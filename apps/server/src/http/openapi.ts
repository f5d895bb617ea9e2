// The API published as OpenAPI 3.1, built from the routes as they are registered (each bound to
// its endpoint in the contract): the document at /api/docs/openapi.json and a page to read it at
// /api/docs. Both are public, as the contract they describe is.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SIGNING_HEADERS } from '@slipstream/domain';
import { CASINO_SIGNATURE_HEADER } from '../modules/casino/wallet/wallet-signature.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../modules/wallet/payments/sandbox/sandbox-gateway.ts';
import { SHOP_AGENT_KEY_HEADER } from '../modules/wallet/shop/shop.routes.ts';
import { OPERATOR_KEY_HEADER } from './operator-guard.ts';

export const OPENAPI_DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = `${OPENAPI_DOCS_PATH}/openapi.json`;

const ROOT_ENDPOINTS = new Set(['/healthz', '/readyz', '/metrics', '/media/:id']);

/**
 * What is part of the API: everything under /api, and health, metrics and uploaded media at the
 * root. Not the web app's files, the catch-all 404, the docs' own pages, nor the sandbox gateway's
 * payment page (it stands in for a provider's own page and is never called by a program).
 */
export function isDocumented(url: string): boolean {
  if (url === '/api/*' || url.startsWith(OPENAPI_DOCS_PATH)) return false;
  return url.startsWith('/api/') || ROOT_ENDPOINTS.has(url);
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
            name: SIGNING_HEADERS.signature,
            description: `The app's request signature of SPEC.md §7, sent with the ${SIGNING_HEADERS.clientId} and ${SIGNING_HEADERS.apiKey} headers.`,
          },
          operatorKey: {
            type: 'apiKey',
            in: 'header',
            name: OPERATOR_KEY_HEADER,
            description: "The operator's key.",
          },
          shopAgentKey: {
            type: 'apiKey',
            in: 'header',
            name: SHOP_AGENT_KEY_HEADER,
            description: "A shop agent's key.",
          },
          providerSignature: {
            type: 'apiKey',
            in: 'header',
            name: SANDBOX_SIGNATURE_HEADER,
            description:
              "The payment provider's signature of the raw body, in the header its gateway names (the sandbox gateway's is shown).",
          },
          casinoSignature: {
            type: 'apiKey',
            in: 'header',
            name: CASINO_SIGNATURE_HEADER,
            description: "The casino provider's HMAC of the raw body with the shared secret.",
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
