// The simulator acting as a Unified Odds Feed provider, for staging and tests: its stream published
// as the provider's XML on a topic exchange with the provider's routing keys, and what the provider's
// HTTP API answers about it (fixtures, match statuses, recovery). A deployment then runs FEED=uof
// against it exactly as against the real provider.
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import type { FeedSource } from '../feed-source.ts';
import { type FeedMessage, type Fixture, type ProducerId } from '../messages.ts';
import { sportKeyOf } from '../../market-data/sports.ts';
import { encodeFeedMessage, encodeSnapshotComplete, type EncodedMessage } from './encode.ts';

export interface SimulatedProviderOptions {
  /** The simulator (or any source) whose messages are published. */
  source: FeedSource;
  amqpUrl: string;
  exchange: string;
  /** Wall time for message timestamps of recovery answers (tests pass the simulator's clock). */
  now?: () => number;
}

type OddsChange = Extract<FeedMessage, { type: 'odds_change' }>;

export class SimulatedUofProvider {
  private readonly fixtures = new Map<number, Fixture>();
  /** The last odds_change of each (match, producer): what a recovery sends again. */
  private readonly lastOdds = new Map<string, OddsChange>();
  private connection: ChannelModel | null = null;
  private channel: ConfirmChannel | null = null;
  private publishing: Promise<void> = Promise.resolve();
  private published = 0;
  /** Recovery requests waiting while answers are held (a slow provider, for staging and tests). */
  private held: (() => void)[] | null = null;

  constructor(private readonly options: SimulatedProviderOptions) {}

  get messagesPublished(): number {
    return this.published;
  }

  async start(): Promise<void> {
    this.connection = await amqp.connect(this.options.amqpUrl);
    this.channel = await this.connection.createConfirmChannel();
    await this.channel.assertExchange(this.options.exchange, 'topic', { durable: true });
    this.options.source.start((message) => this.publishFeed(message));
  }

  async stop(): Promise<void> {
    await this.options.source.stop();
    await this.publishing;
    await this.channel?.waitForConfirms().catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
    this.connection = null;
    this.channel = null;
  }

  /** Holds recovery answers back until release, as a provider busy with its backlog does. */
  holdRecoveries(): void {
    this.held ??= [];
  }

  releaseRecoveries(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const answer of waiting) answer();
  }

  /** The fixture the provider's API answers for a match, if the feed has announced it. */
  fixture(id: number): Fixture | undefined {
    return this.fixtures.get(id);
  }

  /**
   * Answers a recovery request as the provider does: the current odds of every match the producer
   * prices (the state now, whatever `after` is: a full state heals any gap), tagged with the request
   * id, then snapshot_complete on the asking node's key.
   */
  recover(producer: ProducerId, requestId: number, nodeId: string | null): Promise<void> {
    if (this.held) {
      this.held.push(() => void this.recover(producer, requestId, nodeId));
      return Promise.resolve();
    }
    const now = this.options.now?.() ?? Date.now();
    return this.enqueue(async () => {
      for (const message of this.lastOdds.values()) {
        if (message.producer !== producer) continue;
        const encoded = this.encode({ ...message, timestamp: Math.max(message.timestamp, now) }, requestId);
        if (encoded) await this.send(encoded);
      }
      await this.send(encodeSnapshotComplete(requestId, producer, now, nodeId));
    });
  }

  private publishFeed(message: FeedMessage): Promise<void> {
    if (message.type === 'fixture_change') this.fixtures.set(message.event_id, message.fixture);
    if (message.type === 'odds_change') {
      const key = `${message.event_id}:${message.producer}`;
      const fixture = this.fixtures.get(message.event_id);
      // A finished match is no longer priced: a recovery does not send it again.
      if (fixture && (fixture.status === 'closed' || fixture.status === 'cancelled'))
        this.lastOdds.delete(key);
      else this.lastOdds.set(key, message);
    }
    const encoded = this.encode(message, undefined);
    return encoded ? this.enqueue(() => this.send(encoded)) : Promise.resolve();
  }

  private encode(message: FeedMessage, requestId: number | undefined): EncodedMessage | null {
    // The odds feed carries no timeline (a provider serves it apart); the statuses' cards and corners go.
    if (message.type === 'timeline_event') return null;
    const extra = requestId !== undefined ? { requestId } : {};
    if (message.type === 'alive') return encodeFeedMessage(message, extra);
    const sportId = this.fixtures.get(message.event_id)?.sport.id;
    const key = sportId === undefined ? undefined : sportKeyOf(sportId);
    // Every match is announced (fixture_change) before anything else is said about it.
    if (!key || sportId === undefined) return null;
    return encodeFeedMessage(message, { sport: { key, id: sportId }, ...extra });
  }

  /** Publishes in order; a full socket buffer waits for the channel to drain rather than growing without end. */
  private async send({ routingKey, xml }: EncodedMessage): Promise<void> {
    const channel = this.channel;
    if (!channel) return;
    const ok = channel.publish(this.options.exchange, routingKey, Buffer.from(xml), {
      contentType: 'text/xml',
      deliveryMode: 2,
      timestamp: Math.floor(Date.now() / 1000),
    });
    this.published++;
    if (!ok) await new Promise<void>((resolve) => channel.once('drain', resolve));
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.publishing = this.publishing.then(work, work);
    return this.publishing;
  }
}
