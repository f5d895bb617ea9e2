// buildTestApp(): the real server (compose/server.ts) on a fresh database and an embedded broker (or
// the external one that MQTT_URL names), for inject() tests, with a clock the test controls and
// helpers to make signed (and logged-in) calls.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CLIENT_ID, signingHeaders } from '@slipstream/domain';
import { createBroker, type Broker } from '../broker/index.ts';
import { createEmbeddedBroker } from '../broker/embedded-broker.ts';
import { buildServer, type Modules, type ServerParts } from '../compose/server.ts';
import { testConfig, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { OddsCache } from '../modules/market-data/odds-cache.ts';
import { createTestClock, type TestClock } from './clock.ts';
import { createTestDatabase } from './test-database.ts';

let addressCounter = 0;
function randomAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface CallOptions {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  /** A bearer token to send. */
  token?: string;
  /** The caller's address (rate limits are per address; give each test its own). */
  ip?: string;
  headers?: Record<string, string>;
}

/** Besides configuration and clock, what a test may hand the server (the odds cache it fills itself). */
export type TestParts = Pick<ServerParts, 'fetch' | 'balances'> & { oddsCache?: OddsCache };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  broker: Broker;
  config: Config;
  clock: TestClock;
  odds: OddsCache;
  modules: Modules;
  /** Signing headers as the web app sends them. */
  signed(now?: number): Promise<Record<string, string>>;
  /** A signed call, as the web app makes it. */
  call(options: CallOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: TestParts = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const instance = await startProcess(testConfig(overrides), database.db, createTestClock(), options);
  return {
    ...instance,
    close: async () => {
      await instance.close();
      await database.dispose();
    },
  };
}

/**
 * Another API process on the database and clock of `first`, as behind a load balancer: modules,
 * broker and app of its own, with `config` (by default the first one's). Closing it leaves the first
 * process and the database open.
 */
export function secondProcess(first: TestApp, config: Config = first.config): Promise<TestApp> {
  return startProcess(config, first.db, first.clock, {});
}

async function startProcess(config: Config, db: Db, clock: TestClock, options: TestParts): Promise<TestApp> {
  const { oddsCache, ...parts } = options;
  const server = await buildServer({
    ...parts,
    config,
    db,
    now: clock.now,
    ...(oddsCache ? { odds: oddsCache } : {}),
    // An external broker when the test names one, chosen as main.ts chooses it.
    openBroker: (sessions) =>
      config.MQTT_URL ? createBroker(config, sessions) : createEmbeddedBroker({ sessions }),
  });
  const { app, broker, odds, modules } = server;
  const signed = (now?: number) => signingHeaders(CLIENT_ID, config.CLIENT_CODE, now);
  return {
    app,
    db,
    broker,
    config,
    clock,
    odds,
    modules,
    signed,
    call: async ({ method = 'GET', url, body, token, ip, headers }) =>
      app.inject({
        method,
        url,
        headers: { ...(await signed()), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
        // A fresh address per call unless the test names one, so per-address limits only bite where tested.
        remoteAddress: ip ?? randomAddress(),
      }),
    close: () => server.close(),
  };
}
