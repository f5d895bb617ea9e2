// The fixtures a batch of feed messages needs: every fixture_change's (the match changed, so it is
// read again from the provider's API, and stored), and that of each match this process hears of for
// the first time, taken from PostgreSQL when a process before it read it already, else from the API.
// The database is asked once for the batch, the API for the rest all at once (a few at a time, so a
// batch naming many new matches waits for the slowest answer rather than their sum), and what the
// API answered is stored in one statement.
import type { FeedLog } from '../ingestion/log.ts';
import type { DecodedMessage } from './decode.ts';
import type { StoredFixture } from './provider-cache.repo.ts';
import {
  ProviderAccessRefused,
  ProviderApiError,
  ProviderNotFound,
  ProviderUnavailable,
  type ProviderApi,
} from './provider-api.ts';

/** Fixtures asked of the provider's API at once. */
const READS_AT_ONCE = 16;
const RETRY_PAUSE_MS = 1_000;
/** A refused token is not accepted by asking every second, and asking counts against its limits. */
const REFUSED_PAUSE_MS = 30_000;

/** Where fixtures read before are kept (PostgreSQL: provider-cache.repo.ts). */
export interface FixtureStore {
  fixtures(matchIds: readonly number[]): Promise<Map<number, StoredFixture>>;
  storeFixtures(fixtures: readonly StoredFixture[]): Promise<void>;
}

export interface BatchFixturesOptions {
  api: ProviderApi;
  store: FixtureStore;
  log: FeedLog;
  /** Whether this process has announced the match already (and no fixture_change came since). */
  known: (matchId: number) => boolean;
  /** Whether to give up waiting (the source is stopping). */
  stopped: () => boolean;
  /** The feed's clock: when a fixture was read. */
  now: () => number;
}

interface Ask {
  matchId: number;
  /** Read because of a fixture_change: from the provider's endpoint for a changed fixture. */
  changed: boolean;
}

/**
 * The fixtures the batch needs, by match; null for a match the provider does not know or answers
 * unreadably (its messages are dropped). While the API does not answer, the batch waits, asking again
 * each second (every 30 s while it refuses our token), and the feed behind it waits too (the queue
 * keeps what arrives): dropping or reordering a match's messages instead would lose them. Null when
 * the source stopped meanwhile.
 */
export async function readBatchFixtures(
  batch: readonly (DecodedMessage | null)[],
  options: BatchFixturesOptions,
): Promise<Map<number, StoredFixture | null> | null> {
  const { known } = options;
  const changed = new Set<number>();
  const firstHeard = new Set<number>();
  for (const d of batch) {
    if (d?.kind === 'fixture_change') changed.add(d.eventId);
    else if (d?.kind === 'feed' && d.message.type !== 'alive' && !known(d.message.event_id))
      firstHeard.add(d.message.event_id);
  }
  for (const id of changed) firstHeard.delete(id);
  const read = new Map<number, StoredFixture | null>();
  if (firstHeard.size > 0)
    for (const [id, stored] of await storedFixtures(firstHeard, options)) read.set(id, stored);
  const asks: Ask[] = [
    ...[...changed].map((matchId) => ({ matchId, changed: true })),
    ...[...firstHeard].filter((id) => !read.has(id)).map((matchId) => ({ matchId, changed: false })),
  ];
  const fetched = await askProvider(asks, read, options);
  if (!fetched) return null;
  if (fetched.length > 0) {
    try {
      await options.store.storeFixtures(fetched);
    } catch (err) {
      // Only the next process's savings are lost: it asks the API for these again.
      options.log.warn(
        { err, fixtures: fetched.length },
        'fixtures read from the provider could not be stored',
      );
    }
  }
  return read;
}

async function storedFixtures(
  matchIds: ReadonlySet<number>,
  { store, log }: BatchFixturesOptions,
): Promise<Map<number, StoredFixture>> {
  try {
    return await store.fixtures([...matchIds]);
  } catch (err) {
    log.warn({ err, matches: matchIds.size }, 'stored fixtures could not be read; asking the provider’s API');
    return new Map();
  }
}

/** Reads the asked fixtures into `read`; answers those the API gave, or null when the source stopped. */
async function askProvider(
  asks: readonly Ask[],
  read: Map<number, StoredFixture | null>,
  { api, log, stopped, now }: BatchFixturesOptions,
): Promise<StoredFixture[] | null> {
  const fetched: StoredFixture[] = [];
  let missing = asks;
  while (missing.length > 0) {
    const failed: Ask[] = [];
    // The last refusal of this round, if the API refused our token.
    const round: { refused?: ProviderAccessRefused } = {};
    for (let i = 0; i < missing.length; i += READS_AT_ONCE) {
      await Promise.all(
        missing.slice(i, i + READS_AT_ONCE).map(async (ask) => {
          try {
            const fixture = await api.fixture(ask.matchId, { changed: ask.changed });
            const stored = { fixture, fetchedAt: now() };
            read.set(ask.matchId, stored);
            fetched.push(stored);
          } catch (err) {
            if (err instanceof ProviderUnavailable || err instanceof ProviderAccessRefused) {
              if (err instanceof ProviderAccessRefused) round.refused = err;
              failed.push(ask);
              return;
            }
            // The provider does not know the match, refuses the request, or answers what cannot be
            // read: asking again will not change that, and waiting for it would stop the whole feed.
            const notFound = err instanceof ProviderNotFound;
            log[notFound ? 'warn' : 'error'](
              {
                err,
                matchId: ask.matchId,
                providerMessage: err instanceof ProviderApiError ? err.providerMessage : undefined,
              },
              notFound
                ? 'odds feed messages for an unknown match dropped'
                : 'odds feed messages for a match whose fixture cannot be read dropped',
            );
            read.set(ask.matchId, null);
          }
        }),
      );
    }
    missing = failed;
    if (missing.length === 0) break;
    const { refused } = round;
    const pause = refused ? REFUSED_PAUSE_MS : RETRY_PAUSE_MS;
    if (refused) {
      log.error(
        { err: refused, providerMessage: refused.providerMessage, matches: missing.length, retryInMs: pause },
        'provider API refused our access token (UOF_ACCESS_TOKEN): fixtures wait, and the feed behind them',
      );
    } else {
      log.warn({ matches: missing.length }, 'provider API did not answer; asking again');
    }
    for (let waited = 0; waited < pause; waited += RETRY_PAUSE_MS) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      if (stopped()) return null;
    }
  }
  return fetched;
}
