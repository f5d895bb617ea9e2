// TanStack Query defaults: start-up data is fetched once per visit and not refetched on focus;
// retries are few because the live feed, not polling, keeps odds fresh.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
