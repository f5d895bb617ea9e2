// fetch answered by a test handler: every test that talks to the api client uses this one. A call the
// handler does not answer fails like an unreachable server, which the app must shrug off.
import { vi } from 'vitest';

export type FetchHandler = (
  url: string,
  init: RequestInit,
) => Response | undefined | Promise<Response | undefined>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces global fetch; returns the mock so tests can read the calls. */
export function mockFetch(handler: FetchHandler = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await handler(url, init);
    if (!answer) throw new TypeError('Failed to fetch');
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A call the app made, as a test route sees it. */
export interface ApiCall {
  method: string;
  /** The path under /api/v2 (without `under`, when given). */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers by `'METHOD path'`, e.g. `'POST bets/history'` or `'GET bets/5'`. */
export type ApiRoutes = Record<string, (call: ApiCall) => Response | Promise<Response>>;

/**
 * A fetch handler answering calls under /api/v2 from `routes`, recording every call. With `under`
 * (e.g. `user/wallet/`), a route may name the path below it or the whole path.
 */
export function apiRoutes(routes: ApiRoutes, options: { under?: string } = {}) {
  const calls: ApiCall[] = [];
  const handler: FetchHandler = (url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const full = parsed.pathname.replace(/^\/api\/v2\//, '');
    const path = options.under && full.startsWith(options.under) ? full.slice(options.under.length) : full;
    const method = init.method ?? 'GET';
    const call: ApiCall = {
      method,
      path,
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    return (routes[`${method} ${path}`] ?? routes[`${method} ${full}`])?.(call);
  };
  return {
    handler,
    calls,
    of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
