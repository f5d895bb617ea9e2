// Acknowledging a queue's batches in the order they were delivered, each once its commit resolves:
// one ack up to the batch's last message. A commit that fails stops all acknowledging from there on,
// because an ack up to a later message would also acknowledge the failed batch; what is left
// unacknowledged goes back to the queue when the channel closes, and comes again.
import type { Channel, ConsumeMessage } from 'amqplib';
import type { FeedLog } from '../ingestion/log.ts';

export class Acknowledgements {
  /** Whether every batch so far has been acknowledged. */
  private chain: Promise<boolean> = Promise.resolve(true);

  constructor(private readonly log: FeedLog) {}

  /** Acknowledges everything up to `last` once `committed` and every earlier batch's ack have resolved. */
  after(committed: Promise<void>, channel: Channel, last: ConsumeMessage): void {
    // Its failure is reported below, in order; a batch after a failed one is never waited on.
    committed.catch(() => undefined);
    const before = this.chain;
    this.chain = (async () => {
      if (!(await before)) return false;
      try {
        await committed;
      } catch (err) {
        this.log.error({ err }, 'odds feed messages not committed: left unacknowledged');
        return false;
      }
      try {
        channel.ack(last, true);
        return true;
      } catch (err) {
        // The channel closed: what it had not acknowledged is back in the queue.
        this.log.warn({ err }, 'odds feed acknowledgement lost with its channel');
        return false;
      }
    })();
  }

  /** Resolves once every batch handed over so far is acknowledged, or left to the queue. */
  async settled(): Promise<void> {
    await this.chain;
  }
}
