// Shared bench plumbing: the bench database, a schema of its own per run, a free loopback port, and
// the app started as its own process (apps/server/src/main.ts) until /readyz answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import pg from 'pg';
import { configSchema } from '../../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database.ts';

export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ROOT = resolve(import.meta.dirname, '..', '..');
export const config = configSchema.parse({});

export function withOptions(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

export async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

/** Starts the app on loopback in `schema` (FEED off unless `env` says otherwise) and waits for /readyz. */
export async function startServer(
  schema: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server during the run.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: withOptions(DATABASE_URL, schema),
      FEED: 'off',
      // Per-request access logs are off for the measurement (warn and above still print).
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) throw new Error(`server did not become ready: ${stderr}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (child.exitCode !== null) return ok();
    child.once('exit', () => ok());
    child.kill('SIGTERM');
  });
}

export interface AppRun {
  port: number;
  /** The bench's own connection to the app's schema. */
  handle: DatabaseHandle;
  /** Stops the app early (before in-process work or the ledger check); later calls do nothing. */
  stopApp(): Promise<void>;
  /** Every API process's port (the first is `port`): a load balancer's backends. */
  ports: number[];
  /** Process ids of the API processes and, when it runs apart, the feed process (for their CPU time). */
  processes: { api: number[]; feed?: number | undefined };
}

/**
 * Runs `body` against the app started in a fresh schema named after `name`; afterwards the app is
 * stopped, the connection closed and the schema dropped, whatever happened. With `feed`, the feed
 * runs in a process of its own (ROLE=feed, started first, with those variables) and the app the
 * players call is an API process (ROLE=api), as in production.
 */
export async function withAppInOwnSchema<T>(
  name: string,
  options: {
    env: Record<string, string>;
    poolSize: number;
    feed?: Record<string, string>;
    /** API processes to start (with `feed` only: each is ROLE=api); 1 unless given. */
    apiProcesses?: number;
  },
  body: (run: AppRun) => Promise<T>,
): Promise<T> {
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create schema ${schema}`));
  let children: ChildProcess[] = [];
  let handle: DatabaseHandle | undefined;
  const stopApp = async () => {
    const running = children;
    children = [];
    await Promise.all(running.map(stopServer));
  };
  try {
    const feed = options.feed
      ? await startServer(schema, await freePort(), { ...options.feed, ROLE: 'feed' })
      : undefined;
    if (feed) children.push(feed);
    const env = options.feed ? { ...options.env, ROLE: 'api' } : options.env;
    const ports: number[] = [];
    const apis: ChildProcess[] = [];
    for (let n = 0; n < (options.feed ? (options.apiProcesses ?? 1) : 1); n++) {
      const port = await freePort();
      const api = await startServer(schema, port, env);
      children.push(api);
      apis.push(api);
      ports.push(port);
    }
    handle = await openDatabase({
      databaseUrl: DATABASE_URL,
      searchPath: schema,
      poolSize: options.poolSize,
    });
    return await body({
      port: ports[0]!,
      ports,
      handle,
      stopApp,
      processes: { api: apis.map((a) => a.pid!), feed: feed?.pid },
    });
  } finally {
    await stopApp();
    await handle?.close();
    await admin((c) => c.query(`drop schema if exists ${schema} cascade`));
  }
}
