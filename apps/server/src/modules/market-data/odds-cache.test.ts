// The odds cache prices a selection in O(1) and says why one cannot be bet.
import { describe, expect, it } from 'vitest';
import { MARKET_STATUS } from '@slipstream/domain';
import { cachedFixture as fixture } from './cached-fixture.test-helper.ts';
import { OddsCache, marketKey } from './odds-cache.ts';

const ref = (outcomeId: string, matchId = 7) => ({ matchId, marketId: 1, specifier: '', outcomeId });

describe('OddsCache', () => {
  it('quotes an open selection with its price and producer', () => {
    const cache = new OddsCache();
    cache.put(fixture(7));
    expect(cache.quote(ref('1'))).toEqual({
      ...ref('1'),
      odds: 2.5,
      open: true,
      reason: null,
      live: false,
      producerId: 3,
      priceTs: 1_000,
    });
  });

  it('says why a selection cannot be bet', () => {
    const cache = new OddsCache();
    const f = fixture(7);
    cache.put(f);
    expect(cache.quote(ref('9'))).toMatchObject({ open: false, reason: 'unknown_selection', odds: null });
    expect(cache.quote(ref('1', 8))).toMatchObject({ open: false, reason: 'unknown_selection' });
    expect(cache.quote(ref('3'))).toMatchObject({ open: false, reason: 'outcome_not_active', odds: 2.9 });
    cache.setProducerDown(3, true);
    expect(cache.quote(ref('1'))).toMatchObject({ open: false, reason: 'producer_down', odds: 2.5 });
    cache.setProducerDown(3, false);
    f.markets.get(marketKey(1, ''))!.status = MARKET_STATUS.suspended;
    expect(cache.quote(ref('1'))).toMatchObject({ open: false, reason: 'market_not_active' });
    f.status = 'ended';
    expect(cache.quote(ref('1'))).toMatchObject({ open: false, reason: 'match_not_open' });
  });

  it('indexes fixtures by sport, category and tournament, and re-files a moved one', () => {
    const cache = new OddsCache();
    cache.put(fixture(1));
    cache.put(fixture(2, { tournament: { id: 18, name: 'Championship' } }));
    expect([...cache.ofTournament(17)].map((f) => f.id)).toEqual([1]);
    expect([...cache.ofCategory(1)].map((f) => f.id).sort()).toEqual([1, 2]);
    const version = cache.version;
    const moved = cache.fixture(1)!;
    moved.tournament = { id: 18, name: 'Championship' };
    cache.put(moved);
    expect(cache.version).toBeGreaterThan(version);
    expect(cache.ofTournament(17).size).toBe(0);
    expect([...cache.ofTournament(18)].map((f) => f.id).sort()).toEqual([1, 2]);
    cache.remove(2);
    expect(cache.fixture(2)).toBeUndefined();
    expect([...cache.ofSport(1)].map((f) => f.id)).toEqual([1]);
    expect(cache.sportIds()).toEqual([1]);
  });
});
