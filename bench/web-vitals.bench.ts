// `npm run bench web-vitals`: how fast a phone sees the first price. Chromium at 360×740 with a
// mobile user agent, CPU slowed 4×, network 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip
// (Chrome's own CDP emulation), empty cache. For `/` and `/Sport/LiveList` it prints the median of
// three cold loads and one warm load (same browser profile, right after): bytes over the wire (JS
// asked for by the page's load event, which the goal is about; JS with the live client, which loads
// after it; and everything; encoded sizes as transferred), FCP, LCP and its element, the moment the first enabled odds
// button is visible, and CLS. Goals (docs/decisions.md "Phone-first speed"): cold LCP ≤ 2.5 s, first
// odds ≤ 3.0 s, JS ≤ 150 KB on `/`, CLS ≤ 0.05, warm LCP ≤ 1.0 s.
//
// The real product runs (built web app, API, broker, simulator). The web app is built afresh into a
// folder of the bench's own (BENCH_WEB_DIST=<folder> measures an existing build instead), so the
// figures are of the code as it is and a concurrent build of apps/web/dist is left alone. The start-up
// popup is marked as seen, as in the other journeys: it is a dialog over the page, not the page.
// BENCH_VERBOSE=1 also prints every request and the largest layout shifts of each load.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { removeDataDir, startServer } from '../e2e/support/server.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** BENCH_PAGES (comma-separated paths) measures only those pages. */
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/Sport/LiveList'];
const COLD_RUNS = 3;
const VERBOSE = process.env.BENCH_VERBOSE === '1';

/** The profile: a mid-range phone on a slow mobile network. */
export const PHONE_PROFILE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; SM-A245F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  // BENCH_CPU_SLOWDOWN calibrates a machine against a reference one; the profile is 4.
  cpuSlowdown: Number(process.env.BENCH_CPU_SLOWDOWN ?? 4),
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  },
} as const;

/** A run ends once the page has shown odds and no request has been in flight for this long. */
const QUIET_MS = 2_000;
const RUN_TIMEOUT_MS = 60_000;

// Installed before any of the page's own scripts. A string, not a function: tsx would add its __name
// helper, which the page does not have.
const OBSERVE = `(() => {
  const v = (window.__vitals = { fcp: null, lcp: null, lcpElement: '', shifts: [], odds: null });
  const describe = (el) => {
    if (!el) return '(gone)';
    let s = el.tagName.toLowerCase();
    const cls = typeof el.className === 'string' ? el.className.trim() : '';
    if (cls) s += '.' + cls.split(/\\s+/).join('.');
    if (el.tagName === 'IMG') return s + ' ' + (el.currentSrc || el.src).replace(location.origin, '').slice(0, 48);
    return s + ' "' + (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 32) + '"';
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      v.lcp = e.startTime;
      v.lcpElement = describe(e.element) + ' ' + Math.round(e.size) + ' px²';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const sources = (e.sources || []).map((s) => describe(s.node)).join(' | ');
      v.shifts.push({ at: e.startTime, value: e.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // The first enabled odds button inside the viewport, checked in the frame after each DOM change.
  let pending = false;
  const check = () => {
    pending = false;
    if (v.odds !== null) return;
    for (const b of document.querySelectorAll('button.odds-button:not(:disabled)')) {
      const r = b.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.left < innerWidth) {
        v.odds = performance.now();
        watcher.disconnect();
        return;
      }
    }
  };
  const watcher = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(check);
  });
  watcher.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
})()`;

interface Shift {
  at: number;
  value: number;
  sources: string;
}

interface Vitals {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string;
  shifts: Shift[];
  odds: number | null;
}

interface Transfer {
  url: string;
  type: string;
  bytes: number;
  fromServiceWorker: boolean;
  encoding: string;
}

export interface LoadFigures {
  /** Scripts asked for before the page's load event: what the first screen needs. */
  firstLoadJsBytes: number;
  firstLoadJsFiles: number;
  /** Every script until the network is quiet, the live client fetched after the load event too. */
  jsBytes: number;
  jsFiles: number;
  totalBytes: number;
  requests: number;
  fcp: number | null;
  lcp: number | null;
  lcpElement: string;
  odds: number | null;
  cls: number;
  shifts: Shift[];
  transfers: Transfer[];
}

/** CLS as Chrome reports it: the largest session window (gaps under 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.at - b.at)) {
    if (s.at - last > 1000 || s.at - first > 5000) {
      sum = 0;
      first = s.at;
    }
    sum += s.value;
    last = s.at;
    best = Math.max(best, sum);
  }
  return best;
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_PROFILE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
}

/** Loads `path` in a new page of `context` under the profile and gathers its figures. */
async function measure(context: BrowserContext, path: string): Promise<LoadFigures> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  const seen = new Map<string, Transfer>();
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, val]) => [k.toLowerCase(), String(val)]),
    );
    seen.set(e.requestId, {
      url: e.response.url,
      type: e.type ?? 'Other',
      bytes: 0,
      fromServiceWorker: e.response.fromServiceWorker === true,
      encoding: headers['content-encoding'] ?? '',
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = seen.get(e.requestId);
    // Served by the page's service worker: nothing crossed the network for this page.
    if (t && !t.fromServiceWorker) t.bytes = e.encodedDataLength;
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });
  // A WebSocket never finishes loading; it is not part of the page's load.
  cdp.on('Network.webSocketCreated', () => undefined);

  await page.goto(path, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  for (;;) {
    const vitals = (await page.evaluate('window.__vitals')) as Vitals;
    const quiet =
      [...inFlight].every((id) => seen.get(id)?.type === 'WebSocket') && Date.now() - lastActivity > QUIET_MS;
    if (vitals.odds !== null && quiet) break;
    if (Date.now() > deadline) {
      console.log(`  (${path}: no enabled odds in view after ${RUN_TIMEOUT_MS / 1000} s)`);
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const vitals = (await page.evaluate('window.__vitals')) as Vitals;
  const beforeLoad = new Set(
    (await page.evaluate(`(() => {
      const load = performance.getEntriesByType('navigation')[0]?.loadEventStart || Infinity;
      return performance.getEntriesByType('resource').filter((e) => e.startTime < load).map((e) => e.name);
    })()`)) as string[],
  );
  await page.close();

  const transfers = [...seen.values()].filter((t) => t.type !== 'WebSocket');
  const js = transfers.filter((t) => t.type === 'Script' && t.bytes > 0);
  const firstLoadJs = js.filter((t) => beforeLoad.has(t.url));
  return {
    firstLoadJsBytes: firstLoadJs.reduce((n, t) => n + t.bytes, 0),
    firstLoadJsFiles: firstLoadJs.length,
    jsBytes: js.reduce((n, t) => n + t.bytes, 0),
    jsFiles: js.length,
    totalBytes: transfers.reduce((n, t) => n + t.bytes, 0),
    requests: transfers.length,
    fcp: vitals.fcp,
    lcp: vitals.lcp,
    lcpElement: vitals.lcpElement,
    odds: vitals.odds,
    cls: cumulativeLayoutShift(vitals.shifts),
    shifts: vitals.shifts,
    transfers,
  };
}

async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_PROFILE.userAgent,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.addInitScript(() => {
    if (localStorage.getItem('slipstream.utility')) return;
    localStorage.setItem(
      'slipstream.utility',
      JSON.stringify({ state: { popupDialogShown: true }, version: 1 }),
    );
  });
  await context.addInitScript(OBSERVE);
  return context;
}

function median(values: readonly (number | null)[]): number | null {
  const xs = values.filter((x): x is number => x !== null).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? (xs[mid] as number) : ((xs[mid - 1] as number) + (xs[mid] as number)) / 2;
}

const kb = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(0)} KB`);
const sec = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);

function printLoad(label: string, f: LoadFigures): void {
  console.log(
    `  ${label.padEnd(12)} JS ${kb(f.firstLoadJsBytes).padStart(7)} in ${String(f.firstLoadJsFiles).padStart(2)} files by the load event, ` +
      `${kb(f.jsBytes)} in ${f.jsFiles} with the live client; total ${kb(f.totalBytes).padStart(7)} (${f.requests} requests); ` +
      `FCP ${sec(f.fcp)}, LCP ${sec(f.lcp)}, first odds ${sec(f.odds)}, CLS ${f.cls.toFixed(3)}`,
  );
  console.log(`  ${''.padEnd(12)} LCP element: ${f.lcpElement || '—'}`);
  if (!VERBOSE) return;
  for (const t of f.transfers) {
    const path = t.url.replace(/^https?:\/\/[^/]+/, '');
    console.log(
      `      ${t.type.padEnd(10)} ${String(t.bytes).padStart(8)} B ${(t.encoding || '-').padEnd(4)}${t.fromServiceWorker ? ' sw' : ''} ${path.slice(0, 90)}`,
    );
  }
  for (const s of [...f.shifts].sort((a, b) => b.value - a.value).slice(0, 5)) {
    console.log(`      shift ${s.value.toFixed(3)} at ${sec(s.at)}: ${s.sources}`);
  }
}

/** Builds the web app into a folder of its own (or takes BENCH_WEB_DIST); returns it and its cleanup. */
function webBuild(): { dir: string; cleanup: () => void } {
  const given = process.env.BENCH_WEB_DIST;
  if (given) return { dir: resolve(given), cleanup: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'slipstream-bench-web-'));
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'apps/web', '--', '--outDir', dir], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function waitForLiveFixtures(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const total = await fetch(`${url}/api/v2/sports/highlight/live/0`)
      .then((r) => r.json() as Promise<{ total?: number }>)
      .then(
        (b) => b.total ?? 0,
        () => 0,
      );
    if (total > 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the simulator has no live fixtures');
}

export default async function run(): Promise<void> {
  const build = webBuild();
  const [server, browser] = await Promise.all([
    startServer({ env: { WEB_DIST: build.dir } }),
    launchBrowser(),
  ]);
  try {
    await waitForLiveFixtures(server.url);
    // One unmeasured load of each page, so the server's routes and queries are warm.
    const warmup = await browser.newContext({ baseURL: server.url });
    const warmPage = await warmup.newPage();
    for (const path of PAGES) {
      await warmPage.goto(path);
      await warmPage.locator('button.odds-button:not(:disabled)').first().waitFor({ timeout: 60_000 });
    }
    await warmup.close();

    const p = PHONE_PROFILE;
    console.log(
      `profile: ${p.viewport.width}×${p.viewport.height} @${p.deviceScaleFactor}x, mobile UA, CPU ${p.cpuSlowdown}× slower, ` +
        `${(p.network.downloadThroughput * 8) / 1e6} Mbit/s down, ${(p.network.uploadThroughput * 8) / 1e3} kbit/s up, ${p.network.latency} ms RTT; ` +
        `median of ${COLD_RUNS} cold loads, then one warm load`,
    );
    // Times stretch with whatever else the machine runs; bytes do not.
    console.log(`machine load average at start: ${loadavg()[0]?.toFixed(1)}`);
    for (const path of PAGES) {
      console.log(`\n${path}`);
      const cold: LoadFigures[] = [];
      let last: BrowserContext | null = null;
      for (let i = 0; i < COLD_RUNS; i++) {
        await last?.close();
        last = await phoneContext(browser, server.url);
        const f = await measure(last, path);
        cold.push(f);
        printLoad(`cold ${i + 1}`, f);
      }
      const warm = await measure(last as BrowserContext, path);
      await last?.close();
      const m = (pick: (f: LoadFigures) => number | null) => median(cold.map(pick));
      printLoad('warm', warm);
      const lcpOf = cold.map((f) => f.lcpElement).sort((a, b) => (a < b ? -1 : 1))[1] ?? '';
      console.log(
        `  median cold: JS ${kb(m((f) => f.firstLoadJsBytes))} by the load event (${kb(m((f) => f.jsBytes))} with the live client), total ${kb(m((f) => f.totalBytes))}, FCP ${sec(m((f) => f.fcp))}, ` +
          `LCP ${sec(m((f) => f.lcp))}, first odds ${sec(m((f) => f.odds))}, CLS ${(m((f) => f.cls) ?? 0).toFixed(3)}; ` +
          `warm LCP ${sec(warm.lcp)}`,
      );
      console.log(`  LCP element (cold): ${lcpOf}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
    build.cleanup();
  }
}
