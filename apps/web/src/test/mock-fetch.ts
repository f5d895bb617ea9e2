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
