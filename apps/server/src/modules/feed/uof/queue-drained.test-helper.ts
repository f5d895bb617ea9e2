// For tests over RabbitMQ: waits until the feed process has taken everything the provider published.
import amqp from 'amqplib';

/**
 * Resolves once our queue has been seen empty three times in a row with the source idle between the
 * looks (a batch may be on its way from the broker), and ingestion has applied what it was handed.
 */
export async function queueDrained(
  amqpUrl: string,
  queue: string,
  source: { idle(): Promise<void> },
  ingestion: { idle(): Promise<void> },
): Promise<void> {
  const connection = await amqp.connect(amqpUrl);
  const channel = await connection.createChannel();
  try {
    for (let quiet = 0; quiet < 3;) {
      await source.idle();
      const { messageCount } = await channel.checkQueue(queue);
      quiet = messageCount === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await ingestion.idle();
  } finally {
    await connection.close();
  }
}
