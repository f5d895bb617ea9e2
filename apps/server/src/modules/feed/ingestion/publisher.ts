// Publishes applied changes to the broker, decoupled from ingestion: changes are collected per match
// and producer and sent on the next turn of the event loop, one bet_stop and one odds_change (the
// latest state of every line that changed) per topic, so a burst of messages costs one publish each;
// and one update per match on its centre topic (its state and new timeline entries).
import type { Broker } from '../../../broker/index.ts';
import type { ProducerId, TimelineEntry } from '../messages.ts';
import type { CachedFixture, CachedMarket, OddsCache } from '../../market-data/odds-cache.ts';
import type { FeedLog } from './log.ts';
import { matchCentrePayload, matchCentreTopic } from './centre-payload.ts';
import {
  betStopPayload,
  betStopTopic,
  oddsChangePayload,
  oddsChangeTopic,
  type BetStopPayload,
} from './payloads.ts';

interface Pending {
  fixture: CachedFixture;
  producer: ProducerId;
  markets: Set<CachedMarket>;
  /** The match's score or clock changed (published even when no line did). */
  status: boolean;
  betStop: { groups: 'all' | string[]; reason: BetStopPayload['reason'] } | null;
  timestamp: number;
}

/** A match's centre changes waiting to go out: its state changed, and the new timeline entries. */
interface PendingCentre {
  fixture: CachedFixture;
  status: boolean;
  entries: TimelineEntry[];
  timestamp: number;
}

export type Schedule = (run: () => void) => void;

export interface FeedPublisherOptions {
  broker: Broker;
  cache: OddsCache;
  log: FeedLog;
  /** When collected changes go out; default setImmediate (after the current batch of messages). */
  schedule?: Schedule;
}

export class FeedPublisher {
  private pending = new Map<string, Pending>();
  private centres = new Map<number, PendingCentre>();
  private scheduled = false;
  private readonly inFlight = new Set<Promise<void>>();
  private failures = 0;
  published = 0;

  constructor(private readonly options: FeedPublisherOptions) {}

  marketChanged(fixture: CachedFixture, market: CachedMarket, timestamp: number): void {
    this.entry(fixture, market.producer, timestamp).markets.add(market);
  }

  statusChanged(fixture: CachedFixture, producer: ProducerId, timestamp: number): void {
    this.entry(fixture, producer, timestamp).status = true;
    this.centre(fixture, timestamp).status = true;
  }

  /** A new entry of the match's timeline, for its centre topic. */
  timelineEntry(fixture: CachedFixture, entry: TimelineEntry, timestamp: number): void {
    this.centre(fixture, timestamp).entries.push(entry);
  }

  betStop(
    fixture: CachedFixture,
    producer: ProducerId,
    timestamp: number,
    groups: 'all' | string[],
    reason: BetStopPayload['reason'],
  ): void {
    this.entry(fixture, producer, timestamp).betStop = { groups, reason };
  }

  /** Sends everything collected now. */
  flush(): void {
    this.scheduled = false;
    this.flushCentres();
    const batch = this.pending;
    if (batch.size === 0) return;
    this.pending = new Map();
    const { cache } = this.options;
    for (const p of batch.values()) {
      if (p.betStop) {
        this.send(
          betStopTopic(p.producer, p.fixture.id),
          betStopPayload(p.fixture.id, p.producer, p.timestamp, p.betStop.groups, p.betStop.reason),
        );
      }
      if (p.markets.size > 0 || p.status) {
        this.send(
          oddsChangeTopic(p.producer, p.fixture.id),
          oddsChangePayload(cache, p.fixture, p.producer, p.markets, p.timestamp),
        );
      }
    }
  }

  /** Resolves once everything collected so far has been handed to the broker. */
  async idle(): Promise<void> {
    this.flush();
    await Promise.all(this.inFlight);
  }

  /** One update per match: its latest state if it changed, and its new entries in order. */
  private flushCentres(): void {
    const batch = this.centres;
    if (batch.size === 0) return;
    this.centres = new Map();
    for (const c of batch.values()) {
      const payload = matchCentrePayload(c.fixture, c.status, c.entries, c.timestamp);
      if (payload) this.send(matchCentreTopic(c.fixture.id), payload);
    }
  }

  private centre(fixture: CachedFixture, timestamp: number): PendingCentre {
    let c = this.centres.get(fixture.id);
    if (!c) {
      c = { fixture, status: false, entries: [], timestamp };
      this.centres.set(fixture.id, c);
    } else if (timestamp > c.timestamp) {
      c.timestamp = timestamp;
    }
    this.schedule();
    return c;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    (this.options.schedule ?? setImmediate)(() => this.flush());
  }

  private entry(fixture: CachedFixture, producer: ProducerId, timestamp: number): Pending {
    const key = `${producer}:${fixture.id}`;
    let p = this.pending.get(key);
    if (!p) {
      p = { fixture, producer, markets: new Set(), status: false, betStop: null, timestamp };
      this.pending.set(key, p);
    } else if (timestamp > p.timestamp) {
      p.timestamp = timestamp;
    }
    this.schedule();
    return p;
  }

  private send(topic: string, payload: unknown): void {
    this.published++;
    const sent = this.options.broker.publish(topic, payload).then(
      () => undefined,
      (err: unknown) => {
        // A broker outage must not stop ingestion; browsers catch up through the odds refresh call.
        this.failures++;
        if (this.failures === 1 || this.failures % 1000 === 0)
          this.options.log.warn({ err, failures: this.failures, topic }, 'feed publish failed');
      },
    );
    this.inFlight.add(sent);
    void sent.finally(() => this.inFlight.delete(sent));
  }
}
