// The fixtures a batch of feed messages needs from the provider's API: every fixture_change's (the
// match changed), and that of each match heard of for the first time. They are asked all at once, a
// few at a time, so a batch naming many new matches waits for the slowest answer rather than their sum.
import type { FeedLog } from '../ingestion/log.ts';
import type { Fixture } from '../messages.ts';
import type { DecodedMessage } from './decode.ts';
import { ProviderNotFound, type ProviderApi } from './provider-api.ts';

/** Fixtures asked of the provider's API at once. */
const READS_AT_ONCE = 16;
const RETRY_PAUSE_MS = 1_000;

export interface BatchFixturesOptions {
  api: ProviderApi;
  log: FeedLog;
  /** Whether the match's fixture has been read before (and not changed since). */
  known: (matchId: number) => boolean;
  /** Whether to give up waiting (the source is stopping). */
  stopped: () => boolean;
}

/**
 * The fixtures the batch needs, by match; null for a match the provider does not know (its messages
 * are dropped). While the API does not answer, the batch waits, asking again each second, and the
 * feed behind it waits too (the queue keeps what arrives): dropping or reordering a match's
 * messages instead would lose them. Null when the source stopped meanwhile.
 */
export async function readBatchFixtures(
  batch: readonly (DecodedMessage | null)[],
  { api, log, known, stopped }: BatchFixturesOptions,
): Promise<Map<number, Fixture | null> | null> {
  const wanted = new Set<number>();
  for (const d of batch) {
    if (d?.kind === 'fixture_change') wanted.add(d.eventId);
    else if (d?.kind === 'feed' && d.message.type !== 'alive' && !known(d.message.event_id))
      wanted.add(d.message.event_id);
  }
  const read = new Map<number, Fixture | null>();
  let missing = [...wanted];
  while (missing.length > 0) {
    const failed: number[] = [];
    for (let i = 0; i < missing.length; i += READS_AT_ONCE) {
      await Promise.all(
        missing.slice(i, i + READS_AT_ONCE).map(async (id) => {
          try {
            read.set(id, await api.fixture(id));
          } catch (err) {
            if (!(err instanceof ProviderNotFound)) {
              failed.push(id);
              return;
            }
            // The provider does not know the match: asking again will not change that.
            log.warn({ err, matchId: id }, 'odds feed messages for an unknown match dropped');
            read.set(id, null);
          }
        }),
      );
    }
    missing = failed;
    if (missing.length === 0) break;
    log.warn({ matches: missing.length }, 'provider API did not answer; asking again');
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    if (stopped()) return null;
  }
  return read;
}
