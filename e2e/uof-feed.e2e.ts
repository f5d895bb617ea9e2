// FEED=uof end to end: the simulator runs as a Unified Odds Feed provider in its own process
// (`npm run simulator:uof`), publishing the provider's XML on a RabbitMQ exchange and serving its API;
// the product takes that stream as it would a real provider's. Live odds move on the live list in the
// browser, and a bet on a live match is settled and paid once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betNow, liveMatchBetween, placeBet } from './support/bet-history.ts';
import { launchBrowser, markPopupSeen, newContext, PHONE } from './support/browser.ts';
import { stopServer } from './support/journey.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { availableBalance, fundPlayer, registerPlayer } from './support/wallet.ts';

const AMQP_URL = process.env.AMQP_TEST_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const TOKEN = `staging-${randomUUID()}`;
const EXCHANGE = `uof-e2e-${randomUUID()}`;

/** The provider process; resolves with its API address once it publishes. */
function startProvider(): Promise<{ child: ChildProcess; apiUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/scripts/simulator-uof.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      UOF_ACCESS_TOKEN: TOKEN,
      UOF_AMQP_URL: AMQP_URL,
      UOF_EXCHANGE: EXCHANGE,
      UOF_API_PORT: '0',
      // A virtual minute a second: a live match reaches its end within the journey.
      SIM_SPEED: '60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`the provider did not start:\n${log}`)), 60_000);
    const onData = (d: Buffer) => {
      log += d.toString();
      const match = /provider API on (http:\/\/\S+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveStart({ child, apiUrl: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the provider exited with ${code}:\n${log}`));
    });
  });
}

async function rabbitAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(AMQP_URL);
  const net = await import('node:net');
  return new Promise((done) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5672) });
    socket.setTimeout(2_000);
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
    socket.once('timeout', () => (socket.destroy(), done(false)));
  });
}

const rabbit = await rabbitAnswers();

describe.runIf(rabbit)('the product on a Unified Odds Feed provider (FEED=uof)', () => {
  let provider: ChildProcess | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const started = await startProvider();
    provider = started.child;
    [server, browser] = await Promise.all([
      startServer({
        env: {
          FEED: 'uof',
          UOF_AMQP_URL: AMQP_URL,
          UOF_API_URL: started.apiUrl,
          UOF_ACCESS_TOKEN: TOKEN,
          UOF_EXCHANGE: EXCHANGE,
          UOF_QUEUE: `slipstream-e2e-${randomUUID()}`,
          BET_LIVE_DELAY_MS: '0',
        },
      }),
      launchBrowser(),
    ]);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await stopServer(server);
    provider?.kill('SIGTERM');
  });

  it('moves live odds on the live list as the provider prices the matches', async () => {
    const context = await newContext(browser!, server!.url, PHONE);
    await markPopupSeen(context);
    const page = await context.newPage();
    await page.goto('/Sport/LiveList');
    // Every odds button names its match, market, outcome and price.
    const prices = () =>
      page
        .locator('main')
        .getByRole('button', { name: /, odds \d/ })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
    await expect.poll(async () => (await prices()).length, { timeout: 120_000 }).toBeGreaterThan(0);
    const first = new Set(await prices());
    await expect
      .poll(async () => (await prices()).some((p) => !first.has(p)), { timeout: 90_000, interval: 1_000 })
      .toBe(true);
    await context.close();
  }, 300_000);

  it('settles a bet on a live match once the provider settles the match, and pays it once', async () => {
    const player = await registerPlayer(server!.url);
    await fundPlayer(server!.url, player, 1000);
    // A match in its last half hour ends within a minute at 60×.
    const match = await liveMatchBetween(server!.url, 60, 80, 240_000);
    const { betId } = await placeBet(
      server!.url,
      player,
      [{ matchId: match.matchId, outcomeId: '1' }],
      'live',
    );
    await expect
      .poll(async () => (await betNow(server!.url, player, betId)).status, {
        timeout: 240_000,
        interval: 2_000,
      })
      .not.toBe('open');
    const bet = await betNow(server!.url, player, betId);
    expect(['won', 'lost', 'void']).toContain(bet.status);
    // The balance is the deposit less the stake plus what the bet paid, exactly once.
    expect(await availableBalance(server!.url, player)).toBeCloseTo(1000 - 100 + bet.payout, 2);
  }, 600_000);
});
