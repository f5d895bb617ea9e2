// Start-up loads (SPEC.md §4 "Startup"): runtime settings, banners (web only), the bonus table,
// global variables and the sports menu for everyone; the player's own data when authenticated.
// Failures are silently ignored: the app stays usable with what it already has. What the page
// brought with it (app/first-screen.ts) is already in the query cache: applyCachedStartup puts it in
// the stores before the first render, and the loads below then take it from the cache.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { globalVariablesQuery, type GlobalVariables } from '../api/auth.ts';
import { bonusListQuery, type BonusRow } from '../api/bonus.ts';
import { clientConfigQuery, type ClientConfig } from '../api/client-config.ts';
import { bannersQuery, keepWebBanners, type Banner } from '../api/content.ts';
import { sportsMenuQuery, type SportsMenuItem } from '../api/sports.ts';
import { useBetslipStore } from '../features/betslip/betslip-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../stores/auth-store.ts';
import { loadSessionData } from '../stores/load-session-data.ts';
import { useRuntimeConfigStore } from '../stores/runtime-config-store.ts';
import { useUtilityStore } from '../stores/utility-store.ts';

const utility = () => useUtilityStore.getState();
const betslip = () => useBetslipStore.getState();

interface StartupRead {
  /** Fetches (or takes from the cache) and stores the answer. */
  load(queryClient: QueryClient): Promise<void>;
  /** Stores the answer the cache already holds, if any. */
  applyCached(queryClient: QueryClient): void;
}

function read<T>(
  options: () => FetchQueryOptions<T, Error, T, string[]>,
  apply: (value: T) => void,
): StartupRead {
  return {
    load: (queryClient) => queryClient.fetchQuery(options()).then(apply),
    applyCached: (queryClient) => {
      const data = queryClient.getQueryData<T>(options().queryKey);
      if (data !== undefined) apply(data);
    },
  };
}

/** Each start-up read and where its answer goes. */
const STARTUP: readonly StartupRead[] = [
  read<ClientConfig>(clientConfigQuery, (c) => useRuntimeConfigStore.getState().setClientConfig(c)),
  read<Banner[]>(bannersQuery, (b) => utility().setBanners(keepWebBanners(b))),
  read<BonusRow[]>(bonusListQuery, (rows) => {
    utility().setSportsbookBonusList(rows);
    betslip().setSportsbookBonusList(rows);
  }),
  read<GlobalVariables>(globalVariablesQuery, (variables) => {
    utility().setSportsbookGlobalVariable(variables);
    betslip().setSportsbookGlobalVariable(variables);
  }),
  read<SportsMenuItem[]>(sportsMenuQuery, (menu) => utility().setSportsMenu(menu)),
];

/** Puts the start-up answers the query cache already holds into the stores, synchronously. */
export function applyCachedStartup(queryClient: QueryClient): void {
  for (const r of STARTUP) r.applyCached(queryClient);
}

export async function runStartup(queryClient: QueryClient): Promise<void> {
  const loads: Promise<unknown>[] = STARTUP.map((r) => r.load(queryClient));
  if (selectIsAuthenticated(useAuthStore.getState())) loads.push(loadSessionData());
  await Promise.allSettled(loads);
}

/** Runs the start-up loads once per page load. */
export function useStartup(queryClient: QueryClient): void {
  useEffect(() => {
    void runStartup(queryClient);
  }, [queryClient]);
}
