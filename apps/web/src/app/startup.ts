// Start-up loads (SPEC.md §4 "Startup"): runtime settings, banners (web only), the bonus table,
// global variables and the sports menu for everyone; the player's own data when authenticated.
// Failures are silently ignored: the app stays usable with what it already has.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { globalVariablesQuery } from '../api/auth.ts';
import { bonusListQuery } from '../api/bonus.ts';
import { clientConfigQuery } from '../api/client-config.ts';
import { bannersQuery, keepWebBanners } from '../api/content.ts';
import { sportsMenuQuery } from '../api/sports.ts';
import { selectIsAuthenticated, useAuthStore } from '../stores/auth-store.ts';
import { useBetslipStore } from '../stores/betslip-store.ts';
import { useRuntimeConfigStore } from '../stores/runtime-config-store.ts';
import { useUtilityStore } from '../stores/utility-store.ts';
import { loadSessionData } from './load-session-data.ts';

export async function runStartup(queryClient: QueryClient): Promise<void> {
  const utility = () => useUtilityStore.getState();
  const betslip = () => useBetslipStore.getState();
  const loads: Promise<unknown>[] = [
    queryClient
      .fetchQuery(clientConfigQuery())
      .then((c) => useRuntimeConfigStore.getState().setClientConfig(c)),
    queryClient.fetchQuery(bannersQuery()).then((b) => utility().setBanners(keepWebBanners(b))),
    queryClient.fetchQuery(bonusListQuery()).then((rows) => {
      utility().setSportsbookBonusList(rows);
      betslip().setSportsbookBonusList(rows);
    }),
    queryClient.fetchQuery(globalVariablesQuery()).then((variables) => {
      utility().setSportsbookGlobalVariable(variables);
      betslip().setSportsbookGlobalVariable(variables);
    }),
    queryClient.fetchQuery(sportsMenuQuery()).then((menu) => utility().setSportsMenu(menu)),
  ];
  if (selectIsAuthenticated(useAuthStore.getState())) loads.push(loadSessionData());
  await Promise.allSettled(loads);
}

/** Runs the start-up loads once per page load. */
export function useStartup(queryClient: QueryClient): void {
  useEffect(() => {
    void runStartup(queryClient);
  }, [queryClient]);
}
