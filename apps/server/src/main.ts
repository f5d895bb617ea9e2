// Reads config, opens the database, builds the server (compose/server.ts) with the configured broker,
// migrates, starts the feed, listens; drains and closes on SIGTERM.
import { createBroker } from './broker/index.ts';
import { buildServer } from './compose/server.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { startMetricsServer } from './metrics/http-metrics.ts';
import { observeBroker } from './metrics/metrics.ts';

async function main(config: Config): Promise<void> {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  let migrated = false;
  const server = await buildServer({
    config,
    db: handle.db,
    databaseKind: handle.kind,
    openBroker: (sessions, log) => createBroker(config, sessions, log),
    isMigrated: () => migrated,
  });
  const { app, broker } = server;
  observeBroker(broker);
  broker.attach(app.server);

  const applied = await migrate(handle);
  migrated = true;
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  // Before listening, so the first request already sees the feed's snapshot.
  const feed = await server.start();

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
      // Requests drain first, then the feed and the broker stop; the database closes last.
      await server.close();
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
