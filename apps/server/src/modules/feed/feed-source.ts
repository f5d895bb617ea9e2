// The contract between a source of feed messages (the built-in simulator, or an adapter for a real
// odds feed) and whatever consumes them (ingestion). Ingestion depends on this, never on a source.
import type { FeedMessage } from './messages.ts';

/**
 * Receives each message in order. When it returns a promise, the source waits for it before delivering
 * the next message, so a slow consumer slows the source down instead of reordering messages.
 */
export type FeedListener = (message: FeedMessage) => void | Promise<void>;

export interface FeedSource {
  /** A short name for logs (`simulator`, `betradar`). */
  readonly name: string;
  /**
   * Starts delivering. The first messages are a recovery snapshot (fixture_change and odds_change of
   * every fixture the source currently knows), then the live stream. Calling start twice is an error.
   */
  start(onMessage: FeedListener): void;
  /** Stops delivering; resolves once the message being delivered (if any) has been handled. */
  stop(): Promise<void>;
}
