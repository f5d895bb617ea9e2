// GET {product}/client-config: runtime settings the app reads at start (broker address, mobile site).
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from './client.ts';

export const clientConfigSchema = z.object({
  mqttUrl: z.string(),
  mobileSiteUrl: z.nullable(z.string()),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;

export async function fetchClientConfig(client: ApiClient = api): Promise<ClientConfig> {
  return clientConfigSchema.parse(await client.get('product', 'client-config', { public: true }));
}

export const clientConfigQuery = () =>
  queryOptions({ queryKey: ['client-config'], queryFn: () => fetchClientConfig(), staleTime: Infinity });
