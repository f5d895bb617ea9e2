// The server, built in one place: buildServer() makes every module, in the order their dependencies
// allow, then mounts their APIs behind the HTTP edge. A module is a factory, createXModule(deps) in
// modules/<feature>/<feature>.module.ts, that takes exactly the parts it needs and returns its
// services (and, where it has background work, jobs(app), bound to the app's lifetime). main.ts and
// the tests both build the server here: each opens its own broker; tests may also pass a clock.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createApp, serveWebApp } from '../app.ts';
import type { Broker, BrokerSessions } from '../broker/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { registerAuth } from '../http/auth.ts';
import { registerSigning } from '../http/signing.ts';
import { createAuthModule, type AuthModule } from '../modules/auth/auth.module.ts';
import type { BalanceReader } from '../modules/auth/balance-reader.ts';
import { createBetsModule, type BetsModule } from '../modules/bets/bets.module.ts';
import { createBonusModule, type BonusModule } from '../modules/bonus/bonus.module.ts';
import { createCasinoModule, type CasinoModule } from '../modules/casino/casino.module.ts';
import { createContentModule, type ContentModule } from '../modules/content/content.module.ts';
import { createFeedModule, type FeedModule } from '../modules/feed/feed.module.ts';
import type { RunningFeed } from '../modules/feed/ingestion/start-feed.ts';
import { simulatedMatchPlayer } from '../modules/feed/simulator/match-player.ts';
import { createLedgerModule, type LedgerModule } from '../modules/ledger/ledger.module.ts';
import { OddsCache } from '../modules/market-data/odds-cache.ts';
import { createOtpModule, type OtpModule } from '../modules/otp/otp.module.ts';
import {
  createResponsibleGamblingModule,
  type ResponsibleGamblingModule,
} from '../modules/responsible-gambling/responsible-gambling.module.ts';
import { brokerSessions } from '../modules/sessions/broker-access.ts';
import { createSessionsModule, type SessionsModule } from '../modules/sessions/sessions.module.ts';
import { createSettingsModule, type SettingsModule } from '../modules/settings/settings.module.ts';
import { createSmsModule, type SmsModule } from '../modules/sms/sms.module.ts';
import { createSportsModule, type SportsModule } from '../modules/sports/sports.module.ts';
import { healthRoutes } from '../modules/system/system.routes.ts';
import { createLedgerBalanceReader } from '../modules/wallet/balance-reader.ts';
import { createWalletModule, type WalletModule } from '../modules/wallet/wallet.module.ts';
import { registerPartnerApis } from './partner-apis.ts';
import { registerPlayerApis } from './player-api.ts';

/** What the server is built from; everything else it builds itself. */
export interface ServerParts {
  config: Config;
  db: Db;
  /**
   * Opens the broker. It checks MQTT logins with the sessions module and drops a connection's topics
   * when its session ends, so it is opened once that module exists; it logs to the app's logger.
   */
  openBroker(sessions: BrokerSessions, log: FastifyBaseLogger): Promise<Broker>;
  /** The time as the account modules see it; tests pass a clock they can move. */
  now?: () => Date;
  /** The live odds of every open fixture; tests that fill it themselves pass their own. */
  odds?: OddsCache;
  /** For the SMS gateway (tests replace it). */
  fetch?: typeof fetch;
  /** The balances a player's details show: the ledger's unless a test gives its own. */
  balances?: BalanceReader;
  /** True once migrations have run; /readyz answers 503 until then. */
  isMigrated?: () => boolean;
  /** The database's kind, for the feed (PGlite's writes are cut small). */
  databaseKind?: 'pglite' | 'postgres';
}

export interface Modules {
  settings: SettingsModule;
  sms: SmsModule;
  sessions: SessionsModule;
  otp: OtpModule;
  responsibleGambling: ResponsibleGamblingModule;
  auth: AuthModule;
  sports: SportsModule;
  ledger: LedgerModule;
  bonus: BonusModule;
  content: ContentModule;
  bets: BetsModule;
  casino: CasinoModule;
  wallet: WalletModule;
  feed: FeedModule;
}

/** The parts every API is mounted from, beside the modules. */
export interface SharedParts {
  config: Config;
  db: Db;
  broker: Broker;
  odds: OddsCache;
}

export interface Server extends SharedParts {
  app: FastifyInstance;
  modules: Modules;
  /** After migration: finishes the bets an earlier run left half-settled, then starts the feed. */
  start(): Promise<RunningFeed>;
  /** Stops taking requests, then stops the feed (if started) and closes the broker; not the database. */
  close(): Promise<void>;
}

export async function buildServer(parts: ServerParts): Promise<Server> {
  const { config, db } = parts;
  const now = parts.now ?? (() => new Date());
  // The edge first: its logger is the one the broker and every module log to.
  const app = await createApp(config);
  const log = app.log;

  // Accounts: the operator's settings, texts, sessions, then the broker that checks logins with them.
  const settings = createSettingsModule({ db, now });
  const sms = createSmsModule({ config, db, now, ...(parts.fetch ? { fetch: parts.fetch } : {}) });
  const sessions = createSessionsModule({ config, db, now });
  const broker = await parts.openBroker(brokerSessions(sessions), log);
  const otp = createOtpModule({ config, db, now, sms: sms.sender, settings });
  const responsibleGambling = createResponsibleGamblingModule({ db, now, sessions });
  const auth = createAuthModule({
    db,
    now,
    settings,
    otp,
    sessions,
    responsibleGambling,
    balances: parts.balances ?? createLedgerBalanceReader(db),
  });

  // Sports: the odds cache the feed fills, and the reads served from it.
  const odds = parts.odds ?? new OddsCache();
  const sports = createSportsModule({ odds });

  // Money: one ledger every module posts through. Bets and casino rounds staked from a bonus balance
  // count towards its wagering; the wallet tells the bonuses when a deposit is credited.
  const ledger = createLedgerModule({ db, broker, log });
  const bonus = createBonusModule({ config, db, ledger });
  const content = createContentModule({ db });
  const bets = createBetsModule({
    config,
    db,
    ledger,
    odds,
    settings,
    responsibleGambling,
    broker,
    bonus: bonus.bonus,
    matchPlayer: simulatedMatchPlayer(config.SIM_SEED),
    log,
  });
  const casino = createCasinoModule({
    db,
    ledger,
    providerSecret: config.CASINO_PROVIDER_SECRET,
    currency: async () => (await settings.globalVariables()).CurrencyCode,
    publish: (topic, payload) => broker.publish(topic, payload),
    wagers: bonus.bonus,
    // One crash table for everybody: in the single feed process (or the one process of ROLE=all).
    hostsCrashTable: config.ROLE !== 'api',
  });
  const wallet = createWalletModule({ config, db, ledger, responsibleGambling, bonus: bonus.bonus, log });
  const feed = createFeedModule({
    config,
    db,
    ...(parts.databaseKind ? { databaseKind: parts.databaseKind } : {}),
    broker,
    odds,
    settlement: bets.settlement,
    log,
  });

  const modules: Modules = {
    settings,
    sms,
    sessions,
    otp,
    responsibleGambling,
    auth,
    sports,
    ledger,
    bonus,
    content,
    bets,
    casino,
    wallet,
    feed,
  };
  const shared: SharedParts = { config, db, broker, odds };

  await app.register((scope) =>
    healthRoutes(scope, { db, broker, isMigrated: parts.isMigrated ?? (() => true) }),
  );
  // On the root instance, so `request.user` and `app.requireUser` exist in every scope below.
  registerAuth(app, sessions);
  // Background work while the app is up: the crash table, the shop and bonus sweeps, the first seed,
  // the match timelines' retention.
  for (const module of [casino, wallet, bonus, content, feed]) module.jobs(app);
  await registerSigning(app, {
    clientCode: config.CLIENT_CODE,
    maxAgeSeconds: config.SIGNATURE_MAX_AGE_SECONDS,
  });
  await registerPlayerApis(app, shared, modules);
  await registerPartnerApis(app, shared, modules);
  await serveWebApp(app, config.WEB_DIST);

  let running: RunningFeed | undefined;
  return {
    ...shared,
    app,
    modules,
    async start() {
      // Before new settlements arrive.
      const swept = await bets.settlement.sweep();
      if (swept > 0) log.info({ swept }, 'finished settling bets');
      running = await feed.start();
      return running;
    },
    async close() {
      // Fastify stops accepting and lets in-flight requests finish before the feed and broker go.
      await app.close();
      await running?.stop();
      await broker.close();
    },
  };
}
