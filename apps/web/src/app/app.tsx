// The app: query client, start-up loads, what the shared layers are handed (app-providers.tsx) and
// the router. Providers only; screens live in routes.tsx.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import type { AppRouter } from './router.tsx';
import { useStartup } from './startup.ts';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useStartup(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>
  );
}
