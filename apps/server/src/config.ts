// Every environment variable the server reads, in one typed schema with embedded defaults.
// A bad value stops the start with a message naming the variable.
import { resolve } from 'node:path';
import { z } from 'zod';

const DEV_SECRET = 'dev-only-change-me';
export const DEFAULT_CLIENT_CODE = 'slipstream-dev-client-code';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A money amount in major units, as an operator writes it ("100", "2500.50"). */
const majorAmount = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, 'must be a positive amount with at most 2 decimals')
  .transform(Number)
  .pipe(z.number().positive('must be above 0').max(1_000_000_000));

const optionalUrl = (protocols: RegExp, what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.test(v), { message: `must be a ${what} URL` });

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLE: z.enum(['all', 'api', 'feed']).default('all'),
  FEED: z.string().min(1).default('simulator'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://'),
  /**
   * Connections each process keeps to PostgreSQL. More than the database's cores can run at once only
   * queue inside PostgreSQL; the database's max_connections must cover every process's pool.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  MQTT_URL: optionalUrl(/^(mqtts?|wss?|tcp):\/\//, 'mqtt://, mqtts://, ws:// or wss://'),
  MQTT_USERNAME: z.string().optional(),
  MQTT_PASSWORD: z.string().optional(),
  /** The broker address browsers use; defaults to the embedded broker at /mqtt on this origin. */
  MQTT_PUBLIC_URL: optionalUrl(/^wss?:\/\//, 'ws:// or wss://'),
  MOBILE_SITE_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  CLIENT_CODE: z.string().min(8).default(DEFAULT_CLIENT_CODE),
  SIGNATURE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  TOKEN_SECRET: z
    .string()
    .min(16)
    .default(DEV_SECRET + '-token'),
  OPERATOR_KEY: z
    .string()
    .min(16)
    .default(DEV_SECRET + '-operator'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  TRUST_PROXY: bool.default(false),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  SIM_SEED: z.coerce.number().int().default(20261121),
  SIM_SPEED: z.coerce.number().positive().max(10_000).default(1),
  /** Simulator: share of fixtures cancelled before kick-off (bet_cancel of every market). */
  SIM_CANCEL_RATE: z.coerce.number().min(0).max(1).default(0.01),
  /** Simulator: share of finished fixtures settled wrongly at first, then rolled back and settled again. */
  SIM_ROLLBACK_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Simulator: share of played fixtures where one live market's bets of a short window are voided. */
  SIM_BET_CANCEL_WINDOW_RATE: z.coerce.number().min(0).max(1).default(0.02),
  /** Simulator: share of those windowed cancellations taken back later (rollback_bet_cancel). */
  SIM_BET_CANCEL_ROLLBACK_RATE: z.coerce.number().min(0).max(1).default(0.2),
  /** FEED=uof: the provider's AMQP broker (the access token as user name, as the provider asks). */
  UOF_AMQP_URL: optionalUrl(/^amqps?:\/\//, 'amqp:// or amqps://'),
  /** FEED=uof: the provider's topic exchange, and our own durable queue bound to it. */
  UOF_EXCHANGE: z.string().min(1).default('unifiedfeed'),
  UOF_QUEUE: z.string().min(1).default('slipstream-feed'),
  /** FEED=uof: the provider's HTTP API (fixtures, match statuses, recovery) and its access token. */
  UOF_API_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  UOF_ACCESS_TOKEN: z.string().optional(),
  /** FEED=uof: names this consumer in recovery requests (one per feed process). */
  UOF_NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('1'),
  /** A feed producer without an alive heartbeat for this long is down: its markets are suspended. */
  FEED_PRODUCER_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** How often ingestion writes the latest odds to the database (the most a crash can lose). */
  FEED_FLUSH_INTERVAL_MS: z.coerce.number().int().min(10).max(10_000).default(200),
  /** Processes without ingestion (ROLE=api, or FEED=off): how often the sports read cache catches up with the database. */
  SPORTS_CACHE_REFRESH_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  /** How long a login token (and its session) lives. */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  /** Logins allowed per address in 15 minutes (generous: mobile carriers put many players behind one address). */
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Redis for the limits every process must share (rate limits per address); unset means each process
   * counts in its own memory, which is right for one process and too lenient for several.
   */
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis:// or rediss://'),
  /** Starts every key this server writes to Redis, so environments can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -')
    .default('slipstream:'),
  /** Serves /metrics on this port instead of the app's (a listener the load balancer does not reach). */
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  /** Requests are refused with 503 while the mean event-loop delay is above this (0: never). */
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** Requests are refused with 503 while more queries than this wait for a database connection (0: never). */
  LOAD_SHED_MAX_DB_WAITING: z.coerce.number().int().min(0).max(1_000_000).default(200),
  /** The Retry-After of a refused (503) request. */
  LOAD_SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3_600).default(5),
  /** An HTTP SMS gateway (POST JSON {to, from, text}); unset outside production = the outbox sender. */
  SMS_GATEWAY_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  SMS_GATEWAY_TOKEN: z.string().min(8).optional(),
  /** Alphanumeric sender ids are limited to 11 characters by most networks. */
  SMS_SENDER_ID: z.string().trim().min(1).max(11).default('Slipstream'),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // Wallet. Amounts are major units (naira) with at most 2 decimals.
  DEPOSIT_MIN: majorAmount.default(100),
  DEPOSIT_MAX: majorAmount.default(5_000_000),
  WITHDRAW_MIN: majorAmount.default(1_000),
  WITHDRAW_MAX: majorAmount.default(5_000_000),
  /** Withdrawal requests (bank and shop) a player may make in 24 hours, rejected ones not counted. */
  WITHDRAW_DAILY_COUNT: z.coerce.number().int().min(1).max(1_000).default(3),
  /** How long a shop transaction code stays usable; an expired withdraw code returns its funds. */
  SHOP_CODE_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  /** How often expired shop codes are swept (0: only lazily, when a code is looked up). */
  SHOP_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Days a closed or cancelled match keeps its match-centre timeline (the feed process deletes it after). */
  MATCH_TIMELINE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  /** How often expired bonuses are closed and last week's cashback credited (0: only lazily, when a player looks). */
  BONUS_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Signs the payment provider's webhooks (HMAC-SHA256). */
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(16)
    .default(DEV_SECRET + '-payment-webhook'),
  /**
   * The built-in sandbox payment provider, where the payer approves their own payment. On by default
   * outside production and off in production unless set to true (a staging site): in production it
   * would let anyone credit themselves.
   */
  PAYMENT_SANDBOX: bool.optional(),
  /** Authenticates shop agents on /api/shop. */
  SHOP_AGENT_KEY: z
    .string()
    .min(16)
    .default(DEV_SECRET + '-shop-agent'),
  // Bets (issue 8). Amounts in major units.
  BET_MIN_STAKE: majorAmount.default(5),
  BET_MAX_STAKE: majorAmount.default(1_000_000),
  /** The most one bet may pay (its potential win at placement). */
  BET_MAX_PAYOUT: majorAmount.default(50_000_000),
  /** The most a player's bets placed in a rolling 24 hours may promise together. */
  BET_MAX_DAILY_PAYOUT: majorAmount.default(200_000_000),
  BET_MAX_SELECTIONS: z.coerce.number().int().min(1).max(50).default(50),
  /** How long a live bet waits before it is accepted (the price is checked again after it). */
  BET_LIVE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** The cash-out margin, percent taken off the fair value. */
  CASHOUT_MARGIN: z.coerce.number().min(0).max(50).default(5),
  /** Signs casino providers' seamless-wallet calls (HMAC-SHA256 over the raw body). */
  CASINO_PROVIDER_SECRET: z
    .string()
    .min(16)
    .default(DEV_SECRET + '-casino-provider'),
});

export type Config = z.infer<typeof configSchema>;

/** Secrets that must be replaced before a production start. */
const SECRET_KEYS = [
  'TOKEN_SECRET',
  'OPERATOR_KEY',
  'CLIENT_CODE',
  'PAYMENT_WEBHOOK_SECRET',
  'SHOP_AGENT_KEY',
  'CASINO_PROVIDER_SECRET',
] as const;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
    throw new ConfigError('METRICS_PORT must differ from PORT (unset it to serve /metrics on PORT).');
  }
  if (config.SMS_GATEWAY_URL && !config.SMS_GATEWAY_TOKEN) {
    throw new ConfigError('SMS_GATEWAY_TOKEN must be set when SMS_GATEWAY_URL is.');
  }
  for (const [min, max] of [
    ['DEPOSIT_MIN', 'DEPOSIT_MAX'],
    ['WITHDRAW_MIN', 'WITHDRAW_MAX'],
  ] as const) {
    if (config[min] > config[max]) {
      throw new ConfigError(`${min} (${config[min]}) must not be above ${max} (${config[max]}).`);
    }
  }
  if (config.NODE_ENV === 'production') {
    const defaults = configSchema.parse({});
    const weak = SECRET_KEYS.filter((k) => config[k] === defaults[k]);
    if (weak.length > 0) {
      throw new ConfigError(
        `Refusing to start in production with default secrets: ${weak.join(', ')}. Set them in the environment.`,
      );
    }
    // The outbox would swallow every code: players could never register or reset a password.
    if (!config.SMS_GATEWAY_URL) {
      throw new ConfigError(
        'Refusing to start in production without SMS_GATEWAY_URL (and SMS_GATEWAY_TOKEN).',
      );
    }
  }
  return { ...config, DATA_DIR: resolve(config.DATA_DIR) };
}

/**
 * Defaults for tests: quiet logs and no feed unless a test asks for one. Shedding on event-loop delay
 * is off: an embedded database blocks the loop while it works, and a busy test machine must not
 * turn that into 503s (the load-shedding tests switch it on).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      FEED: 'off',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
    ...overrides,
  };
}
