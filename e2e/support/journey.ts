// The product and a browser for a file of journeys: started before its first journey, stopped after
// its last, the server's clean exit checked. Each file gets its own server (and data directory), so
// no journey sees another file's players, bets or settings.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser.ts';
import { removeDataDir, startServer, type RunningServer, type StartOptions } from './server.ts';

export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** SIGTERM, the data directory removed, and a clean exit expected. */
export async function stopServer(server: RunningServer | undefined): Promise<void> {
  if (!server) return;
  const code = await server.stop();
  removeDataDir(server.dataDir);
  expect(code).toBe(0);
}

/**
 * Registers the file's beforeAll and afterAll: the server (with `options`) and the browser start
 * together, and both are stopped after the file. Read `server` and `browser` inside hooks and
 * journeys only: they are set once the beforeAll has run.
 */
export function useServerAndBrowser(options: StartOptions = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startServer(options), launchBrowser()]);
    // What did start is kept even when the other failed, so the afterAll stops it.
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await stopServer(server);
  });
  return {
    get server() {
      if (!server) throw new Error('the server is not running: read it inside a hook or a journey');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not running: read it inside a hook or a journey');
      return browser;
    },
  };
}
