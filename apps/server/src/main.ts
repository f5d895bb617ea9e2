// Reads config, opens the database and broker, starts the feed, listens; drains and closes on SIGTERM.
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { createBroker } from './broker/index.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createServices } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { startMetricsServer } from './metrics/http-metrics.ts';
import { observeBroker } from './metrics/metrics.ts';
import { startFeed } from './modules/feed/ingestion/start-feed.ts';
import { brokerSessions } from './modules/sessions/broker-access.ts';

async function main(config: Config): Promise<void> {
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  let migrated = false;
  // Services first: the broker checks MQTT passwords (login tokens) with the sessions service, and
  // drops a connection's private topics when its session ends.
  const services = createServices(config, handle.db);
  // The app (and its logger) is built with the broker, so the broker's warnings reach it through this.
  const log: { current?: FastifyBaseLogger } = {};
  const broker = await createBroker(config, brokerSessions(services.sessions), {
    warn: (obj, msg) => log.current?.warn(obj, msg),
  });
  const app = await buildApp({ config, db: handle.db, broker, services, isMigrated: () => migrated });
  log.current = app.log;
  observeBroker(broker);
  broker.attach(app.server);

  const applied = await migrate(handle);
  migrated = true;
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  // Before listening, so the first request already sees the feed's snapshot.
  // Bets left half-settled by an earlier run are finished before new settlements arrive.
  const swept = await app.bets.settlement.sweep();
  if (swept > 0) app.log.info({ swept }, 'finished settling bets');
  const feed = await startFeed({
    config,
    db: handle.db,
    databaseKind: handle.kind,
    broker,
    cache: services.odds,
    log: app.log,
    sink: app.bets.settlement,
  });

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const metricsServer = config.METRICS_PORT
    ? await startMetricsServer(config.METRICS_PORT, config.HOST)
    : undefined;
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log(
    `Slipstream is ready at ${shown} (database: ${handle.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}, broker: ${broker.kind}, feed: ${feed.source})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS + 5_000);
    force.unref();
    try {
      // Fastify stops accepting, lets in-flight requests finish, then closes; then the broker and database.
      await app.close();
      await feed.stop();
      await broker.close();
      await handle.close();
      metricsServer?.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
main(config).catch((err: unknown) => {
  console.error('Slipstream failed to start:', err);
  process.exit(1);
});
