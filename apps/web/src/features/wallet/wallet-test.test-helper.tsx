// Test helpers for the wallet screens: a logged-in player, fetch answered per wallet call (by method
// and path), and a screen rendered with the query client, router and dialog host around it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { apiRoutes, json, mockFetch, type ApiRoutes } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';

export { json };

/** Routes: `'POST withdraw'` or `'GET 12/banks'` (paths under user/wallet, or the whole path). */
export type { ApiCall as Call, ApiRoutes as Routes } from '../../test/mock-fetch.ts';

export const PLAYER = {
  id: 7,
  availableBalance: 10_000,
  sportBonusBalance: 0,
  casinoBonusBalance: 0,
  virtualBonusBalance: 0,
  trustBalance: 0,
};

export function logIn(): void {
  useAuthStore.getState().loginSucceeded('test-token', '2348030000000');
  useUserStore.getState().setCurrentUser({ ...PLAYER });
}

export function mockWallet(routes: ApiRoutes) {
  const api = apiRoutes(routes, { under: 'user/wallet/' });
  return { ...api, fetchMock: mockFetch(api.handler) };
}

export function renderScreen(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  return renderWithRouter(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, path);
}

export const METHODS = {
  data: [
    {
      id: 'card',
      name: 'Card',
      description: 'Debit card',
      flow: 'redirect',
      minAmount: 100,
      maxAmount: 5_000_000,
    },
    {
      id: 'bank-transfer',
      name: 'Bank transfer',
      description: 'From your bank',
      flow: 'redirect',
      minAmount: 100,
      maxAmount: 5_000_000,
    },
    {
      id: 'shop',
      name: 'Shop',
      description: 'Cash at a shop',
      flow: 'shop-code',
      minAmount: 100,
      maxAmount: 5_000_000,
    },
  ],
};
