// `npm run bench live-list`: the live list in Chromium with 300 live fixtures receiving 200 odds
// changes a second for 30 s; prints frames per second (requestAnimationFrame) and the longest main-
// thread task (PerformanceObserver 'longtask'). Goal: ≥ 55 fps, no task over 50 ms.
//
// How the load is made (docs/decisions.md "Sportsbook screens"): the real server runs (built web
// app, real API, real broker and simulator). The simulator has a few dozen live matches and the
// embedded broker refuses publishes from clients, so the bench stands between page and server:
// - the live list answer (GET sports/highlight/live/0) is the server's own, with its fixtures
//   cloned under new match ids up to 300;
// - the page's MQTT WebSocket is proxied by Playwright (routeWebSocket) to the real broker, and the
//   bench adds QoS 0 PUBLISH packets of odds_change for the topics the page has subscribed, 200 a
//   second, exactly as the broker would deliver them. The page's code is untouched.
// While the feed runs the page scrolls down the list, so rows mount, unmount and resubscribe.
// BENCH_TRACE=<file> also records a Chrome trace of the run there and prints where the longest
// main-thread tasks went (tracing slows the page: its figures are for diagnosis, not the README).
import { existsSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { launchBrowser, newContext } from '../e2e/support/browser.ts';
import { removeDataDir, startServer } from '../e2e/support/server.ts';
import { printTraceSummary, summariseTrace, TRACE_CATEGORIES } from './support/trace-summary.ts';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = 300;
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = 30;
const FIRST_ID = 900_000;
const TRACE = process.env.BENCH_TRACE;

/** A remaining-length varint of MQTT 3.1.1. */
function varint(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return out;
}

/** A QoS 0 PUBLISH packet. */
function publishPacket(topic: string, payload: string): Buffer {
  const t = Buffer.from(topic);
  const p = Buffer.from(payload);
  const body = Buffer.concat([Buffer.from([t.length >> 8, t.length & 0xff]), t, p]);
  return Buffer.concat([Buffer.from([0x30, ...varint(body.length)]), body]);
}

/** Topic filters in the SUBSCRIBE (0x82) or UNSUBSCRIBE (0xa2) packets of one frame. */
function topicsOf(frame: Buffer): { kind: 'sub' | 'unsub'; topics: string[] }[] {
  const found: { kind: 'sub' | 'unsub'; topics: string[] }[] = [];
  let i = 0;
  while (i < frame.length) {
    const type = frame[i] as number;
    let len = 0;
    let mul = 1;
    let j = i + 1;
    let byte: number;
    do {
      byte = frame[j++] as number;
      len += (byte & 0x7f) * mul;
      mul *= 128;
    } while (byte & 0x80 && j < frame.length);
    const end = j + len;
    if (type === 0x82 || type === 0xa2) {
      const topics: string[] = [];
      let k = j + 2; // packet id
      while (k < end) {
        const tl = ((frame[k] as number) << 8) | (frame[k + 1] as number);
        topics.push(frame.subarray(k + 2, k + 2 + tl).toString());
        k += 2 + tl + (type === 0x82 ? 1 : 0);
      }
      found.push({ kind: type === 0x82 ? 'sub' : 'unsub', topics });
    }
    i = end;
  }
  return found;
}

const WORK = [
  'ThreadTime',
  'ScriptDuration',
  'RecalcStyleDuration',
  'LayoutDuration',
  'LayoutCount',
  'RecalcStyleCount',
] as const;
type Work = Record<(typeof WORK)[number], number>;

/** Chrome's counters of the page (seconds of main-thread CPU, script, style and layout; counts). */
async function pageWork(cdp: CDPSession): Promise<Work> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return Object.fromEntries(WORK.map((name) => [name, value(name)])) as Work;
}

function diffWork(after: Work, before: Work): Work {
  return Object.fromEntries(WORK.map((name) => [name, after[name] - before[name]])) as Work;
}

interface Row {
  matchId: number;
  markets: { id: number; specifier: string; outcomes: { id: string; odds: number }[] }[];
}

export default async function run(): Promise<void> {
  if (!existsSync(resolve(ROOT, 'apps/web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  }
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const context = await newContext(browser, server.url);
    await context.addInitScript(() => {
      localStorage.setItem(
        'slipstream.utility',
        JSON.stringify({ state: { popupDialogShown: true }, version: 1 }),
      );
    });
    const page = await context.newPage();

    // 300 live fixtures: the server's live list, cloned under new ids.
    const rows = new Map<number, Row>();
    await page.route('**/api/v2/sports/highlight/live/0**', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as {
        total: number;
        sports: { total: number; fixtures: (Row & Record<string, unknown>)[] }[];
      };
      const all = body.sports.flatMap((s) => s.fixtures);
      if (all.length === 0) throw new Error('the simulator has no live fixtures to clone');
      let n = 0;
      for (const sport of body.sports) {
        const share = Math.round((FIXTURES * sport.fixtures.length) / all.length);
        const base = sport.fixtures;
        sport.fixtures = Array.from(
          { length: sport === body.sports.at(-1) ? FIXTURES - n : share },
          (_, i) => {
            const f = base[i % base.length] as Row & Record<string, unknown>;
            const matchId = FIRST_ID + n + i;
            rows.set(matchId, { matchId, markets: f.markets });
            return { ...f, matchId, eventId: matchId, gameId: matchId };
          },
        );
        sport.total = sport.fixtures.length;
        n += sport.fixtures.length;
      }
      body.total = n;
      await route.fulfill({ response: answer, json: body });
    });

    // The page's broker connection, proxied, with our odds changes added.
    const subscribed = new Set<string>();
    let toPage: ((packet: Buffer) => void) | null = null;
    await page.routeWebSocket(/\/mqtt/, (ws) => {
      const broker = ws.connectToServer();
      ws.onMessage((message) => {
        const frame = typeof message === 'string' ? Buffer.from(message) : message;
        for (const p of topicsOf(frame)) {
          for (const t of p.topics) {
            if (p.kind === 'sub') subscribed.add(t);
            else subscribed.delete(t);
          }
        }
        broker.send(message);
      });
      toPage = (packet) => ws.send(packet);
    });

    await page.goto('/Sport/LiveList');
    await page.getByRole('list', { name: 'Live matches' }).waitFor({ timeout: 60_000 });
    await page.locator('.fixture-row').nth(5).waitFor();
    const total = (await page.locator('.page-frame__subtitle').textContent()) ?? '';

    if (TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    // The page's own work in CPU time, which (unlike frames and task lengths) does not grow when
    // other processes share the cores: it compares runs taken at different machine loads.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await pageWork(cdp);
    // Measuring in the page: frames and long tasks, while it scrolls down the list.
    // A string, not a function: tsx would add its __name helper, which the page does not have.
    await page.evaluate(`(() => {
      const seconds = ${SECONDS};
      const b = (window.__bench = { frames: 0, longest: 0, long: 0, done: false });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          b.long++;
          b.longest = Math.max(b.longest, e.duration);
        }
      }).observe({ type: 'longtask', buffered: false });
      const start = performance.now();
      const tick = (now) => {
        b.frames++;
        window.scrollBy(0, 6);
        if (now - start < seconds * 1000) requestAnimationFrame(tick);
        else b.done = true;
      };
      requestAnimationFrame(tick);
    })()`);

    let sent = 0;
    let price = 0;
    const started = Date.now();
    const timer = setInterval(() => {
      const due = Math.floor(((Date.now() - started) / 1000) * RATE) - sent;
      const topics = [...subscribed].filter((t) => t.startsWith('feeds/live/odds_change/'));
      for (let i = 0; i < due && topics.length > 0; i++) {
        const topic = topics[(sent + i) % topics.length] as string;
        const matchId = Number(topic.split('/').pop());
        const row = rows.get(matchId);
        const market = row?.markets[0];
        price++;
        const payload = {
          event_id: matchId,
          match_id: matchId,
          producer: 1,
          timestamp: Date.now(),
          status: 'live',
          markets: market
            ? [
                {
                  id: market.id,
                  specifier: market.specifier,
                  status: 1,
                  outcomes: market.outcomes.map((o, k) => ({
                    id: o.id,
                    odds: Number((o.odds * (1 + (((price + k) % 7) - 3) / 100)).toFixed(2)),
                    active: 1,
                  })),
                },
              ]
            : [],
          score: `${price % 4}:${(price >> 2) % 3}`,
          in_play_time: `${(price % 90) + 1}'`,
        };
        toPage?.(publishPacket(topic, JSON.stringify(payload)));
      }
      sent += Math.max(0, due);
    }, 25);

    // Polled with evaluate: waitForFunction with a string would need the page's CSP to allow eval.
    const deadline = Date.now() + (SECONDS + 30) * 1000;
    while (!(await page.evaluate('window.__bench.done === true'))) {
      if (Date.now() > deadline) throw new Error('the page stopped drawing frames');
      await new Promise((r) => setTimeout(r, 500));
    }
    clearInterval(timer);
    if (TRACE) {
      const trace = (await browser.stopTracing()).toString();
      writeFileSync(TRACE, trace);
      printTraceSummary(summariseTrace(trace));
    }
    const result = (await page.evaluate('window.__bench')) as {
      frames: number;
      longest: number;
      long: number;
    };
    const work = diffWork(await pageWork(cdp), before);
    const fps = result.frames / SECONDS;
    console.log(
      `live list: ${total.split(',')[0]}; ${FIXTURES} fixtures, ${sent} odds changes in ${SECONDS} s (${Math.round(sent / SECONDS)}/s)`,
    );
    console.log(`topics held by the page at the end: ${subscribed.size} (visible rows only)`);
    console.log(`frames per second: ${fps.toFixed(1)} (goal ≥ 55)`);
    console.log(
      `longest main-thread task: ${result.longest.toFixed(0)} ms, long tasks (> 50 ms): ${result.long} (goal: none over 50 ms)`,
    );
    console.log(
      `page main thread: ${((work.ThreadTime / SECONDS) * 1000).toFixed(0)} ms CPU per second ` +
        `(script ${((work.ScriptDuration / SECONDS) * 1000).toFixed(0)}, style ${((work.RecalcStyleDuration / SECONDS) * 1000).toFixed(0)}, ` +
        `layout ${((work.LayoutDuration / SECONDS) * 1000).toFixed(0)} ms/s; ${work.LayoutCount} layouts, ${work.RecalcStyleCount} style recalcs)`,
    );
    // A list refetch may still be in flight; it has nothing left to measure.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
