// Sports API answers for screen tests, shaped as apps/server/src/modules/sports answers them, and a
// fetch handler that serves them by path.
import type { Fixture, MarketHeader } from '../api/sports.ts';
import { json, type FetchHandler } from '../test/mock-fetch.ts';

export const ONE_X_TWO: MarketHeader = {
  id: 1,
  name: '1X2',
  key: '1x2',
  line: null,
  outcomes: [
    { id: '1', label: '1' },
    { id: '2', label: 'X' },
    { id: '3', label: '2' },
  ],
};

let next = 1000;

export function fixture(over: Partial<Fixture> = {}): Fixture {
  const matchId = over.matchId ?? next++;
  const homeTeam = over.homeTeam ?? `Home ${matchId}`;
  const awayTeam = over.awayTeam ?? `Away ${matchId}`;
  return {
    matchId,
    gameId: matchId,
    eventId: matchId,
    eventName: `${homeTeam} - ${awayTeam}`,
    homeTeam,
    awayTeam,
    homeTeamId: matchId * 2,
    awayTeamId: matchId * 2 + 1,
    date: new Date(Date.now() + 3_600_000).toISOString(),
    sport: 'Soccer',
    sportId: 1,
    category: 'England',
    categoryId: 10,
    countryCode: 'GB',
    tournament: 'Premier League',
    tournamentId: 100,
    producerId: 3,
    status: 'not_started',
    live: false,
    type: 'prematch',
    combinability: 0,
    score: '',
    inPlayTime: '',
    liveStatus: null,
    marketCount: 12,
    markets: [
      {
        id: 1,
        name: '1X2',
        specifier: '',
        status: 1,
        groups: ['main'],
        outcomes: [
          { id: '1', name: homeTeam, label: '1', odds: 2.1, active: 1 },
          { id: '2', name: 'Draw', label: 'X', odds: 3.3, active: 1 },
          { id: '3', name: awayTeam, label: '2', odds: 3.6, active: 1 },
        ],
      },
    ],
    ...over,
  };
}

export const MENU = {
  sports: [
    { sportID: 1, sportName: 'Soccer', total: 120, live: 8, prematch: 112, today: 40 },
    { sportID: 2, sportName: 'Basketball', total: 30, live: 3, prematch: 27, today: 9 },
  ],
};

/** Answers by path under /api/v2/ (`sports/menu`, …); the rest fails like an unreachable server. */
export function sportsApi(routes: Record<string, (url: URL) => Response>): FetchHandler {
  return (raw) => {
    const url = new URL(raw, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v2\//, '');
    const route = routes[path] ?? (path === 'sports/menu' ? () => json(MENU) : undefined);
    return route?.(url);
  };
}
