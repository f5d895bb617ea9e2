// Renders the whole app (real routes, stores and dialog host) at a path, with fetch answered by a
// test handler. Unhandled calls fail like an unreachable server, which the app must shrug off.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from '../app/app.tsx';
import { createTestRouter } from '../app/router.tsx';
import { mockFetch, type FetchHandler } from './mock-fetch.ts';

export { json, mockFetch, type FetchHandler } from './mock-fetch.ts';

export function renderApp(path = '/', handler?: FetchHandler) {
  const fetchMock = mockFetch(handler);
  const router = createTestRouter(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const utils = render(<App router={router} queryClient={queryClient} />);
  return { ...utils, router, queryClient, fetchMock };
}
