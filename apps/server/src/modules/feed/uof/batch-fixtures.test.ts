// The fixtures a batch needs: stored ones from the database (one read for the batch), the rest and
// every fixture_change's from the provider's API, what the API answered stored in one write.
import { describe, expect, it } from 'vitest';
import { silentLog } from '../ingestion/log.ts';
import { PRODUCER, type Fixture } from '../messages.ts';
import type { FixtureStore } from './batch-fixtures.ts';
import { readBatchFixtures } from './batch-fixtures.ts';
import { capturingLog } from './capturing-log.ts';
import type { DecodedMessage } from './decode.ts';
import { fixtureXml } from './fixture-xml.ts';
import type { StoredFixture } from './provider-cache.repo.ts';
import { ProviderApi } from './provider-api.ts';
import { providerResponseXml } from './provider-response.ts';

const NOW = Date.UTC(2025, 2, 15, 14, 0, 0);

const fixture = (id: number, tournament = 'Premier League'): Fixture => ({
  id,
  sport: { id: 1, name: 'Soccer' },
  category: { id: 1, name: 'England' },
  tournament: { id: 17, name: tournament },
  competitors: { home: { id: 2 * id, name: `Home ${id}` }, away: { id: 2 * id + 1, name: `Away ${id}` } },
  start_time: NOW + 3_600_000,
  status: 'not_started',
  live: false,
});

const odds = (matchId: number): DecodedMessage => ({
  kind: 'feed',
  message: {
    type: 'odds_change',
    event_id: matchId,
    producer: PRODUCER.prematch,
    timestamp: NOW,
    markets: [],
  },
  requestId: null,
});

const changed = (matchId: number): DecodedMessage => ({
  kind: 'fixture_change',
  eventId: matchId,
  producer: PRODUCER.prematch,
  timestamp: NOW,
  changeType: 'start_time',
  startTime: null,
  requestId: null,
});

/** The provider's API: answers the fixtures it has, 404 for the rest, and records what was asked. */
function provider(known: Map<number, Fixture>, asked: string[], status?: number): ProviderApi {
  const answer: typeof fetch = (input) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    asked.push(path.slice(path.lastIndexOf('sr:match:')));
    if (status)
      return Promise.resolve(
        new Response(providerResponseXml('FORBIDDEN', { message: 'Token expired' }), { status }),
      );
    const found = known.get(Number(/sr:match:(\d+)/.exec(path)![1]));
    return Promise.resolve(
      found
        ? new Response(fixtureXml(found, NOW))
        : new Response(providerResponseXml('NOT_FOUND'), { status: 404 }),
    );
  };
  return new ProviderApi('http://provider.test', 'token', answer);
}

/** A store holding some fixtures, counting its statements. */
function store(held: StoredFixture[]): FixtureStore & { reads: number[][]; writes: StoredFixture[][] } {
  const reads: number[][] = [];
  const writes: StoredFixture[][] = [];
  return {
    reads,
    writes,
    fixtures: (ids) => {
      reads.push([...ids]);
      return Promise.resolve(
        new Map(held.filter((h) => ids.includes(h.fixture.id)).map((h) => [h.fixture.id, h])),
      );
    },
    storeFixtures: (fixtures) => {
      writes.push([...fixtures]);
      return Promise.resolve();
    },
  };
}

describe('the fixtures a batch needs', () => {
  it('takes stored fixtures from the database, asks the API for the rest and each fixture_change, and stores what it read at once', async () => {
    const asked: string[] = [];
    const api = provider(new Map([1, 2, 3, 4].map((id) => [id, fixture(id)])), asked);
    const cached = store([
      { fixture: fixture(1), fetchedAt: NOW - 60_000 },
      { fixture: fixture(3, 'Old name'), fetchedAt: NOW - 60_000 },
    ]);
    const batch = [odds(1), odds(2), odds(2), odds(3), changed(3), odds(5), odds(9), null];
    const read = await readBatchFixtures(batch, {
      api,
      store: cached,
      log: silentLog,
      known: (id) => id === 9,
      stopped: () => false,
      now: () => NOW,
    });
    expect(cached.reads).toEqual([[1, 2, 5]]);
    expect(asked.sort()).toEqual([
      'sr:match:2/fixture.xml',
      'sr:match:3/fixture_change_fixture.xml',
      'sr:match:5/fixture.xml',
    ]);
    expect(read!.get(1)).toEqual({ fixture: fixture(1), fetchedAt: NOW - 60_000 });
    expect(read!.get(3)).toEqual({ fixture: fixture(3), fetchedAt: NOW });
    expect(read!.get(5)).toBeNull();
    expect(read!.has(9)).toBe(false);
    expect(cached.writes).toHaveLength(1);
    expect(cached.writes[0]!.map((w) => w.fixture.id).sort()).toEqual([2, 3]);
  });

  it('goes on with the API when the database does not answer', async () => {
    const asked: string[] = [];
    const log = capturingLog();
    const read = await readBatchFixtures([odds(1)], {
      api: provider(new Map([[1, fixture(1)]]), asked),
      store: {
        fixtures: () => Promise.reject(new Error('connection refused')),
        storeFixtures: () => Promise.reject(new Error('connection refused')),
      },
      log,
      known: () => false,
      stopped: () => false,
      now: () => NOW,
    });
    expect(read!.get(1)?.fixture).toEqual(fixture(1));
    expect(log.said('warn', 'could not be read')).toHaveLength(1);
    expect(log.said('warn', 'could not be stored')).toHaveLength(1);
  });

  it('waits while the API refuses our token, saying so, and gives up when the source stops', async () => {
    const asked: string[] = [];
    const log = capturingLog();
    let stopping = false;
    setTimeout(() => (stopping = true), 1_500);
    const read = await readBatchFixtures([odds(1)], {
      api: provider(new Map(), asked, 403),
      store: store([]),
      log,
      known: () => false,
      stopped: () => stopping,
      now: () => NOW,
    });
    expect(read).toBeNull();
    // One try: the next is 30 s away, not a second.
    expect(asked).toEqual(['sr:match:1/fixture.xml']);
    expect(log.said('error', 'refused our access token')[0]!.obj).toMatchObject({
      providerMessage: 'Token expired',
      retryInMs: 30_000,
    });
  });
});
