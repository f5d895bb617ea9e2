// The two API bases and the signing client code, read once from the build's VITE_* settings.
import { CLIENT_ID } from '@slipstream/domain';

export interface ApiConfig {
  sportsBase: string;
  productBase: string;
  clientId: number;
  clientCode: string;
}

const trimSlash = (base: string) => base.replace(/\/+$/, '');

export function readApiConfig(env: Partial<Record<string, string | undefined>>): ApiConfig {
  return {
    sportsBase: trimSlash(env.VITE_SPORTS_API_BASE || '/api/v2'),
    productBase: trimSlash(env.VITE_PRODUCT_API_BASE || '/api/product'),
    clientId: CLIENT_ID,
    clientCode: env.VITE_CLIENT_CODE || 'slipstream-dev-client-code',
  };
}

export const apiConfig: ApiConfig = readApiConfig(import.meta.env);
