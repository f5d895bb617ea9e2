// FEED=uof: the Unified Odds Feed as a feed source. Messages come from our own queue, bound to the
// provider's topic exchange, a batch at a time: what the broker has handed over (up to the prefetch)
// is read, the fixtures of matches it names for the first time are asked of the provider's API all at
// once, and the messages go to ingestion in the order they arrived, so each match's stay in order.
// Ingestion then commits what they changed (one write for the batch, folded with the next when it
// runs behind) and only then is the batch acknowledged, with one ack up to its last message. A crash
// before that hands the batch over again, and ingestion's duplicate checks make the second delivery
// change nothing. Recovery follows the provider's rules: on start, and whenever a producer went silent
// or said it lost us, ask for everything since the last message taken, and report the producer as not
// subscribed (so its markets stay suspended) until that request's snapshot_complete arrives. A
// connection the broker or the network drops is made again (1 s, doubling up to 30 s), followed by
// a recovery: what the lost channel had not acknowledged comes again from the queue.
import amqp, { type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { FeedListener, FeedSource } from '../feed-source.ts';
import type { FeedLog } from '../ingestion/log.ts';
import { PRODUCER, type Alive, type FeedMessage, type Fixture, type ProducerId } from '../messages.ts';
import { Acknowledgements } from './acknowledgements.ts';
import { readBatchFixtures } from './batch-fixtures.ts';
import { decodeFeedXml, type DecodedMessage } from './decode.ts';
import { MatchStatuses } from './match-status.ts';
import { ProviderApi } from './provider-api.ts';

export interface UofSourceOptions {
  amqpUrl: string;
  exchange: string;
  /** Our own durable queue: what arrives while the feed process is down waits there. */
  queue: string;
  apiUrl: string;
  accessToken: string;
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
  /** Opens the AMQP connection (amqplib's connect; tests keep hold of it to drop it). */
  connect?: (url: string) => Promise<ChannelModel>;
}

type Recovery =
  | { state: 'recovering'; requestId: number }
  | { state: 'up' }
  /** The request could not be made (the API did not answer): asked again at the producer's next alive. */
  | { state: 'unasked' };

const PRODUCERS: readonly ProducerId[] = [PRODUCER.live, PRODUCER.prematch];
const DEFAULT_PREFETCH = 4_000;
/** At most this many messages are delivered between two commits; the rest of the window is being committed. */
const MAX_BATCH = 1_000;
/** Waits between attempts to connect again after a drop: doubling from the first to the last. */
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export class UofFeedSource implements FeedSource {
  readonly name = 'uof';
  private readonly api: ProviderApi;
  private connection: ChannelModel | null = null;
  private channel: Channel | null = null;
  private consumerTag: string | null = null;
  private listener: FeedListener | null = null;
  private statuses = new MatchStatuses();
  private readonly fixtures = new Map<number, Fixture>();
  private readonly recovery = new Map<ProducerId, Recovery>();
  private readonly lastAlive = new Map<ProducerId, number>();
  private readonly lastTaken = new Map<ProducerId, number>();
  private nextRequestId = Date.now() % 1_000_000_000;
  /** Handed over by the broker, not yet delivered. */
  private arrived: ConsumeMessage[] = [];
  private pumping: Promise<void> | null = null;
  /** Per connection: a channel's delivery tags mean nothing on the next one. */
  private acknowledgements: Acknowledgements;
  private stopped = false;
  private connected: Promise<void> | null = null;

  constructor(private readonly options: UofSourceOptions) {
    this.api = new ProviderApi(options.apiUrl, options.accessToken, options.fetch);
    this.acknowledgements = new Acknowledgements(options.log);
    for (const p of PRODUCERS) {
      const since = options.since[p];
      if (since !== undefined) this.lastTaken.set(p, since);
    }
  }

  start(onMessage: FeedListener): void {
    if (this.listener) throw new Error('the feed source has already been started');
    this.listener = onMessage;
    this.connected = this.connect();
    this.connected.catch((err: unknown) => this.options.log.error({ err }, 'odds feed connection failed'));
  }

  /** Resolves once connected, consuming and every producer's first recovery has been asked for. */
  ready(): Promise<void> {
    if (!this.connected) throw new Error('the feed source has not been started');
    return this.connected;
  }

  private async connect(): Promise<void> {
    this.statuses = await this.api.matchStatuses();
    const connection = await (this.options.connect ?? amqp.connect)(this.options.amqpUrl);
    this.connection = connection;
    connection.on('error', (err: unknown) => this.options.log.error({ err }, 'odds feed connection error'));
    connection.on('close', () => {
      if (this.stopped || this.connection !== connection) return;
      this.options.log.error({}, 'odds feed connection closed; connecting again');
      void this.reconnect();
    });
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
    for (const p of PRODUCERS) await this.recover(p);
  }

  /**
   * After a dropped connection: what the lost channel handed over and had not acknowledged goes back
   * to the queue by itself, so it is forgotten here; then connect again until it works (or the process
   * stops), which asks every producer for a recovery as a start does.
   */
  private async reconnect(): Promise<void> {
    this.arrived = [];
    this.channel = null;
    this.consumerTag = null;
    this.connection = null;
    for (let wait = RECONNECT_FIRST_MS; !this.stopped; wait = Math.min(wait * 2, RECONNECT_MAX_MS)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (this.stopped) return;
      try {
        await this.connect();
        this.options.log.info({}, 'odds feed connected again');
        return;
      } catch (err) {
        this.options.log.error(
          { err, retryInMs: Math.min(wait * 2, RECONNECT_MAX_MS) },
          'odds feed reconnect failed',
        );
        // A connection made before the failure (the channel or the queue refused) is not kept.
        const half = this.connection as ChannelModel | null;
        this.connection = null;
        this.channel = null;
        await half?.close().catch(() => undefined);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
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
    return this.recovery.get(producer)?.state !== 'up';
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
      log: this.options.log,
      known: (id) => this.fixtures.has(id),
      stopped: () => this.stopped,
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
    fixtures: ReadonlyMap<number, Fixture | null>,
  ): void | Promise<void> {
    switch (decoded.kind) {
      case 'ignored':
        return;
      case 'snapshot_complete': {
        const r = this.recovery.get(decoded.producer);
        if (r?.state === 'recovering' && r.requestId === decoded.requestId) {
          this.recovery.set(decoded.producer, { state: 'up' });
          this.options.log.info({ producer: decoded.producer }, 'odds feed producer recovered');
        }
        return;
      }
      case 'fixture_change': {
        const fixture = fixtures.get(decoded.eventId);
        if (!fixture) return;
        this.fixtures.set(decoded.eventId, fixture);
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
    const state = this.recovery.get(message.producer)?.state;
    if ((lostUs && state === 'up') || state === 'unasked')
      return this.recover(message.producer).then(() => this.deliverAlive(message));
    return this.deliverAlive(message);
  }

  private deliverAlive(message: Alive): void | Promise<void> {
    // Until the snapshot is complete the product must not take the producer's prices as current.
    return this.deliver(this.isRecovering(message.producer) ? { ...message, subscribed: 0 } : message);
  }

  private eventMessage(
    message: Exclude<FeedMessage, Alive>,
    fixtures: ReadonlyMap<number, Fixture | null>,
  ): void | Promise<void> {
    let announced: void | Promise<void> = undefined;
    if (!this.fixtures.has(message.event_id)) {
      const fixture = fixtures.get(message.event_id);
      if (!fixture) return;
      this.fixtures.set(message.event_id, fixture);
      // A match first heard of in another message (after a restart, or a missed fixture_change) is
      // announced as new: the product's own recovery snapshot (change_type recovery) is the simulator's.
      announced = this.deliver({
        type: 'fixture_change',
        event_id: message.event_id,
        producer: message.producer,
        timestamp: message.timestamp,
        change_type: 'new',
        fixture,
      });
    }
    this.lastTaken.set(
      message.producer,
      Math.max(this.lastTaken.get(message.producer) ?? 0, message.timestamp),
    );
    return announced ? announced.then(() => this.deliver(message)) : this.deliver(message);
  }

  private deliver(message: FeedMessage): void | Promise<void> {
    return this.listener?.(message);
  }

  /** Asks the producer for everything since the last message taken; its markets wait for the answer. */
  private async recover(producer: ProducerId): Promise<void> {
    const requestId = this.nextRequestId++;
    this.recovery.set(producer, { state: 'recovering', requestId });
    const after = this.lastTaken.get(producer);
    this.options.log.info({ producer, requestId, after }, 'odds feed recovery requested');
    try {
      await this.api.requestRecovery({ producer, requestId, nodeId: this.options.nodeId, after });
    } catch (err) {
      this.recovery.set(producer, { state: 'unasked' });
      this.options.log.warn(
        { err, producer },
        'odds feed recovery request failed; asked again at the next alive',
      );
    }
  }
}
