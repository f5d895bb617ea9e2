// The production layout on this machine: PostgreSQL, Mosquitto with the project's dynamic-security
// configuration, Redis, one ROLE=feed and two ROLE=api processes (NODE_ENV=production, same secrets)
// behind a round-robin proxy that routes as docs/nginx.conf does. Checked through the proxy: a player
// registered on one API process bets on the other; balance and bet updates reach the browser through
// Mosquitto; another player's login cannot read the first's topics; logout cuts them; the login limit
// is shared through Redis; a crash round is played on the feed process; /metrics counts the bet; the
// processes stop cleanly and the ledger check is clean.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { CLIENT_ID, signingHeaders } from '@slipstream/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  granted,
  mqttClients,
  REFUSED_LOGIN,
  type MqttLogin,
} from '../../apps/server/src/test/mqtt-client.ts';
import { apiCall, randomMobile } from '../support/api.ts';
import { placeSingle, type Selection } from '../support/bets.ts';
import { launchBrowser } from '../support/browser.ts';
import { catalog } from '../support/casino.ts';
import { availableBalance, fundPlayer, loggedInContext, PASSWORD, type Player } from '../support/wallet.ts';
import {
  buildWeb,
  clearRedis,
  createDatabase,
  redisPrefix,
  removeDir,
  ROOT,
  secrets,
  startMosquitto,
  startProxy,
  startServerProcess,
  startSmsGateway,
  track,
  type Database,
  type Proxy,
  type RunningMosquitto,
  type ServerProcess,
  type SmsGateway,
} from './layout.ts';

const ADMIN = { MQTT_USERNAME: 'slipstream-server', MQTT_PASSWORD: `admin-${randomUUID()}` };
const LOGIN_LIMIT = 6;

let db: Database | undefined;
let prefix: string | undefined;
let webDir: string | undefined;
let mosquitto: RunningMosquitto | undefined;
let sms: SmsGateway | undefined;
let feed: ServerProcess | undefined;
let apis: ServerProcess[] = [];
let proxy: Proxy | undefined;
let browser: Browser | undefined;
/** Connections to Mosquitto's WebSocket listener, as the browser's live client makes them. */
const clients = mqttClients(() => mosquitto!.wsUrl);

beforeAll(async () => {
  const shared = secrets();
  webDir = buildWeb(shared.CLIENT_CODE!);
  db = await createDatabase();
  prefix = redisPrefix();
  mosquitto = await startMosquitto(ADMIN);
  track(mosquitto.process);
  sms = await startSmsGateway();
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: webDir + '-data',
    WEB_DIST: webDir,
    DATABASE_URL: db.url,
    MQTT_URL: mosquitto.url,
    ...ADMIN,
    MQTT_PUBLIC_URL: mosquitto.wsUrl,
    REDIS_URL: process.env.DEPLOY_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: prefix,
    TRUST_PROXY: 'true',
    SMS_GATEWAY_URL: sms.url,
    SMS_GATEWAY_TOKEN: sms.token,
    // A staging site: the sandbox provider lets a player approve their own card deposit.
    PAYMENT_SANDBOX: 'true',
    LOGIN_RATE_LIMIT_PER_IP: String(LOGIN_LIMIT),
    // The machine is shared with other test runs; shedding on event-loop delay would fail requests here.
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...shared,
  };
  // Started together: migrations run under an advisory lock, so the processes wait for each other.
  [feed, ...apis] = await Promise.all([
    startServerProcess('feed', { ...env, ROLE: 'feed', FEED: 'simulator' }),
    startServerProcess('api-1', { ...env, ROLE: 'api', FEED: 'off' }),
    startServerProcess('api-2', { ...env, ROLE: 'api', FEED: 'off' }),
  ]);
  proxy = await startProxy(apis, feed);
  browser = await launchBrowser();
});

afterAll(async () => {
  clients.endAll();
  await browser?.close().catch(() => {});
  await proxy?.close();
  await Promise.all([feed, ...apis].map((p) => p?.stop()));
  await mosquitto?.stop();
  await sms?.close();
  await db?.drop();
  if (prefix) await clearRedis(prefix);
  removeDir(webDir);
  removeDir(webDir && webDir + '-data');
});

const base = () => proxy!.url;
const api = (name: string) => apis.find((p) => p.name === name)!;

/** The process that served the first request to `/api/v2/<path>` since `from` (an index into the proxy's record). */
function servedBy(path: string, from: number): string {
  const entry = proxy!.served.slice(from).find((s) => s.url.startsWith(`/api/v2/${path}`));
  if (!entry) throw new Error(`the proxy saw no request to ${path}`);
  return entry.upstream;
}

/** Registers through the proxy (send-otp → the gateway's text → verify-otp → register → login). */
async function register(): Promise<{ player: Player; registeredOn: string }> {
  const { national, phone } = randomMobile();
  await apiCall(base(), 'POST', 'notification/send-otp', {
    body: { clientID: CLIENT_ID, phoneNumber: phone, purpose: 'register' },
  });
  const code = await sms!.code(phone);
  const { verificationToken } = await apiCall<{ verificationToken: string }>(
    base(),
    'POST',
    'notification/verify-otp',
    { body: { clientID: CLIENT_ID, phoneNumber: phone, code, purpose: 'register' } },
  );
  const mark = proxy!.served.length;
  const registered = await apiCall<{ user: { id: number } }>(base(), 'POST', 'auth/register', {
    body: { username: phone, phone, password: PASSWORD, clientId: CLIENT_ID, verificationToken },
  });
  const registeredOn = servedBy('auth/register', mark);
  const { token } = await apiCall<{ token: string }>(base(), 'POST', 'auth/login?source=website', {
    body: { username: phone, password: PASSWORD, clientId: CLIENT_ID },
  });
  return { player: { id: registered.user.id, number: national, phone, token }, registeredOn };
}

const liveCredentials = (player: Player) =>
  apiCall<MqttLogin>(base(), 'GET', 'auth/live-credentials', { token: player.token });

interface Frame {
  url: string;
  direction: 'sent' | 'received';
  bytes: Buffer;
}

/** Records every WebSocket frame of a page, in order. */
function recordFrames(page: Page): Frame[] {
  const frames: Frame[] = [];
  page.on('websocket', (ws) => {
    const push = (direction: Frame['direction']) => (f: { payload: string | Buffer }) =>
      frames.push({ url: ws.url(), direction, bytes: Buffer.from(f.payload) });
    ws.on('framesent', push('sent'));
    ws.on('framereceived', push('received'));
  });
  return frames;
}

const carries = (frame: Frame, topic: string) => frame.bytes.includes(Buffer.from(topic));

const headerBalance = (page: Page) =>
  page.getByRole('banner').locator('.account-menu__balance').textContent({ timeout: 5_000 });

interface Fixture {
  matchId: number;
  markets: { id: number; status: number; outcomes: { id: string; active: number }[] }[];
}

/** A pre-match 1X2 home win that can be bet, as the API processes list it from the database. */
async function prematchSelection(): Promise<Selection> {
  for (;;) {
    const body = await apiCall<{ fixtures?: Fixture[] }>(
      base(),
      'GET',
      'sports/highlight/prematch/1?upcoming=1&page=1&perPage=30',
    );
    for (const f of body.fixtures ?? []) {
      const market = f.markets.find((m) => m.id === 1 && m.status === 1);
      if (market && market.outcomes.every((o) => o.active === 1))
        return { matchId: f.matchId, outcomeId: market.outcomes[0]!.id };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** slipstream_bets_placed_total{bet_type="Single"} as one process counts it. */
async function betsPlaced(process: ServerProcess): Promise<number> {
  const text = await (await fetch(`${process.url}/metrics`)).text();
  const line = /^slipstream_bets_placed_total\{bet_type="Single"\} (\d+)$/m.exec(text);
  return line ? Number(line[1]) : 0;
}

describe('the production layout behind a load balancer', () => {
  let first: Player;
  let firstOn: string;
  let page: Page;
  let frames: Frame[];
  const betsServedBy: string[] = [];

  it('registers a player on one API process and serves their bet from the other, live in the browser through Mosquitto', async () => {
    ({ player: first, registeredOn: firstOn } = await register());
    expect(firstOn).toMatch(/^api-[12]$/);

    const context = await loggedInContext(browser!, base(), first);
    page = await context.newPage();
    frames = recordFrames(page);
    await page.goto('/');
    const balanceTopic = `users/${first.id}/balance`;
    // The page subscribes to the player's balance on Mosquitto's own WebSocket listener...
    await expect
      .poll(() => frames.findIndex((f) => f.direction === 'sent' && carries(f, balanceTopic)))
      .toBeGreaterThan(-1);
    const subscribed = frames.findIndex((f) => f.direction === 'sent' && carries(f, balanceTopic));
    expect(frames[subscribed]!.url.startsWith(`ws://127.0.0.1:${mosquitto!.wsPort}`)).toBe(true);
    // ...and waits for the SUBACK (packet type 9) before anything is credited.
    await expect
      .poll(() => frames.slice(subscribed).some((f) => f.direction === 'received' && f.bytes[0] === 0x90))
      .toBe(true);
    await expect.poll(() => headerBalance(page)).toMatch(/\b0\.00\b/);
    // The page must not reload: what it shows next can only come over the live connection.
    await page.evaluate(() => ((window as unknown as { deploymentMarker: boolean }).deploymentMarker = true));

    await fundPlayer(base(), first, 5000);
    await expect.poll(() => headerBalance(page)).toContain('5,000.00');
    expect(frames.some((f) => f.direction === 'received' && carries(f, balanceTopic))).toBe(true);

    // Round robin: bet until one lands on the process that did not register the player.
    const selection = await prematchSelection();
    for (let attempt = 0; !betsServedBy.includes(firstOn === 'api-1' ? 'api-2' : 'api-1'); attempt++) {
      expect(attempt).toBeLessThan(6);
      const mark = proxy!.served.length;
      const placed = await placeSingle(base(), first, selection);
      expect(placed.betId).toBeGreaterThan(0);
      betsServedBy.push(servedBy('bets/place-bet', mark));
    }
    const expected = (5000 - 100 * betsServedBy.length).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect.poll(() => headerBalance(page)).toContain(expected);
    await expect
      .poll(() => frames.some((f) => f.direction === 'received' && carries(f, `users/${first.id}/bets`)))
      .toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { deploymentMarker?: boolean }).deploymentMarker),
    ).toBe(true);
  });

  it('counts the bet in /metrics of the API process that placed it, and keeps /metrics off the load balancer', async () => {
    for (const name of ['api-1', 'api-2']) {
      expect([name, await betsPlaced(api(name))]).toEqual([
        name,
        betsServedBy.filter((n) => n === name).length,
      ]);
    }
    expect((await fetch(`${base()}/metrics`)).status).toBe(404);
  });

  let second: Player;

  it("another player's live login cannot subscribe to the first player's topics", async () => {
    ({ player: second } = await register());
    const snoop = await clients.connect(await liveCredentials(second));
    expect(
      await granted(snoop, [
        `users/${first.id}/bets`,
        `users/${first.id}/balance`,
        `users/${first.id}/#`,
        'users/+/bets',
      ]),
    ).toEqual([128, 128, 128, 128]);
    expect(await granted(snoop, ['feeds/#', `users/${second.id}/balance`])).toEqual([0, 0]);
  });

  it("logging out cuts the first player's private topics", async () => {
    const credentials = await liveCredentials(first);
    const own = await clients.connect(credentials);
    expect(await granted(own, [`users/${first.id}/bets`, `users/${first.id}/balance`])).toEqual([0, 0]);
    const closed = new Promise<void>((resolve) => own.once('close', () => resolve()));

    await apiCall(base(), 'POST', 'auth/logout', { token: first.token });
    await closed;
    expect(await clients.refusal(credentials)).toMatch(REFUSED_LOGIN);
    await expect(liveCredentials(first)).rejects.toThrow(/→ 401/);
    // The open page loses its login too and carries on as a visitor.
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('plays a crash round on the feed process through the load balancer', async () => {
    await fundPlayer(base(), second, 1000);
    const crash = (await catalog(base())).crash;
    expect(crash).toBeDefined();
    const { sessionId } = await apiCall<{ sessionId: string }>(base(), 'POST', 'games/12/start', {
      token: second.token,
      body: { gameId: crash!.id, balanceType: 'real' },
    });

    const mark = proxy!.served.length;
    let round: { roundId: string; status: string; bet: number } | undefined;
    while (!round) {
      const { table } = await apiCall<{ table: { phase: string; bettingEndsAt: string } | null }>(
        base(),
        'GET',
        'games/play/crash/table',
      );
      // A bet needs the betting phase with time to spare for a slow request.
      if (table?.phase === 'betting' && Date.parse(table.bettingEndsAt) - Date.now() > 2_000) {
        try {
          round = await apiCall(base(), 'POST', 'games/play/crash/bet', {
            token: second.token,
            idempotencyKey: randomUUID(),
            body: { sessionId, bet: 10, autoCashout: 1.01 },
          });
        } catch (err) {
          if (!/→ 409/.test(String(err))) throw err;
        }
      } else {
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    expect(round).toMatchObject({ status: 'open', bet: 10 });

    // The round settles at the crash: then the game has no unfinished round.
    for (;;) {
      const state = await apiCall<{ round: unknown }>(
        base(),
        'GET',
        `games/play/crash/state?sessionId=${encodeURIComponent(sessionId)}`,
        { token: second.token },
      );
      if (state.round === null) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // Auto cash-out at 1.01×: 10.10 back unless the round crashed below it.
    expect([990, 1000.1]).toContain(await availableBalance(base(), second));

    const crashCalls = proxy!.served.slice(mark).filter((s) => s.url.startsWith('/api/v2/games/play/crash/'));
    expect(new Set(crashCalls.map((s) => s.upstream))).toEqual(new Set(['feed']));
    // An API process does not run the table: that is why the load balancer sends it to the feed.
    expect((await fetch(`${apis[0]!.url}/api/v2/games/play/crash/table`)).status).toBe(503);
  });

  it('holds the login limit across both API processes (counted in Redis)', async () => {
    await browser?.close();
    browser = undefined;
    // An address of its own, as the load balancer forwards it, so earlier logins do not count.
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const attempts: { status: number; upstream: string }[] = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) {
      const mark = proxy!.served.length;
      const res = await fetch(`${base()}/api/v2/auth/login?source=website`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Forwarded-For': address,
          ...(await signingHeaders(CLIENT_ID, process.env.CLIENT_CODE!)),
        },
        // A different unknown number each time: the per-number limit is not what is checked here.
        body: JSON.stringify({
          username: randomMobile().phone,
          password: 'wrong-password-1',
          clientId: CLIENT_ID,
        }),
      });
      await res.text();
      attempts.push({ status: res.status, upstream: servedBy('auth/login', mark) });
    }
    const allowed = attempts.slice(0, LOGIN_LIMIT);
    expect(allowed.map((a) => a.status).filter((s) => s === 429 || s < 400)).toEqual([]);
    expect(new Set(allowed.map((a) => a.upstream))).toEqual(new Set(['api-1', 'api-2']));
    expect(attempts[LOGIN_LIMIT]!.status).toBe(429);
  });

  it('stops every process cleanly and leaves a clean ledger', async () => {
    const codes = await Promise.all([feed!, ...apis].map(async (p) => [p.name, await p.stop()]));
    expect(codes).toEqual([
      ['feed', 0],
      ['api-1', 0],
      ['api-2', 0],
    ]);
    let output: string;
    let code = 0;
    try {
      output = execFileSync('npm', ['run', 'ledger:check', '--silent'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: db!.url },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (err) {
      const failed = err as { status: number; stdout: string; stderr: string };
      code = failed.status;
      output = failed.stdout + failed.stderr;
    }
    expect([code, output]).toEqual([0, output]);
  });
});
