// FEED=uof: the Unified Odds Feed as a feed source. Messages come from our own queue, bound to the
// provider's topic exchange, a batch at a time: what the broker has handed over (up to the prefetch)
// is read, the fixtures of matches it names for the first time are taken from PostgreSQL or asked of
// the provider's API all at once (and stored), and the messages go to ingestion in the order they
// arrived, so each match's stay in order. Odds for markets outside the product's catalogue are
// dropped on the way (offered-markets.ts), with the provider's market descriptions read at start.
// Ingestion then commits what they changed (one write for the batch, folded with the next when it
// runs behind) and only then is the batch acknowledged, with one ack up to its last message. A crash
// before that hands the batch over again, and ingestion's duplicate checks make the second delivery
// change nothing. Recovery follows the provider's rules: on start, and whenever a producer went silent
// or said it lost us, ask for everything since the last message taken (a full recovery when that is
// past the producer's recovery window), and report the producer as not subscribed (so its markets
// stay suspended) until that request's snapshot_complete arrives. A connection the broker or the
// network drops, or a start the API or the broker did not answer, is made again (1 s, doubling up to
// 30 s; every 5 minutes while the API refuses our token), followed by a recovery: what the lost
// channel had not acknowledged comes again from the queue.
import amqp, { type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { Db } from '../../../db/database.ts';
import type { FeedListener, FeedSource } from '../feed-source.ts';
import type { FeedLog } from '../ingestion/log.ts';
import { PRODUCER, type Alive, type FeedMessage, type OddsChange, type ProducerId } from '../messages.ts';
import { Acknowledgements } from './acknowledgements.ts';
import { readBatchFixtures } from './batch-fixtures.ts';
import { decodeFeedXml, type DecodedMessage } from './decode.ts';
import { MatchStatuses } from './match-status.ts';
import { OfferedMarkets } from './offered-markets.ts';
import { ProducerRecoveries } from './producer-recoveries.ts';
import { ProviderCache, type StoredFixture } from './provider-cache.repo.ts';
import { ProviderAccessRefused, ProviderApi } from './provider-api.ts';
import { readProviderDescriptions } from './provider-descriptions.ts';

export interface UofSourceOptions {
  amqpUrl: string;
  exchange: string;
  /** Our own durable queue: what arrives while the feed process is down waits there. */
  queue: string;
  apiUrl: string;
  accessToken: string;
  /** Keeps what the provider's API answered (fixtures, market descriptions) across restarts. */
  db: Db;
  /** Names this consumer in recovery requests; the provider answers snapshot_complete on its key. */
  nodeId: string;
  /** Each producer's feed time of the last message committed before a restart (absent: never ran). */
  since: Partial<Record<ProducerId, number>>;
  /** A producer without alive for this long is asked to recover when it speaks again. */
  silenceMs: number;
  log: FeedLog;
  /**
   * Resolves once what was delivered so far is committed (ingestion's commit): only then is it
   * acknowledged. Rejects when it will not be (the process is stopping): nothing more is acknowledged,
   * and the queue hands it over again.
   */
  commit: () => Promise<void>;
  /** Unacknowledged messages the broker may hand over at once: a batch and the ones being committed. */
  prefetch?: number;
  fetch?: typeof fetch;
  /**
   * The feed's clock, as the provider's message timestamps run (default: wall time; tests pass the
   * simulator's): the recovery window counts back from it.
   */
  now?: () => number;
  /** Opens the AMQP connection (amqplib's connect; tests keep hold of it to drop it). */
  connect?: (url: string) => Promise<ChannelModel>;
}

const PRODUCERS: readonly ProducerId[] = [PRODUCER.live, PRODUCER.prematch];
const DEFAULT_PREFETCH = 4_000;
/** At most this many messages are delivered between two commits; the rest of the window is being committed. */
const MAX_BATCH = 1_000;
/** Waits between attempts to connect again after a drop: doubling from the first to the last. */
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** A refused token is not accepted by asking again soon: the start is tried again this often. */
const REFUSED_RETRY_MS = 5 * 60_000;

export class UofFeedSource implements FeedSource {
  readonly name = 'uof';
  private readonly api: ProviderApi;
  private readonly cache: ProviderCache;
  private readonly offered: OfferedMarkets;
  private readonly recoveries: ProducerRecoveries;
  private readonly now: () => number;
  private connection: ChannelModel | null = null;
  private channel: Channel | null = null;
  private consumerTag: string | null = null;
  private listener: FeedListener | null = null;
  private statuses = new MatchStatuses();
  /** The provider's descriptions (statuses, producers, markets) are read once a process. */
  private described = false;
  /** Matches announced to ingestion by this process (a fixture_change or a first message). */
  private readonly announced = new Set<number>();
  private readonly lastAlive = new Map<ProducerId, number>();
  private readonly lastTaken = new Map<ProducerId, number>();
  /** Handed over by the broker, not yet delivered. */
  private arrived: ConsumeMessage[] = [];
  private pumping: Promise<void> | null = null;
  /** Per connection: a channel's delivery tags mean nothing on the next one. */
  private acknowledgements: Acknowledgements;
  private stopped = false;
  private connected: Promise<void> | null = null;
  /** Connecting again after a dropped connection, while it does. */
  private reconnecting: Promise<void> | null = null;
  /** Wakes the waits between connection attempts when the source stops. */
  private readonly wakers = new Set<() => void>();

  constructor(private readonly options: UofSourceOptions) {
    this.api = new ProviderApi(options.apiUrl, options.accessToken, options.fetch);
    this.cache = new ProviderCache(options.db);
    this.offered = new OfferedMarkets(options.log);
    this.now = options.now ?? Date.now;
    this.recoveries = new ProducerRecoveries({
      api: this.api,
      nodeId: options.nodeId,
      log: options.log,
      now: this.now,
      lastTaken: (p) => this.lastTaken.get(p),
    });
    this.acknowledgements = new Acknowledgements(options.log);
    for (const p of PRODUCERS) {
      const since = options.since[p];
      if (since !== undefined) this.lastTaken.set(p, since);
    }
  }

  start(onMessage: FeedListener): void {
    if (this.listener) throw new Error('the feed source has already been started');
    this.listener = onMessage;
    this.connected = this.firstConnect();
    this.connected.catch((err: unknown) => this.options.log.error({ err }, 'odds feed connection failed'));
  }

  /**
   * Resolves once connected, consuming and every producer's first recovery has been asked for (or
   * once the source stops). A start the API or the broker refuses keeps trying, and keeps waiting.
   */
  ready(): Promise<void> {
    if (!this.connected) throw new Error('the feed source has not been started');
    return this.connected;
  }

  /**
   * A start that fails does not stop the process: the producers stay down (no alive arrives, so
   * their markets stay suspended), what the provider publishes waits in our queue, and the start is
   * tried again as after a dropped connection.
   */
  private async firstConnect(): Promise<void> {
    try {
      await this.connect();
    } catch (err) {
      const retryInMs = err instanceof ProviderAccessRefused ? REFUSED_RETRY_MS : RECONNECT_FIRST_MS;
      this.connectFailed(err, retryInMs);
      await this.forgetConnection();
      await this.connectAgain(retryInMs);
    }
  }

  private async connect(): Promise<void> {
    await this.describe();
    const connection = await (this.options.connect ?? amqp.connect)(this.options.amqpUrl);
    this.connection = connection;
    connection.on('error', (err: unknown) => this.options.log.error({ err }, 'odds feed connection error'));
    connection.on('close', () => {
      if (this.stopped || this.connection !== connection) return;
      this.options.log.error({}, 'odds feed connection closed; connecting again');
      this.reconnecting = this.forgetConnection()
        .then(() => this.connectAgain(RECONNECT_FIRST_MS))
        .finally(() => (this.reconnecting = null));
    });
    if (this.stopped) {
      await connection.close().catch(() => undefined);
      return;
    }
    const channel = await connection.createChannel();
    this.channel = channel;
    this.acknowledgements = new Acknowledgements(this.options.log);
    await channel.prefetch(this.options.prefetch ?? DEFAULT_PREFETCH);
    await channel.assertExchange(this.options.exchange, 'topic', { durable: true });
    await channel.assertQueue(this.options.queue, { durable: true });
    await channel.bindQueue(this.options.queue, this.options.exchange, '#');
    const { consumerTag } = await channel.consume(this.options.queue, (msg) => {
      if (!msg) return;
      this.arrived.push(msg);
      this.pumping ??= this.pump();
    });
    this.consumerTag = consumerTag;
    for (const p of PRODUCERS) await this.recoveries.ask(p);
  }

  /** The provider's descriptions, once a process (a reconnect does not read them again). */
  private async describe(): Promise<void> {
    if (this.described) return;
    const { statuses, recoveryWindowMinutes } = await readProviderDescriptions({
      api: this.api,
      cache: this.cache,
      offered: this.offered,
      log: this.options.log,
    });
    this.statuses = statuses;
    this.recoveries.useWindows(recoveryWindowMinutes);
    this.described = true;
  }

  /** A connection whose channel or queue failed is not kept; what it had handed over comes again. */
  private async forgetConnection(): Promise<void> {
    const half = this.connection;
    this.arrived = [];
    this.channel = null;
    this.consumerTag = null;
    this.connection = null;
    await half?.close().catch(() => undefined);
  }

  /**
   * After a dropped connection or a failed start: what the lost channel handed over and had not
   * acknowledged goes back to the queue by itself; connect again until it works (or the process
   * stops), which asks every producer for a recovery as a start does.
   */
  private async connectAgain(firstWait: number): Promise<void> {
    let backoff = RECONNECT_FIRST_MS;
    for (let wait = firstWait; !this.stopped;) {
      await this.pause(wait);
      if (this.stopped) return;
      try {
        await this.connect();
        this.options.log.info({}, 'odds feed connected again');
        return;
      } catch (err) {
        backoff = Math.min(backoff * 2, RECONNECT_MAX_MS);
        wait = err instanceof ProviderAccessRefused ? REFUSED_RETRY_MS : backoff;
        this.connectFailed(err, wait);
        await this.forgetConnection();
      }
    }
  }

  private connectFailed(err: unknown, retryInMs: number): void {
    if (err instanceof ProviderAccessRefused)
      this.options.log.error(
        { err, providerMessage: err.providerMessage, retryInMs },
        'provider API refused our access token (UOF_ACCESS_TOKEN): the feed is not taken, its producers stay down',
      );
    else this.options.log.error({ err, retryInMs }, 'odds feed connection failed; trying again');
  }

  /** Waits, or less when the source stops meanwhile. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const wake of [...this.wakers]) wake();
    // A start under way finishes (or gives up) first, so that no connection outlives the source.
    await this.connected?.catch(() => undefined);
    await this.reconnecting;
    if (this.channel && this.consumerTag) await this.channel.cancel(this.consumerTag).catch(() => undefined);
    await this.pumping;
    await this.acknowledgements.settled();
    await this.connection?.close().catch(() => undefined);
    this.connection = null;
    this.channel = null;
  }

  /** Resolves once every message handed over so far has been delivered, committed and acknowledged. */
  async idle(): Promise<void> {
    while (this.pumping) await this.pumping;
    await this.acknowledgements.settled();
  }

  /** Whether a producer is between a recovery request and its snapshot_complete. */
  isRecovering(producer: ProducerId): boolean {
    return this.recoveries.isRecovering(producer);
  }

  private async pump(): Promise<void> {
    try {
      // What the broker sent together (one read of the socket) makes one batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.arrived.length > 0 && !this.stopped) {
        // Acknowledged on the channel that delivered it (a tag means nothing on another channel):
        // what is waiting came from the current one, as a dropped channel's messages are forgotten.
        const channel = this.channel;
        if (!channel) break;
        const batch = this.arrived.splice(0, MAX_BATCH);
        await this.take(channel, batch);
      }
    } finally {
      this.pumping = null;
    }
  }

  /** Delivers a batch in order, then acknowledges it once ingestion has committed it. */
  private async take(channel: Channel, batch: readonly ConsumeMessage[]): Promise<void> {
    const decoded = batch.map((msg) => this.decode(msg));
    const fixtures = await readBatchFixtures(decoded, {
      api: this.api,
      store: this.cache,
      log: this.options.log,
      known: (id) => this.announced.has(id),
      stopped: () => this.stopped,
      now: this.now,
    });
    if (!fixtures) return; // stopping: the batch goes back to the queue undelivered
    for (const message of decoded) {
      if (!message) continue;
      const pending = this.handle(message, fixtures);
      if (pending) await pending;
    }
    this.acknowledgements.after(this.options.commit(), channel, batch[batch.length - 1]!);
  }

  private decode(msg: ConsumeMessage): DecodedMessage | null {
    try {
      return decodeFeedXml(msg.content.toString('utf8'), this.statuses);
    } catch (err) {
      // A message that cannot be read never will be: dropped (and logged), never redelivered forever.
      this.options.log.error(
        { err, routingKey: msg.fields.routingKey },
        'unreadable odds feed message dropped',
      );
      return null;
    }
  }

  private handle(
    decoded: DecodedMessage,
    fixtures: ReadonlyMap<number, StoredFixture | null>,
  ): void | Promise<void> {
    switch (decoded.kind) {
      case 'ignored':
        return;
      case 'snapshot_complete':
        if (this.recoveries.completed(decoded.producer, decoded.requestId))
          this.options.log.info({ producer: decoded.producer }, 'odds feed producer recovered');
        return;
      case 'fixture_change': {
        const fixture = fixtures.get(decoded.eventId)?.fixture;
        if (!fixture) return;
        this.announced.add(decoded.eventId);
        const changeType =
          decoded.changeType === 'new'
            ? 'new'
            : decoded.changeType === 'start_time'
              ? 'start_time'
              : 'status';
        return this.deliver({
          type: 'fixture_change',
          event_id: decoded.eventId,
          producer: decoded.producer,
          timestamp: decoded.timestamp,
          change_type: changeType,
          fixture,
        });
      }
      case 'feed':
        return decoded.message.type === 'alive'
          ? this.alive(decoded.message)
          : this.eventMessage(decoded.message, fixtures);
    }
  }

  private alive(message: Alive): void | Promise<void> {
    const last = this.lastAlive.get(message.producer);
    this.lastAlive.set(message.producer, message.timestamp);
    const lostUs =
      message.subscribed === 0 || (last !== undefined && message.timestamp - last > this.options.silenceMs);
    if (this.recoveries.due(message.producer, lostUs))
      return this.recoveries.ask(message.producer).then(() => this.deliverAlive(message));
    return this.deliverAlive(message);
  }

  private deliverAlive(message: Alive): void | Promise<void> {
    // Until the snapshot is complete the product must not take the producer's prices as current.
    return this.deliver(this.isRecovering(message.producer) ? { ...message, subscribed: 0 } : message);
  }

  private eventMessage(
    message: Exclude<FeedMessage, Alive>,
    fixtures: ReadonlyMap<number, StoredFixture | null>,
  ): void | Promise<void> {
    let announced: void | Promise<void> = undefined;
    if (!this.announced.has(message.event_id)) {
      const stored = fixtures.get(message.event_id);
      if (!stored) return;
      this.announced.add(message.event_id);
      // A match first heard of in another message (after a restart, or a missed fixture_change) is
      // announced as new: the product's own recovery snapshot (change_type recovery) is the simulator's.
      // It carries the time its fixture was read, so a copy stored long ago cannot take back what the
      // feed has said about the match since (a status it has moved past).
      announced = this.deliver({
        type: 'fixture_change',
        event_id: message.event_id,
        producer: message.producer,
        timestamp: Math.min(message.timestamp, stored.fetchedAt),
        change_type: 'new',
        fixture: stored.fixture,
      });
    }
    this.lastTaken.set(
      message.producer,
      Math.max(this.lastTaken.get(message.producer) ?? 0, message.timestamp),
    );
    const offered = message.type === 'odds_change' ? this.offeredOdds(message) : message;
    return announced ? announced.then(() => this.deliver(offered)) : this.deliver(offered);
  }

  /** The odds_change without the markets the product does not offer. */
  private offeredOdds(message: OddsChange): OddsChange {
    const markets = this.offered.offered(message.markets);
    return markets === message.markets ? message : { ...message, markets };
  }

  private deliver(message: FeedMessage): void | Promise<void> {
    return this.listener?.(message);
  }
}
