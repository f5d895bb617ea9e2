// The production layout on one machine, without containers: a fresh PostgreSQL database, Mosquitto
// with the project's dynamic-security configuration, Redis under a prefix of its own, one ROLE=feed
// process and two ROLE=api processes (NODE_ENV=production, so default secrets and a missing SMS
// gateway would stop them), a stand-in SMS gateway, and a round-robin proxy in front that routes as
// docs/nginx.conf does and records which process served each request.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, startMosquitto, type RunningMosquitto } from '../../apps/server/src/test/mosquitto.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
const PG_ADMIN_URL = process.env.DEPLOY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.DEPLOY_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Every child this layout started, killed on any exit of the test process (also after a failure). */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Kills `child` with the layout's processes if the test process exits before stopping it. */
export function track(child: ChildProcess): void {
  children.add(child);
}

const secret = (name: string) => `${name}-${randomBytes(12).toString('hex')}`;

/** The same secrets for every process; CLIENT_CODE and OPERATOR_KEY come from the test's env (the helpers read them). */
export function secrets(): Record<string, string> {
  const clientCode = process.env.CLIENT_CODE;
  const operatorKey = process.env.OPERATOR_KEY;
  if (!clientCode || !operatorKey)
    throw new Error('CLIENT_CODE and OPERATOR_KEY must be set (vitest.config.ts)');
  return {
    CLIENT_CODE: clientCode,
    OPERATOR_KEY: operatorKey,
    TOKEN_SECRET: secret('token'),
    PAYMENT_WEBHOOK_SECRET: secret('webhook'),
    SHOP_AGENT_KEY: secret('shop'),
    CASINO_PROVIDER_SECRET: secret('casino'),
  };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL and Redis

export interface Database {
  url: string;
  drop(): Promise<void>;
}

export async function createDatabase(): Promise<Database> {
  const name = `slipstream_deploy_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export function redisPrefix(): string {
  return `slipstream-deploy-${randomBytes(6).toString('hex')}:`;
}

/** Deletes the keys this run wrote under its prefix. */
export async function clearRedis(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

// ---------------------------------------------------------------------------------------------
// The web build

/** Builds the web app once into a directory of its own, signing its calls with the deployment's CLIENT_CODE. */
export function buildWeb(clientCode: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'slipstream-deploy-web-'));
  execFileSync(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--silent', '--', '--outDir', dir, '--emptyOutDir'],
    {
      cwd: ROOT,
      env: { ...process.env, VITE_CLIENT_CODE: clientCode },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return dir;
}

// ---------------------------------------------------------------------------------------------
// A stand-in SMS gateway (production refuses to start without one)

export interface SmsGateway {
  url: string;
  token: string;
  /** The newest 6-digit code texted to `phone` (234…), waiting for the `count`-th text to it. */
  code(phone: string, count?: number): Promise<string>;
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const token = secret('sms');
  const texts: { to: string; text: string }[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${token}`) {
        res.writeHead(401).end();
        return;
      }
      texts.push(JSON.parse(body) as { to: string; text: string });
      for (const wake of waiting.splice(0)) wake();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/send`,
    token,
    async code(phone, count = 1) {
      for (;;) {
        const mine = texts.filter((t) => t.to.replace(/^\+/, '') === phone);
        const code = mine.length >= count ? /\b(\d{6})\b/.exec(mine[mine.length - 1]!.text)?.[1] : undefined;
        if (code) return code;
        await new Promise<void>((wake) => waiting.push(wake));
      }
    },
    close: () => closeServer(server),
  };
}

// ---------------------------------------------------------------------------------------------
// Server processes

export interface ServerProcess {
  name: string;
  url: string;
  port: number;
  output(): string;
  /** SIGTERM and wait for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  return (async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let log = '';
    child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    await new Promise<void>((ready, fail) => {
      const onData = () => {
        if (/ready at http:\/\//.test(log)) {
          child.stdout!.off('data', onData);
          child.off('exit', onExit);
          ready();
        }
      };
      const onExit = (code: number | null) =>
        fail(new Error(`${name} exited with ${code} before it was ready:\n${log}`));
      child.stdout!.on('data', onData);
      child.once('exit', onExit);
    });
    return {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      output: () => log,
      stop: () =>
        new Promise((resolveExit) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolveExit(child.exitCode);
          child.once('exit', (code) => resolveExit(code));
          child.kill('SIGTERM');
        }),
    };
  })();
}

// ---------------------------------------------------------------------------------------------
// The load balancer

export interface Served {
  method: string;
  url: string;
  upstream: string;
  status?: number;
}

export interface Proxy {
  url: string;
  /** Every request, in the order it arrived, with the process that served it. */
  served: Served[];
  close(): Promise<void>;
}

/**
 * docs/nginx.conf in Node: /metrics answers 404, /api/v2/games/play/crash/ goes to the feed process,
 * everything else alternates between the API processes; X-Forwarded-For is appended to as nginx's
 * $proxy_add_x_forwarded_for does. Browsers reach Mosquitto's WebSocket listener directly.
 */
export async function startProxy(apis: ServerProcess[], feed: ServerProcess): Promise<Proxy> {
  const served: Served[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/metrics' || url.startsWith('/metrics?')) {
      res.writeHead(404).end();
      return;
    }
    const upstream = url.startsWith('/api/v2/games/play/crash/') ? feed : apis[next++ % apis.length]!;
    const entry: Served = { method: req.method ?? 'GET', url, upstream: upstream.name };
    served.push(entry);
    const remote = req.socket.remoteAddress ?? '127.0.0.1';
    const forwarded = req.headers['x-forwarded-for'];
    const headers = {
      ...withoutHopByHop(req.headers),
      'x-forwarded-for': forwarded ? `${String(forwarded)}, ${remote}` : remote,
      'x-forwarded-proto': 'http',
    };
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: upstream.port, method: req.method, path: url, headers },
      (answer: IncomingMessage) => {
        entry.status = answer.statusCode;
        res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(res);
      },
    );
    outgoing.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${err.message}`);
    });
    req.pipe(outgoing);
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, served, close: () => closeServer(server) };
}

/**
 * Drops the headers that describe one connection, as any proxy must: an upstream's
 * `Keep-Alive: timeout=72` passed on would have clients reuse connections this server has closed.
 */
function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'])
    delete copy[name];
  return copy;
}

// ---------------------------------------------------------------------------------------------

function listen(server: Server): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveListen((server.address() as { port: number }).port));
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}

export { startMosquitto, type RunningMosquitto };

/** Removes a directory this layout made. */
export function removeDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
