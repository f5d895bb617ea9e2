// Where @fastify/rate-limit keeps its counts: in Redis when REDIS_URL is set, so every API process
// counts one address's attempts together; in the process's memory otherwise (one process).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

export interface RateLimitStoreOptions {
  redis?: Redis;
  nameSpace?: string;
  skipOnError?: boolean;
}

/** Opens the Redis connection of the route limits; it closes with the app. */
export function rateLimitStore(app: FastifyInstance, config: Config): RateLimitStoreOptions {
  if (!config.REDIS_URL) return {};
  const redis = new Redis(config.REDIS_URL, {
    // A limit check must not hold a login for long: one quick retry, then the request goes on unlimited.
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    connectionName: `slipstream-${config.ROLE}`,
  });
  logConnectionTrouble(redis, app.log);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return {
    redis,
    nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:`,
    // Fail open: with Redis away players can still log in; the per-number login limit lives in the
    // database and keeps holding.
    skipOnError: true,
  };
}

/** Logs the first error of an outage and the recovery, not every reconnect attempt. */
function logConnectionTrouble(redis: Redis, log: FastifyBaseLogger): void {
  let failing = false;
  redis.on('error', (err: Error) => {
    if (failing) return;
    failing = true;
    log.error({ err }, 'Redis is unreachable; rate limits are not enforced until it is back');
  });
  redis.on('ready', () => {
    if (!failing) return;
    failing = false;
    log.info('Redis is reachable again; rate limits are enforced');
  });
}

/**
 * A rate-limit key for a secret (a bearer token): its digest, so Redis never holds a usable token.
 */
export function secretKey(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url').slice(0, 32);
}
