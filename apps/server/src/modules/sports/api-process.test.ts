// An API process (ROLE=api) never sees the feed: it serves the same answers from the database, one
// refresh behind the feed process that writes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedBroker } from '../../broker/embedded-broker.ts';
import type { Broker } from '../../broker/index.ts';
import { startSimulatedFeed, type SimulatedFeed } from '../../test/feed.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  createCacheRefresher,
  type CacheRefresher,
  type RefreshTimer,
} from '../market-data/cache-refresh.ts';
import { isLive, OddsCache } from '../market-data/odds-cache.ts';
import { createSportsService } from './sports.service.ts';

/** The refresher's timer, ticked by hand. */
function handTimer(): RefreshTimer & { tick(): void } {
  let callback: (() => void) | null = null;
  return {
    setInterval(cb) {
      callback = cb;
      return 1;
    },
    clearInterval() {
      callback = null;
    },
    tick: () => callback?.(),
  };
}

describe('an API process reading the database', () => {
  let database: TestDatabase;
  let broker: Broker;
  let feed: SimulatedFeed;
  let refresher: CacheRefresher;
  const feedCache = new OddsCache();
  const apiCache = new OddsCache();
  const timer = handTimer();

  beforeAll(async () => {
    database = await createTestDatabase();
    broker = await createEmbeddedBroker();
    feed = await startSimulatedFeed({
      db: database.db,
      broker,
      cache: feedCache,
      sports: ['soccer', 'tennis'],
    });
    await feed.advance(5 * 60_000);
    await feed.ingestion.flush();
    refresher = createCacheRefresher({
      db: database.db,
      cache: apiCache,
      intervalMs: 1_000,
      log: console,
      timer,
    });
    await refresher.start();
  });
  afterAll(async () => {
    await refresher.stop();
    await feed.stop();
    await broker.close();
    await database.dispose();
  });

  // Both processes answer relative to the same moment.
  const at = () => feedCache.feedTime();
  const answers = (cache: OddsCache) => {
    const sports = createSportsService({ cache, now: at });
    const live = [...feedCache.fixtures()]
      .filter(isLive)
      .map((f) => f.id)
      .sort((a, b) => a - b);
    return {
      menu: sports.menu(-60),
      categories: sports.categories(1),
      prematch: sports.prematchHighlight(1, {
        today: false,
        upcoming: true,
        hours: null,
        page: 1,
        perPage: 50,
        timeoffset: 0,
      }),
      live: sports.liveHighlight(0, true),
      matches: live.map((id) => sports.match(id)),
      top: sports.topBets(),
    };
  };

  it('answers exactly what the feed process answers', () => {
    expect(answers(apiCache)).toEqual(answers(feedCache));
  });

  it('catches up with what the feed wrote since, on its next refresh', async () => {
    await feed.advance(10 * 60_000);
    await feed.ingestion.flush();
    expect(answers(apiCache)).not.toEqual(answers(feedCache));
    timer.tick();
    await refresher.stop(); // waits for the refresh the tick started
    await refresher.refresh();
    expect(answers(apiCache)).toEqual(answers(feedCache));
  });

  it('sees a producer go down', async () => {
    feed.clock.advance(31_000);
    await feed.ingestion.flush();
    await refresher.refresh();
    expect(apiCache.downProducers().sort()).toEqual([1, 3]);
    expect(answers(apiCache)).toEqual(answers(feedCache));
  });
});
