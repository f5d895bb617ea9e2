// For tests over RabbitMQ: whether it answers, and waiting until the feed process has taken
// everything the provider published.
import amqp from 'amqplib';

/** The RabbitMQ the tests use (CI has one on 127.0.0.1:5672). */
export const AMQP_URL = process.env.AMQP_TEST_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/** Whether RabbitMQ answers within 2 s: without it the tests over AMQP are skipped. */
export async function brokerAnswers(): Promise<boolean> {
  try {
    const connection = await amqp.connect(AMQP_URL, { timeout: 2_000 });
    await connection.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once our queue has been seen empty three times in a row with the source idle between the
 * looks (a batch may be on its way from the broker), and ingestion has applied what it was handed.
 */
export async function queueDrained(
  queue: string,
  source: { idle(): Promise<void> },
  ingestion: { idle(): Promise<void> },
): Promise<void> {
  const connection = await amqp.connect(AMQP_URL);
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

/** Removes a test's queue and exchange from RabbitMQ (what is already gone is no error). */
export async function removeQueueAndExchange(queue: string, exchange: string): Promise<void> {
  const connection = await amqp.connect(AMQP_URL);
  const channel = await connection.createChannel();
  await channel.deleteQueue(queue).catch(() => undefined);
  await channel.deleteExchange(exchange).catch(() => undefined);
  await connection.close();
}
