// A request before it is sent: the route, its parts as values, how it is authenticated, and which
// defects and noise were put into it. Plausible drafts come straight from the route's schemas.
import fc from 'fast-check';
import type { CatalogRoute } from '../../http/route-catalog.ts';
import { objectShape, partSchema, pathParams, type JsonSchema } from './json-schema.ts';
import { PARTNER_BODIES, partnerOf } from './partners.ts';
import { plainParam, plausible, type Pools } from './values.ts';

/** JSON text put into a body as is: numbers JSON.stringify cannot write, nesting it would recurse on. */
export class RawJson {
  constructor(readonly text: string) {}
}

export const NO_BODY = Symbol('no body');

/** How the web app's signing headers are sent (SPEC.md §7); anything but fresh is refused. */
export type Signing = 'fresh' | 'missing' | 'stale' | 'future' | 'garbled' | 'wrong-key' | 'wrong-client';
/** How a partner call is authenticated (operator key, shop key, webhook and wallet signatures). */
export type PartnerAuth = 'good' | 'missing' | 'wrong' | 'stale';
export type Caller = { kind: 'me' } | { kind: 'none' } | { kind: 'token'; token: string };

export interface Draft {
  route: CatalogRoute;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: unknown;
  contentType: string;
  caller: Caller;
  signing: Signing;
  partner: PartnerAuth;
  idempotencyKey: string | null;
  defects: string[];
  noise: string[];
}

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The schema a route's body follows: its own, or the partner payload the handler parses itself. */
export function bodySchema(route: CatalogRoute): JsonSchema | undefined {
  const partner = partnerOf(route);
  return partSchema(route, 'body') ?? (partner ? PARTNER_BODIES[partner] : undefined);
}

function paramsArb(route: CatalogRoute, pools: Pools): fc.Arbitrary<Record<string, string>> {
  const shape = objectShape(partSchema(route, 'params'));
  const model = Object.fromEntries(
    pathParams(route.url).map((name) => {
      const schema = shape?.properties?.[name];
      return [name, schema ? plausible(schema, pools, name).map(String) : plainParam(name, pools)];
    }),
  );
  return fc.record(model);
}

function queryArb(route: CatalogRoute, pools: Pools): fc.Arbitrary<Record<string, string>> {
  const shape = objectShape(partSchema(route, 'querystring'));
  if (!shape?.properties) return fc.constant({});
  const model = Object.fromEntries(
    Object.entries(shape.properties).map(([name, schema]) => [
      name,
      plausible(schema, pools, name).map(String),
    ]),
  );
  return fc.record(model, { requiredKeys: shape.required ?? [] });
}

function bodyArb(route: CatalogRoute, pools: Pools): fc.Arbitrary<unknown> {
  const schema = bodySchema(route);
  if (schema) return plausible(schema, pools);
  return BODY_METHODS.has(route.method) ? fc.constantFrom<unknown>(NO_BODY, {}) : fc.constant(NO_BODY);
}

/** A request a client could send to `route`: defects and noise are added on top of it. */
export function plausibleDraft(route: CatalogRoute, pools: Pools): fc.Arbitrary<Draft> {
  const key =
    route.method === 'GET'
      ? fc.constant(null)
      : fc.oneof(
          { weight: 6, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: fc.constant(null) },
          // One key reused across requests: a retry of another request's key.
          { weight: 1, arbitrary: fc.constant('fuzz-reused-key') },
        );
  return fc
    .record({
      params: paramsArb(route, pools),
      query: queryArb(route, pools),
      body: bodyArb(route, pools),
      key,
    })
    .map(({ params, query, body, key: idempotencyKey }) => ({
      route,
      params,
      query,
      headers: {},
      body,
      contentType: 'application/json',
      caller: { kind: 'me' },
      signing: 'fresh',
      partner: 'good',
      idempotencyKey,
      defects: [],
      noise: [],
    }));
}
