// Binds a route to its endpoint in the contract: the method, the path within its API and every
// schema come from there, so the route, OpenAPI and the web's types cannot drift apart. A route
// adds only what is the server's own: its handler, hooks, limits and error handler.
import type { Endpoint } from '@slipstream/contract';
import { errorResponses } from '@slipstream/contract/errors';

type Part<E, K extends string> = E extends Record<K, infer S> ? S : undefined;

/** What OpenAPI shows of who may call it (see openapi.ts for the schemes). */
const SECURITY: Record<Endpoint['auth'], Record<string, string[]>[]> = {
  public: [],
  signed: [{ signature: [] }],
  player: [{ signature: [], bearer: [] }],
  operator: [{ operatorKey: [] }],
  'shop-agent': [{ shopAgentKey: [] }],
  'payment-provider': [{ providerSignature: [] }],
  'casino-provider': [{ casinoSignature: [] }],
  dev: [],
};

export function routeOf<const E extends Endpoint>(e: E) {
  const schema = {
    summary: e.summary,
    tags: [e.base],
    security: SECURITY[e.auth],
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    ...(e.produces ? {} : { response: { ...e.responses, ...errorResponses } }),
  };
  return {
    method: e.method,
    url: e.path,
    schema: schema as {
      summary: string;
      tags: string[];
      security: Record<string, string[]>[];
      params: Part<E, 'params'>;
      querystring: Part<E, 'query'>;
      body: Part<E, 'body'>;
      // A non-JSON answer (an image, a page) is the handler's own; only its errors are described.
      response: E extends { produces: string } ? undefined : E['responses'] & typeof errorResponses;
    },
  };
}

/**
 * For the busiest public reads (sports lists, search): the answer is built by code the contract
 * types at compile time and the route tests parse, so it is only stringified on the way out, not
 * validated again on every request.
 */
export const stringifyOnly = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
