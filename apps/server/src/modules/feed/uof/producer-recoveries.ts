// Each producer's recovery, as the provider documents it: a request for what changed after the last
// message taken (a full recovery when that is past the producer's recovery window, which the
// provider would refuse), then the producer counts as not subscribed until that request's
// snapshot_complete. A request that fails is asked again at the producer's next alive; one the
// provider refuses (our token, its request limits) or calls wrong is asked again later and later,
// since asking at every alive would only repeat the refusal and count against the limits.
import type { FeedLog } from '../ingestion/log.ts';
import type { ProducerId } from '../messages.ts';
import { ProviderAccessRefused, ProviderBadRequest, type ProviderApi } from './provider-api.ts';
import { DOCUMENTED_WINDOW_MINUTES, recoverySince } from './recovery-window.ts';

type Recovery =
  | { state: 'recovering'; requestId: number }
  | { state: 'up' }
  /**
   * The request could not be made: asked again at the producer's first alive from `notBefore` on.
   * `full`: asked again without `after` (the provider called a request with it wrong).
   */
  | { state: 'unasked'; notBefore: number; full: boolean; refusals: number };

/** Waits before asking a refused recovery again: doubling from the first to the last. */
const REFUSED_FIRST_MS = 60_000;
const REFUSED_MAX_MS = 30 * 60_000;

export interface ProducerRecoveriesOptions {
  api: ProviderApi;
  /** Names this consumer: the provider answers snapshot_complete on its routing key. */
  nodeId: string;
  log: FeedLog;
  /** The feed's clock: the recovery window counts back from it. */
  now: () => number;
  /** The feed time of the producer's last message taken, if any. */
  lastTaken: (producer: ProducerId) => number | undefined;
}

export class ProducerRecoveries {
  private readonly recovery = new Map<ProducerId, Recovery>();
  private windows: ReadonlyMap<ProducerId, number> = new Map();
  private nextRequestId = Date.now() % 1_000_000_000;

  constructor(private readonly options: ProducerRecoveriesOptions) {}

  /** Each producer's recovery window in minutes, as the provider lists it. */
  useWindows(windows: ReadonlyMap<ProducerId, number>): void {
    this.windows = windows;
  }

  /** Whether a producer is between a recovery request and its snapshot_complete. */
  isRecovering(producer: ProducerId): boolean {
    return this.recovery.get(producer)?.state !== 'up';
  }

  /** Takes a snapshot_complete; whether it ended the producer's recovery. */
  completed(producer: ProducerId, requestId: number): boolean {
    const r = this.recovery.get(producer);
    if (r?.state !== 'recovering' || r.requestId !== requestId) return false;
    this.recovery.set(producer, { state: 'up' });
    return true;
  }

  /** At an alive: whether to ask again (it lost us, or a request that could not be made is due). */
  due(producer: ProducerId, lostUs: boolean): boolean {
    const r = this.recovery.get(producer);
    if (r?.state === 'up') return lostUs;
    return r?.state === 'unasked' && this.options.now() >= r.notBefore;
  }

  /** Asks the producer for a recovery; its markets wait for the answer. */
  async ask(producer: ProducerId): Promise<void> {
    const { api, log, nodeId, now } = this.options;
    const before = this.recovery.get(producer);
    const requestId = this.nextRequestId++;
    this.recovery.set(producer, { state: 'recovering', requestId });
    const lastTaken = this.options.lastTaken(producer);
    const windowMinutes = this.windows.get(producer) ?? DOCUMENTED_WINDOW_MINUTES[producer];
    const since =
      before?.state === 'unasked' && before.full ? undefined : recoverySince(lastTaken, now(), windowMinutes);
    if (since && 'beyondWindow' in since && since.beyondWindow)
      log.warn(
        { producer, lastTaken, windowMinutes },
        'odds feed recovery: the last message taken is older than the producer’s recovery window; asking a full recovery (the gap’s settlements and cancellations are not sent again)',
      );
    const after = since?.after;
    log.info({ producer, requestId, after }, 'odds feed recovery requested');
    try {
      await api.requestRecovery({ producer, requestId, nodeId, after });
    } catch (err) {
      this.failed(producer, err, before, after);
    }
  }

  private failed(
    producer: ProducerId,
    err: unknown,
    before: Recovery | undefined,
    after: number | undefined,
  ): void {
    const { log, now } = this.options;
    const earlier = before?.state === 'unasked' ? before : { full: false, refusals: 0 };
    if (!(err instanceof ProviderAccessRefused || err instanceof ProviderBadRequest)) {
      this.recovery.set(producer, { state: 'unasked', notBefore: 0, full: earlier.full, refusals: 0 });
      log.warn({ err, producer }, 'odds feed recovery request failed; asked again at the next alive');
      return;
    }
    const refusals = earlier.refusals + 1;
    const retryInMs = Math.min(REFUSED_FIRST_MS * 2 ** (refusals - 1), REFUSED_MAX_MS);
    // What the provider calls a wrong request is asked again as a full recovery: `after` is the part
    // of it the provider judges (too old for its window, by its clock).
    const full = earlier.full || err instanceof ProviderBadRequest;
    this.recovery.set(producer, { state: 'unasked', notBefore: now() + retryInMs, full, refusals });
    log.error(
      { err, producer, after, providerMessage: err.providerMessage, retryInMs },
      err instanceof ProviderAccessRefused
        ? 'provider API refused our access token (UOF_ACCESS_TOKEN) for a recovery, or its request limits: its markets stay suspended'
        : 'provider API called our recovery request wrong; asking a full recovery next',
    );
  }
}
