// The two API bases and the signing client code, read once from the build's VITE_* settings.
import type { API_PREFIXES } from '@slipstream/contract/prefixes';
import { CLIENT_ID } from '@slipstream/domain';

export interface ApiConfig {
  sportsBase: string;
  productBase: string;
  clientId: number;
  clientCode: string;
}

const trimSlash = (base: string) => base.replace(/\/+$/, '');

// Where the server mounts each API when the build names no other base: checked against the contract.
const SPORTS_PREFIX: (typeof API_PREFIXES)['sports'] = '/api/v2';
const PRODUCT_PREFIX: (typeof API_PREFIXES)['product'] = '/api/product';

export function readApiConfig(env: Partial<Record<string, string | undefined>>): ApiConfig {
  return {
    sportsBase: trimSlash(env.VITE_SPORTS_API_BASE || SPORTS_PREFIX),
    productBase: trimSlash(env.VITE_PRODUCT_API_BASE || PRODUCT_PREFIX),
    clientId: CLIENT_ID,
    clientCode: env.VITE_CLIENT_CODE || 'slipstream-dev-client-code',
  };
}

export const apiConfig: ApiConfig = readApiConfig(import.meta.env);
