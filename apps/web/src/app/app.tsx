// The app: query client, start-up loads and the router. Providers only; screens live in routes.tsx.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router.tsx';
import { useStartup } from './startup.ts';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useStartup(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
