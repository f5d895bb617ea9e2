// Renders the whole app (real routes, stores and dialog host) at a path, with fetch answered by a
// test handler. Unhandled calls fail like an unreachable server, which the app must shrug off.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { createTestRouter } from '../app/router.tsx';

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

export function renderApp(path = '/', handler?: FetchHandler) {
  const fetchMock = mockFetch(handler);
  const router = createTestRouter(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const utils = render(<App router={router} queryClient={queryClient} />);
  return { ...utils, router, queryClient, fetchMock };
}
