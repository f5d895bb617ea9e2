// A cached fixture for tests: a pre-match soccer match (Premier League) with its 1X2 line open, the
// draw's outcome inactive.
import { MARKET_STATUS } from '@slipstream/domain';
import { marketKey, type CachedFixture, type CachedMarket } from './odds-cache.ts';

export function cachedFixture(id: number, overrides: Partial<CachedFixture> = {}): CachedFixture {
  const line: CachedMarket = {
    fixtureId: id,
    marketId: 1,
    specifier: '',
    status: MARKET_STATUS.active,
    producer: 3,
    ts: 1_000,
    outcomes: [
      { id: '1', odds: 2.5, active: 1 },
      { id: '2', odds: 3.1, active: 1 },
      { id: '3', odds: 2.9, active: 0 },
    ],
  };
  return {
    id,
    sport: { id: 1, name: 'Soccer' },
    category: { id: 1, name: 'England', countryCode: 'ENG' },
    tournament: { id: 17, name: 'Premier League' },
    home: { id: 1, name: 'Lagos City', abbreviation: null },
    away: { id: 2, name: 'Kano Pillars', abbreviation: null },
    startTime: 10_000,
    status: 'not_started',
    statusTs: 1_000,
    eventStatus: null,
    lastMessageAt: 1_000,
    fixtureTs: 1_000,
    oddsTs: { 1: 0, 3: 1_000 },
    markets: new Map([[marketKey(1, ''), line]]),
    ...overrides,
  };
}
