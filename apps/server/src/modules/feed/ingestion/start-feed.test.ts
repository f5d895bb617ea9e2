// What fills the odds cache follows ROLE and FEED: the simulator's ingestion, or a read cache kept
// from the database in a process that does not ingest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedBroker } from '../../../broker/embedded-broker.ts';
import type { Broker } from '../../../broker/index.ts';
import { testConfig } from '../../../config.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { OddsCache } from '../../market-data/odds-cache.ts';
import { silentLog } from './log.ts';
import { startFeed } from './start-feed.ts';

describe('startFeed', () => {
  let database: TestDatabase;
  let broker: Broker;

  beforeAll(async () => {
    database = await createTestDatabase();
    broker = await createEmbeddedBroker();
  });
  afterAll(async () => {
    await broker.close();
    await database.dispose();
  });

  const start = (overrides: Parameters<typeof testConfig>[0]) =>
    startFeed({
      config: testConfig(overrides),
      db: database.db,
      broker,
      cache: new OddsCache(),
      log: silentLog,
    });

  it('keeps a read cache from the database in an API process, and when the feed is off', async () => {
    for (const overrides of [
      { ROLE: 'api', FEED: 'simulator' },
      { ROLE: 'all', FEED: 'off' },
    ] as const) {
      const feed = await start(overrides);
      expect(feed.source).toBe('database');
      await feed.stop();
    }
  });

  it('refuses a feed it does not know', async () => {
    await expect(start({ ROLE: 'feed', FEED: 'betradar' })).rejects.toThrow(/FEED=betradar is not a feed/);
  });

  it('ingests the simulator in a feed process, its snapshot applied before it resolves', async () => {
    const cache = new OddsCache();
    const feed = await startFeed({
      config: testConfig({ ROLE: 'feed', FEED: 'simulator', SIM_SEED: 3 }),
      db: database.db,
      broker,
      cache,
      log: silentLog,
    });
    expect(feed.source).toBe('simulator');
    expect(cache.size).toBeGreaterThan(100);
    await feed.stop();
    const stored = await database.db.selectFrom('fixtures').select('id').execute();
    expect(stored.length).toBeGreaterThanOrEqual(cache.size);
  });
});
