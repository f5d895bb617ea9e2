// What the adapter reads of the provider's descriptions before it takes the feed: the match statuses
// (needed to read any message), the producers (each one's recovery window, and whether this account
// receives it) and the market descriptions (stored in PostgreSQL for the next start and for
// operators, and compared with the catalogue). A refused token fails the whole read: nothing else
// the API serves will be answered either.
import type { FeedLog } from '../ingestion/log.ts';
import { PRODUCER, type ProducerId } from '../messages.ts';
import type { MatchStatuses } from './match-status.ts';
import type { OfferedMarkets } from './offered-markets.ts';
import type { ProviderCache } from './provider-cache.repo.ts';
import { ProviderAccessRefused, type ProviderApi } from './provider-api.ts';
import { DOCUMENTED_WINDOW_MINUTES } from './recovery-window.ts';

const PRODUCERS: readonly ProducerId[] = [PRODUCER.live, PRODUCER.prematch];

export interface ProviderDescriptions {
  statuses: MatchStatuses;
  /** Each producer's recovery window, in minutes. */
  recoveryWindowMinutes: ReadonlyMap<ProducerId, number>;
}

export interface DescriptionsOptions {
  api: ProviderApi;
  cache: ProviderCache;
  /** Takes the market descriptions. */
  offered: OfferedMarkets;
  log: FeedLog;
}

export async function readProviderDescriptions(options: DescriptionsOptions): Promise<ProviderDescriptions> {
  const statuses = await options.api.matchStatuses();
  const recoveryWindowMinutes = await readProducers(options);
  await readMarketDescriptions(options);
  return { statuses, recoveryWindowMinutes };
}

async function readProducers({ api, log }: DescriptionsOptions): Promise<Map<ProducerId, number>> {
  const producers = await api.producers();
  const windows = new Map<ProducerId, number>();
  for (const p of PRODUCERS) {
    const listed = producers.find((x) => x.id === p);
    if (!listed)
      log.error({ producer: p }, 'the provider does not list this producer: its recoveries will fail');
    else if (!listed.active)
      log.error(
        { producer: p, name: listed.name },
        'producer not active for this account: its markets stay suspended',
      );
    windows.set(p, listed?.recoveryWindowMinutes ?? DOCUMENTED_WINDOW_MINUTES[p]);
  }
  log.info({ recoveryWindowMinutes: Object.fromEntries(windows) }, 'odds feed producers read');
  return windows;
}

/**
 * The market descriptions name, in the logs, the markets the product does not offer; the catalogue
 * alone decides what is offered, so when the API does not answer them the feed goes on with the
 * stored ones (or none) rather than wait.
 */
async function readMarketDescriptions({ api, cache, offered, log }: DescriptionsOptions): Promise<void> {
  try {
    const { markets, unreadable } = await api.marketDescriptions();
    if (unreadable > 0) log.warn({ unreadable }, 'provider market descriptions that cannot be read left out');
    offered.describe(markets);
    await cache
      .replaceMarketDescriptions(markets, Date.now())
      .catch((err: unknown) => log.warn({ err }, 'provider market descriptions could not be stored'));
  } catch (err) {
    if (err instanceof ProviderAccessRefused) throw err;
    const stored = await cache.marketDescriptions().catch(() => ({ markets: [], fetchedAt: null }));
    log.warn(
      { err, stored: stored.markets.length, fetchedAt: stored.fetchedAt },
      'provider market descriptions not read; the stored ones name the markets not offered',
    );
    if (stored.markets.length > 0) offered.describe(stored.markets);
  }
}
