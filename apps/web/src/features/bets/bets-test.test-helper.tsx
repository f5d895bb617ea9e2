// Test helpers for the bets screens: a logged-in player, fetch answered per bets call (by method and
// path under /api/v2), sample bets, and a screen rendered with a query client, router and dialog host.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BetDetail, BetSummary } from '../../api/bet-history.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { apiRoutes, mockFetch, type ApiRoutes } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';

export { json } from '../../test/mock-fetch.ts';

export type { ApiCall as Call, ApiRoutes as Routes } from '../../test/mock-fetch.ts';

export function logIn(): void {
  useAuthStore.getState().loginSucceeded('test-token', '2348030000000');
  useUserStore.getState().setCurrentUser({
    id: 7,
    availableBalance: 10_000,
    sportBonusBalance: 0,
    casinoBonusBalance: 0,
    virtualBonusBalance: 0,
    trustBalance: 0,
  });
}

/** Answers `'POST bets/history'`, `'GET bets/5'`… and records every call. */
export function mockBets(routes: ApiRoutes) {
  const api = apiRoutes(routes);
  return { ...api, fetchMock: mockFetch(api.handler) };
}

export function renderScreen(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  return {
    queryClient,
    ...renderWithRouter(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, path),
  };
}

/** A match a bet is on, as the history names it. */
export function match(matchId: number, home: string, away: string, finalScore: string | null = null) {
  return { matchId, eventName: `${home} - ${away}`, homeTeam: home, awayTeam: away, finalScore };
}

export function summary(id: number, patch: Partial<BetSummary> = {}): BetSummary {
  return {
    id,
    betslipId: `CODE${id}`,
    placedAt: '2026-11-21T10:00:00.000Z',
    settledAt: null,
    bet_type: 'Multiple',
    stake: 100,
    possibleWin: 523.5,
    bonus: 10,
    status: 'open',
    payout: 0,
    totalOdds: 5.235,
    selectionCount: 3,
    matches: [match(101, 'Arsenal', 'Chelsea'), match(102, 'Lyon', 'Nice'), match(103, 'Porto', 'Benfica')],
    firstPick: { marketName: '1X2', outcomeName: 'Arsenal' },
    live: false,
    useBonus: false,
    cashoutOffer: null,
    ...patch,
  };
}

export function detail(id: number, patch: Partial<BetDetail> = {}): BetDetail {
  return {
    ...summary(id),
    bonusPaid: 0,
    wthTax: 0,
    selections: [
      {
        matchId: 101,
        marketId: 1,
        specifier: '',
        outcomeId: '1',
        odds: '2.10',
        type: 'prematch',
        fixed: false,
        result: 'won',
        voidFactor: null,
        deadHeatFactor: null,
        score: '2:1',
        finalScore: null,
        eventName: 'Arsenal - Chelsea',
        marketName: '1X2',
        outcomeName: 'Arsenal',
        displayName: '1',
        tournament: 'Premier League',
        category: 'England',
        sport: 'Soccer',
      },
      {
        matchId: 102,
        marketId: 18,
        specifier: 'total=2.5',
        outcomeId: '12',
        odds: '1.85',
        type: 'live',
        fixed: false,
        result: 'open',
        voidFactor: null,
        deadHeatFactor: null,
        score: null,
        finalScore: null,
        eventName: 'Lyon - Nice',
        marketName: 'Total',
        outcomeName: 'Over 2.5',
        displayName: 'Over',
      },
    ],
    lines: [],
    ...patch,
  };
}
