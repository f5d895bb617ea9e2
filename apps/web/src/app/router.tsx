// Creates the app's router (browser history in the app, memory history in tests) and binds it as
// the navigator logout uses.
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { bindNavigation } from '../stores/session.ts';
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
