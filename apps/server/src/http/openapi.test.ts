// The published OpenAPI document is valid 3.1, lists exactly the routes the server registers, and
// every one of them is an endpoint of the contract.
import { Validator } from '@seriousme/openapi-schema-validator';
import { allEndpoints } from '@slipstream/contract/all';
import { fullPath } from '@slipstream/contract/prefixes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { isDocumented, OPENAPI_JSON_PATH } from './openapi.ts';

let t: TestApp;
let document: { openapi: string; paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

/** Fastify's `:id` form, as OpenAPI writes it (`{id}`). */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const key = (method: string, url: string) => `${method.toUpperCase()} ${openApiPath(url)}`;

function documentedOperations(): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => key(method, path)))
    .sort();
}

function registeredRoutes(): string[] {
  const routes = t.app.routeCatalog
    .filter((route) => isDocumented(route.url) && route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => key(route.method, route.url));
  return [...new Set(routes)].sort();
}

describe('OpenAPI', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the server registers, and only those', () => {
    expect(documentedOperations()).toEqual(registeredRoutes());
    expect(registeredRoutes().length).toBeGreaterThan(90);
  });

  it('is served publicly, with a page to read it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the contract', () => {
  it('describes every registered route, and every endpoint is registered', () => {
    const described = [...new Set(allEndpoints.map((e) => key(e.method, fullPath(e))))].sort();
    expect(described).toEqual(registeredRoutes());
  });

  it('names each endpoint once', () => {
    const keys = allEndpoints.map((e) => key(e.method, fullPath(e)));
    expect(keys.length).toBe(new Set(keys).size);
  });
});
