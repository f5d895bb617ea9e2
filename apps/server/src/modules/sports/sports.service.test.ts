// The sports API reads the odds cache as a bettor should see it: a line of a producer that is down
// shows locked, with its last prices, until the producer is back.
import { MARKET_STATUS } from '@slipstream/domain';
import { describe, expect, it } from 'vitest';
import { cachedFixture } from '../market-data/cached-fixture.test-helper.ts';
import { OddsCache } from '../market-data/odds-cache.ts';
import { createSportsService } from './sports.service.ts';

describe('sports service', () => {
  it('shows the lines of a producer that is down locked, and open again once it is up', () => {
    const cache = new OddsCache();
    cache.put(cachedFixture(7));
    const sports = createSportsService({ cache, now: () => 0 });
    const line = () => sports.match(7).groups[0]!.markets[0]!;

    expect(line()).toMatchObject({ status: MARKET_STATUS.active });
    expect(line().outcomes.map((o) => o.active)).toEqual([1, 1, 0]);

    cache.setProducerDown(3, true);
    expect(line()).toMatchObject({ status: MARKET_STATUS.suspended });
    expect(line().outcomes.map((o) => [o.odds, o.active])).toEqual([
      [2.5, 0],
      [3.1, 0],
      [2.9, 0],
    ]);

    cache.setProducerDown(3, false);
    expect(line().outcomes.map((o) => o.active)).toEqual([1, 1, 0]);
  });
});
