// The service worker (served as /sw.js; vite.config.ts writes the build's id into it): a returning
// bettor sees the last page they had (the shell and, in the page, its odds) at once, while a fresh
// copy is fetched for next time; the app then fetches newer odds and the live feed moves them.
// Scripts, styles and images are content-addressed (hashed names, /media ids), so they are served
// from the cache without asking. API calls and the broker's socket never pass through here.
/* global self, caches, clients */

const BUILD = '__SLIPSTREAM_BUILD__';
// Pages are per build: a new deploy's worker drops the old pages (their scripts are gone), while the
// hashed files stay usable across builds.
const PAGES = `slipstream-pages-${BUILD}`;
const FILES = 'slipstream-files-v1';
const MAX_PAGES = 20;
const MAX_FILES = 250;
/** A kept page older than this is a fallback only: the network gets a moment to answer first. */
const PAGE_FRESH_MS = 10 * 60_000;
const NETWORK_WAIT_MS = 2_500;

/** The first page and the files it loads, from the browser's HTTP cache where it has them. */
async function keepStartPage() {
  const response = await fetch('/', { credentials: 'same-origin' });
  if (!response.ok) return;
  const pages = await caches.open(PAGES);
  await pages.put('/', response.clone());
  const html = await response.text();
  const files = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const cache = await caches.open(FILES);
  await Promise.all(files.map((file) => cache.add(file).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  // Hashed files straight from the kept copies (or the network and its HTTP cache when there is
  // none), without starting this worker: on a slow phone, waking the worker for each of the first
  // screen's files costs more than reading them. Browsers without static routes use file() below.
  if (typeof event.addRoutes === 'function') {
    event.addRoutes({ condition: { urlPattern: '/assets/*' }, source: 'cache' }).catch(() => undefined);
  }
  event.waitUntil(keepStartPage().catch(() => undefined));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([PAGES, FILES]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await clients.claim();
    })(),
  );
});

async function trim(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

const FIRST_SCREEN = '<script id="first-screen" type="application/json">';

/**
 * A kept page says so (`data-kept` on its first-screen data), so the app shows those answers at once
 * but counts them as stale and fetches them again (app/first-screen.ts).
 */
async function marked(response) {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html.replace(FIRST_SCREEN, FIRST_SCREEN.replace('>', ' data-kept>')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function ageOf(response) {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? Infinity : Date.now() - date;
}

async function page(event) {
  const url = new URL(event.request.url);
  const key = url.pathname + url.search;
  const cache = await caches.open(PAGES);
  const kept = await cache.match(key, { ignoreVary: true });
  const network = fetch(event.request);
  // Kept for next time beside the answer, not before it: storing reads the whole page, and the
  // browser should render the page as it streams in.
  const stored = network.then(async (response) => {
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      await cache.put(key, response.clone());
      await trim(cache, MAX_PAGES);
    }
  });
  event.waitUntil(stored.catch(() => undefined));
  if (kept && ageOf(kept) < PAGE_FRESH_MS) return marked(kept);
  // No recent copy: the network first, the old copy (or the start page) when it is slow or gone.
  const fallback = kept ?? (await cache.match('/', { ignoreVary: true }));
  if (!fallback) return network;
  const late = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, null));
  return (await Promise.race([network.catch(() => null), late])) ?? marked(fallback);
}

async function file(event) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') {
    event.waitUntil(cache.put(event.request, response.clone()).then(() => trim(cache, MAX_FILES)));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/api/')) return;
    event.respondWith(page(event));
  } else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/media/')) {
    event.respondWith(file(event));
  }
});
