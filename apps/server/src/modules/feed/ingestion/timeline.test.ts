// The match centre's data through ingestion: the simulator's timeline entries are stored once, in
// the same write as the status with its statistics, and published on each match's centre topic; a
// replay (a recovery, or a restarted feed process) adds nothing.
import { matchCentreUpdate } from '@slipstream/contract/match-centre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broker } from '../../../broker/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { startSimulatedFeed, type SimulatedFeed } from '../../../test/feed.ts';
import { centreStateView } from '../../market-data/match-centre-view.ts';
import { timelineEntrySchema } from '../../market-data/match-timeline.ts';
import { isLive, OddsCache } from '../../market-data/odds-cache.ts';
import type { TimelineEvent } from '../messages.ts';
import { createIngestion } from './ingest.ts';

const MINUTE = 60_000;
const CENTRE_TOPIC = /^feeds\/live\/match_centre\/(\d+)$/;

/** A broker that keeps what is published (in order), for the test to read. */
function recordingBroker(): Broker & { sent: { topic: string; payload: unknown }[] } {
  const sent: { topic: string; payload: unknown }[] = [];
  return {
    kind: 'embedded',
    sent,
    publish: async (topic, payload) =>
      void sent.push({ topic, payload: JSON.parse(JSON.stringify(payload)) }),
    admit: async () => undefined,
    isReady: () => true,
    attach: () => undefined,
    close: async () => undefined,
  };
}

describe('the match timeline through ingestion', () => {
  let database: TestDatabase;
  let feed: SimulatedFeed;
  const broker = recordingBroker();
  const cache = new OddsCache();

  const timelineMessages = () =>
    feed.delivered.filter((m): m is TimelineEvent => m.type === 'timeline_event');
  const centreUpdates = () =>
    broker.sent.flatMap(({ topic, payload }) => {
      const match = CENTRE_TOPIC.exec(topic);
      return match ? [{ matchId: Number(match[1]), update: matchCentreUpdate.parse(payload) }] : [];
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    feed = await startSimulatedFeed({ db: database.db, broker, cache, sports: ['soccer', 'tennis'] });
    await feed.advance(40 * MINUTE);
    await feed.ingestion.flush();
  });
  afterAll(async () => {
    await feed.stop();
    await database.dispose();
  });

  it('stores every entry once, numbered from 1, with the score and statistics written beside it', async () => {
    const rows = await database.db
      .selectFrom('match_timeline')
      .select(['fixture_id', 'entry_id', 'type', 'entry'])
      .orderBy('fixture_id')
      .orderBy('entry_id')
      .execute();
    const sent = new Set(timelineMessages().map((m) => `${m.event_id}/${m.event.id}`));
    expect(sent.size).toBeGreaterThan(50);
    expect(new Set(rows.map((r) => `${r.fixture_id}/${r.entry_id}`))).toEqual(sent);

    const byFixture = new Map<number, typeof rows>();
    for (const r of rows) byFixture.set(r.fixture_id, [...(byFixture.get(r.fixture_id) ?? []), r]);
    let goals = 0;
    for (const [fixtureId, entries] of byFixture) {
      expect(entries.map((e) => e.entry_id)).toEqual(entries.map((_, i) => i + 1));
      for (const e of entries) expect(timelineEntrySchema.parse(e.entry).type).toBe(e.type);
      const fixture = await database.db
        .selectFrom('fixtures')
        .select(['home_score', 'away_score', 'event_status'])
        .where('id', '=', fixtureId)
        .executeTakeFirstOrThrow();
      expect(fixture.event_status).toMatchObject({ statistics: expect.any(Object) });
      // The last goal stored left the score the fixture's row shows: both are one write.
      const lastGoal = entries.filter((e) => e.type === 'score_change').at(-1);
      if (lastGoal) {
        goals++;
        expect(lastGoal.entry).toMatchObject({
          home_score: fixture.home_score,
          away_score: fixture.away_score,
        });
      }
    }
    expect(goals).toBeGreaterThan(0);
  });

  it('publishes each entry once on its match’s centre topic, and the state the cache holds', () => {
    const updates = centreUpdates();
    const published = updates.flatMap(({ matchId, update }) =>
      update.events.map((e) => `${matchId}/${e.id}`),
    );
    expect(new Set(published).size).toBe(published.length);
    expect(new Set(published)).toEqual(new Set(timelineMessages().map((m) => `${m.event_id}/${m.event.id}`)));

    const fixture = [...cache.fixtures()].find((f) => isLive(f) && f.sport.name === 'Soccer');
    if (!fixture) throw new Error('no live soccer match');
    const last = updates.filter((u) => u.matchId === fixture.id && u.update.state).at(-1)?.update;
    expect(last?.state).toEqual(centreStateView(fixture.status, fixture.eventStatus));
    expect(last?.state?.statistics.map((s) => s.type)).toContain('ball_possession');
  });

  it('takes an entry sent again as a duplicate: nothing written, nothing published', async () => {
    await feed.ingestion.idle();
    const published = feed.ingestion.publisher.published;
    const duplicate = feed.ingestion.stats.duplicate;
    const again = timelineMessages().slice(-5);
    for (const message of again) feed.ingestion.handle(message);
    await feed.ingestion.idle();
    expect(feed.ingestion.stats.duplicate).toBe(duplicate + again.length);
    expect(feed.ingestion.publisher.published).toBe(published);
    expect(feed.ingestion.writes.pending).toBe(0);
  });

  it('knows after a restart which entries are stored, so a recovery’s replay adds none', async () => {
    const restarted = createIngestion({ db: database.db, broker: recordingBroker(), cache: new OddsCache() });
    await restarted.warmStart();
    const open = timelineMessages().filter((m) => cache.fixture(m.event_id)?.status === 'live');
    expect(open.length).toBeGreaterThan(0);
    for (const message of open) restarted.handle(message);
    expect(restarted.stats.applied).toBe(0);
    expect(restarted.stats.duplicate).toBe(open.length);
  });
});
