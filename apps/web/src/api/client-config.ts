// GET {product}/client-config: runtime settings the app reads at start (broker address, mobile site).
import type { AnswerOf, system } from '@slipstream/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';

export type ClientConfig = AnswerOf<typeof system.clientConfig>;

export async function fetchClientConfig(client: ApiClient = api): Promise<ClientConfig> {
  return callEndpoint<typeof system.clientConfig>(
    { method: 'GET', base: 'product', path: '/client-config' },
    { public: true },
    client,
  );
}

export const clientConfigQuery = () =>
  queryOptions({ queryKey: ['client-config'], queryFn: () => fetchClientConfig(), staleTime: Infinity });
