// Starts the real product (apps/server/src/main.ts, the built web app, embedded database and broker)
// on a free port with its own DATA_DIR, as `npm start` does, and stops it with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  output(): string;
  /** SIGTERM and wait for a clean exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  dataDir?: string;
  env?: Record<string, string>;
}

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'slipstream-e2e-'));
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? freshDataDir();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Journeys run beside each other on a shared machine, where the embedded database and the
      // build block the loop for long stretches; shedding load there would fail a journey, not protect it.
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));

  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${log}`)), 180_000);
    const onData = () => {
      const match = /ready at (http:\/\/[^\s]+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${log}`));
    });
  });

  return {
    url,
    dataDir,
    output: () => log,
    stop: () =>
      new Promise((resolveExit) => {
        if (child.exitCode !== null) return resolveExit(child.exitCode);
        child.once('exit', (code) => resolveExit(code));
        child.kill('SIGTERM');
      }),
  };
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
