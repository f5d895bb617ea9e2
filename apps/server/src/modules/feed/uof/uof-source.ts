// FEED=uof: the Unified Odds Feed as a feed source. Messages come from our own queue, bound to the
// provider's topic exchange, and are handed to ingestion one at a time in the order they arrive; each
// is acknowledged only once ingestion has taken it (and, for settlements, stored it), so a crash
// redelivers what was not yet taken, and ingestion's duplicate checks make the second delivery change
// nothing. Fixture names come from the provider's API. Recovery follows the provider's rules: on
// start, and whenever a producer went silent or said it lost us, ask for everything since the last
// message taken, and report the producer as not subscribed (so its markets stay suspended) until that
// request's snapshot_complete arrives.
import amqp, { type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { FeedListener, FeedSource } from '../feed-source.ts';
import type { FeedLog } from '../ingestion/log.ts';
import { PRODUCER, type FeedMessage, type Fixture, type ProducerId } from '../messages.ts';
import { decodeFeedXml, type DecodedMessage } from './decode.ts';
import { parseFixtureXml } from './fixture-xml.ts';
import { MatchStatuses } from './match-status.ts';
import { parseMatchStatusXml } from './match-status-xml.ts';
import { PRODUCT_NAME } from './products.ts';
import { urnOf } from './urn.ts';

export interface UofSourceOptions {
  amqpUrl: string;
  exchange: string;
  /** Our own durable queue: what arrives while the feed process is down waits there. */
  queue: string;
  apiUrl: string;
  accessToken: string;
  /** Names this consumer in recovery requests; the provider answers snapshot_complete on its key. */
  nodeId: string;
  /** The feed time of the last message ingestion applied before a restart (null: never ran). */
  since: number | null;
  /** A producer without alive for this long is asked to recover when it speaks again. */
  silenceMs: number;
  log: FeedLog;
  /** Unacknowledged messages the broker may hand over at once. */
  prefetch?: number;
  fetch?: typeof fetch;
}

/** The provider's API answered 404: what was asked for does not exist there. */
class ProviderNotFound extends Error {}

const REQUEUE_PAUSE_MS = 1_000;

type Recovery = { state: 'recovering'; requestId: number } | { state: 'up' };

const PRODUCERS: readonly ProducerId[] = [PRODUCER.live, PRODUCER.prematch];

export class UofFeedSource implements FeedSource {
  readonly name = 'uof';
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
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;
  private connected: Promise<void> | null = null;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: UofSourceOptions) {
    this.fetch = options.fetch ?? fetch;
    for (const p of PRODUCERS) if (options.since !== null) this.lastTaken.set(p, options.since);
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
    this.statuses = new MatchStatuses(
      parseMatchStatusXml(await this.api('GET', '/v1/descriptions/en/match_status.xml')),
    );
    this.connection = await amqp.connect(this.options.amqpUrl);
    const channel = await this.connection.createChannel();
    this.channel = channel;
    await channel.prefetch(this.options.prefetch ?? 200);
    await channel.assertExchange(this.options.exchange, 'topic', { durable: true });
    await channel.assertQueue(this.options.queue, { durable: true });
    await channel.bindQueue(this.options.queue, this.options.exchange, '#');
    const { consumerTag } = await channel.consume(this.options.queue, (msg) => {
      // Acknowledged on the channel that delivered it: a tag means nothing on another channel.
      if (msg) this.chain = this.chain.then(() => this.take(channel, msg));
    });
    this.consumerTag = consumerTag;
    for (const p of PRODUCERS) await this.recover(p);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.channel && this.consumerTag) await this.channel.cancel(this.consumerTag).catch(() => undefined);
    await this.chain;
    await this.connection?.close().catch(() => undefined);
    this.connection = null;
    this.channel = null;
  }

  /** Resolves once every message handed over so far has been taken (and acknowledged). */
  async idle(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.chain;
      await current;
    } while (current !== this.chain);
  }

  /** Whether a producer is between a recovery request and its snapshot_complete. */
  isRecovering(producer: ProducerId): boolean {
    return this.recovery.get(producer)?.state !== 'up';
  }

  private async take(channel: Channel, msg: ConsumeMessage): Promise<void> {
    if (this.stopped) return;
    let decoded: DecodedMessage;
    try {
      decoded = decodeFeedXml(msg.content.toString('utf8'), this.statuses);
    } catch (err) {
      // A message that cannot be read never will be: dropped (and logged), never redelivered forever.
      this.options.log.error(
        { err, routingKey: msg.fields.routingKey },
        'unreadable odds feed message dropped',
      );
      channel.ack(msg);
      return;
    }
    try {
      await this.handle(decoded);
      channel.ack(msg);
    } catch (err) {
      if (err instanceof ProviderNotFound) {
        // The provider does not know the match: asking again will not change that.
        this.options.log.warn(
          { err, routingKey: msg.fields.routingKey },
          'odds feed message for an unknown match dropped',
        );
        channel.ack(msg);
        return;
      }
      // Not taken (the API did not answer, ingestion failed): back to the queue after a pause, so a
      // provider that is down is not asked again in a tight loop.
      this.options.log.warn({ err, routingKey: msg.fields.routingKey }, 'odds feed message requeued');
      await new Promise((resolve) => setTimeout(resolve, REQUEUE_PAUSE_MS));
      channel.nack(msg, false, true);
    }
  }

  private async handle(decoded: DecodedMessage): Promise<void> {
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
        const fixture = await this.readFixture(decoded.eventId);
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
        return this.feedMessage(decoded.message);
    }
  }

  private async feedMessage(message: FeedMessage): Promise<void> {
    if (message.type === 'alive') {
      const last = this.lastAlive.get(message.producer);
      this.lastAlive.set(message.producer, message.timestamp);
      const lostUs =
        message.subscribed === 0 || (last !== undefined && message.timestamp - last > this.options.silenceMs);
      if (lostUs && !this.isRecovering(message.producer)) await this.recover(message.producer);
      // Until the snapshot is complete the product must not take the producer's prices as current.
      return this.deliver(this.isRecovering(message.producer) ? { ...message, subscribed: 0 } : message);
    }
    if (!this.fixtures.has(message.event_id)) {
      // A match first heard of in an odds message (after a restart, or a missed fixture_change) is
      // announced as new: the product's own recovery snapshot (change_type recovery) is the simulator's.
      const fixture = await this.readFixture(message.event_id);
      await this.deliver({
        type: 'fixture_change',
        event_id: message.event_id,
        producer: message.producer,
        timestamp: message.timestamp,
        change_type: 'new',
        fixture,
      });
    }
    await this.deliver(message);
    this.lastTaken.set(
      message.producer,
      Math.max(this.lastTaken.get(message.producer) ?? 0, message.timestamp),
    );
  }

  private async deliver(message: FeedMessage): Promise<void> {
    await this.listener?.(message);
  }

  private async readFixture(id: number): Promise<Fixture> {
    const fixture = parseFixtureXml(
      await this.api('GET', `/v1/sports/en/sport_events/${urnOf('match', id)}/fixture.xml`),
    );
    this.fixtures.set(id, fixture);
    return fixture;
  }

  private async recover(producer: ProducerId): Promise<void> {
    const requestId = this.nextRequestId++;
    this.recovery.set(producer, { state: 'recovering', requestId });
    const after = this.lastTaken.get(producer);
    const query = new URLSearchParams({ request_id: String(requestId), node_id: this.options.nodeId });
    if (after !== undefined) query.set('after', String(after));
    this.options.log.info({ producer, requestId, after }, 'odds feed recovery requested');
    await this.api('POST', `/v1/${PRODUCT_NAME[producer]}/recovery/initiate_request?${query}`);
  }

  private async api(method: 'GET' | 'POST', path: string): Promise<string> {
    const response = await this.fetch(new URL(path, this.options.apiUrl), {
      method,
      headers: { 'x-access-token': this.options.accessToken },
      signal: AbortSignal.timeout(10_000),
    });
    const body = await response.text();
    if (response.status === 404) throw new ProviderNotFound(`${method} ${path}: 404`);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return body;
  }
}
