// Creates the app's router (browser history in the app, memory history in tests) and binds it as
// the navigator logout uses.
import { isValidElement } from 'react';
import { createBrowserRouter, createMemoryRouter, matchRoutes } from 'react-router';
import { bindNavigation } from '../stores/session.ts';
import type { PreloadablePage } from './lazy-pages.ts';
import { routes } from './routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

function bind(router: AppRouter): AppRouter {
  bindNavigation((to) => void router.navigate(to));
  return router;
}

export function createAppRouter(): AppRouter {
  return bind(createBrowserRouter(routes));
}

/** For tests: starts at `initialPath` (pathname + search). */
export function createTestRouter(initialPath = '/'): AppRouter {
  return bind(createMemoryRouter(routes, { initialEntries: [initialPath] }));
}

/** Loads the chunk of the screen at `pathname`, so its first render does not suspend. Never rejects. */
export async function preloadScreen(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : null;
    const page = type as Partial<PreloadablePage<object>> | null;
    return typeof page?.preload === 'function' ? page.preload() : undefined;
  });
  await Promise.allSettled(loads);
}
