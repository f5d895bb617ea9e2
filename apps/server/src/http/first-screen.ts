// The first screen inside the page: the HTML of `/`, `/Sport/LiveList` and a sport's pre-match list
// carries, as JSON, the answers the web app's first screen reads (start-up settings, sports menu,
// banners, the page's fixtures with their odds), and links that preload the page's own script chunk,
// its CSS and the first banner. The web app seeds its query cache from that JSON (apps/web
// src/app/first-screen.ts), so a phone does not wait for HTML, then scripts, then API calls before the
// first price. Answers come from this very app (inject), so they are exactly what the API would send.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_ID, DEFAULT_SPORT, slugify } from '@slipstream/domain';
import { BANNER_SIZES, isOwnMedia, mediaSrcSet } from '@slipstream/domain/media';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_API_PREFIX, SPORTS_API_PREFIX } from '../compose/prefixes.ts';

/** Answers are shared between pages for this long: odds move, and the live feed moves them on screen. */
const ANSWER_TTL_MS = 2_000;
const MAX_CACHED_ANSWERS = 500;
/** The cookie in which the web app keeps the browser's time-zone offset (Date#getTimezoneOffset). */
export const TIME_OFFSET_COOKIE = 'tzo';

/** The id of the script element the web app reads the first screen from. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The screens whose first view is worth carrying in the page, by their module in the web app. */
const SCREENS = {
  home: 'src/features/sports/home-page.tsx',
  liveList: 'src/features/live/live-list-page.tsx',
  prematch: 'src/features/sports/prematch-page.tsx',
} as const;

const sports = (path: string) => `${SPORTS_API_PREFIX}/${path}`;
const product = (path: string) => `${PRODUCT_API_PREFIX}/${path}`;

/** Start-up reads of every page (SPEC.md §4 "Startup"), as the web app asks for them. */
const startupReads = (timeoffset: number) => [
  product('client-config'),
  sports(`content-management/banner?clientId=${CLIENT_ID}`),
  sports(`auth/globalvariables/${CLIENT_ID}`),
  product('utilities/bonuslist?section=onliners'),
  sports(`sports/menu?timeoffset=${timeoffset}`),
];
const liveRead = sports('sports/highlight/live/0?source=web&markets=1');
const prematchRead = (sportId: number, perPage: number, timeoffset: number, upcoming: boolean) =>
  sports(
    `sports/highlight/prematch/${sportId}?page=1&perPage=${perPage}&timeoffset=${timeoffset}${upcoming ? '&upcoming=1' : ''}`,
  );

/**
 * The key an answer is filed under, shared with the web app: the path and the query parameters in
 * name order, without `timeoffset` (the page says which offset it used; the app decides whether the
 * answer holds for its own).
 */
export function answerKey(url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = [...new URLSearchParams(query)].filter(([name]) => name !== 'timeoffset');
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
}

/** JSON that can sit inside a <script> element: nothing in it can close the element. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function timeOffsetOf(request: FastifyRequest): number {
  const cookie = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${TIME_OFFSET_COOKIE}=(-?\\d{1,3})(?:;|$)`).exec(cookie);
  const offset = match ? Number(match[1]) : 0;
  return Number.isInteger(offset) && Math.abs(offset) <= 840 ? offset : 0;
}

function readManifest(webDist: string): Manifest | null {
  const path = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** Preload tags for a screen's chunk: its JS and everything it imports, and its CSS, less what the page already loads. */
function preloadTags(manifest: Manifest | null, screen: string, html: string): string {
  if (!manifest?.[screen]) return '';
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(screen);
  const fresh = (file: string) => !html.includes(`/${file}"`);
  return [
    ...[...styles].filter(fresh).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...scripts].filter(fresh).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}

interface BannerRow {
  image?: unknown;
  target?: unknown;
  position?: unknown;
  order?: unknown;
}

/** The first carousel banner the home screen shows, as the web app picks it (api/content.ts). */
function firstBannerImage(answer: string | undefined): string | null {
  if (!answer) return null;
  try {
    const data = (JSON.parse(answer) as { data?: Record<string, BannerRow[]> }).data ?? {};
    const rows = Object.values(data).flat();
    rows.sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0));
    const first = rows.find(
      (b) =>
        typeof b.image === 'string' &&
        String(b.target).toLowerCase() === 'web' &&
        String(b.position).toLowerCase() !== 'popup',
    );
    const image = first?.image as string | undefined;
    // Only the app's own images: a preload of another origin would need its own CSP entry.
    return image && isOwnMedia(image) ? image : null;
  } catch {
    return null;
  }
}

function sportIdOf(menuAnswer: string | undefined, slug: string): number | null {
  if (!menuAnswer) return null;
  try {
    const body = JSON.parse(menuAnswer) as { sports?: { sportID: number; sportName: string }[] };
    let wanted = slug;
    try {
      wanted = decodeURIComponent(slug);
    } catch {
      // A malformed escape is compared as typed, as the web app does.
    }
    const sport = body.sports?.find((s) => slugify(s.sportName) === slugify(wanted));
    return sport ? sport.sportID : null;
  } catch {
    return null;
  }
}

export interface FirstScreen {
  /** Tags for the end of <head>: the screen's chunk, its CSS, the first banner. */
  head: string;
  /** The <script type="application/json"> element for the end of <body>. */
  body: string;
}

export type FirstScreenBuilder = (request: FastifyRequest) => Promise<FirstScreen>;

/** Builds the first screen of a page request; `html` is the built index.html (to skip what it already loads). */
export function createFirstScreen(app: FastifyInstance, webDist: string, html: string): FirstScreenBuilder {
  const manifest = readManifest(webDist);
  const cache = new Map<string, { at: number; answer: Promise<string | undefined> }>();

  /** The app's own answer to a public GET (undefined unless 200), shared for ANSWER_TTL_MS. */
  function read(url: string): Promise<string | undefined> {
    const now = Date.now();
    const hit = cache.get(url);
    if (hit && now - hit.at < ANSWER_TTL_MS) return hit.answer;
    if (cache.size >= MAX_CACHED_ANSWERS) {
      for (const [key, entry] of cache) if (now - entry.at >= ANSWER_TTL_MS) cache.delete(key);
    }
    const answer = app
      .inject({ method: 'GET', url, headers: { accept: 'application/json' } })
      .then((res) => (res.statusCode === 200 ? res.payload : undefined))
      .catch(() => undefined);
    cache.set(url, { at: now, answer });
    return answer;
  }

  return async (request) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const timeoffset = timeOffsetOf(request);
    const startup = startupReads(timeoffset);
    const reads = [...startup];
    let screen: string | null = null;
    const prematch = /^\/Sports\/Prematch\/([^/]+)(\/Upcoming)?\/?$/.exec(pathname);

    if (pathname === '/') {
      screen = SCREENS.home;
      reads.push(liveRead, sports(`sports/${CLIENT_ID}/top-bets`));
      reads.push(prematchRead(DEFAULT_SPORT.sportID, 30, timeoffset, false));
    } else if (pathname === '/Sport/LiveList') {
      screen = SCREENS.liveList;
      reads.push(liveRead);
    } else if (prematch?.[1]) {
      screen = SCREENS.prematch;
      const sportId = sportIdOf(await read(startup[4] as string), prematch[1]);
      // A time filter in the address (?when=) asks for another list; the app fetches that one.
      if (sportId !== null && !new URLSearchParams(search).has('when')) {
        reads.push(sports(`sports/categories/${sportId}`));
        reads.push(prematchRead(sportId, 50, timeoffset, prematch[2] !== undefined));
      }
    }

    const answers = await Promise.all(reads.map(read));
    const entries: string[] = [];
    reads.forEach((url, i) => {
      const answer = answers[i];
      if (answer !== undefined) entries.push(`${JSON.stringify(answerKey(url))}:${answer}`);
    });
    const json = `{"at":${Date.now()},"timeoffset":${timeoffset},"answers":{${entries.join(',')}}}`;

    let head = screen ? preloadTags(manifest, screen, html) : '';
    const banner = screen === SCREENS.home ? firstBannerImage(answers[1]) : null;
    // The same srcset and sizes as the banner's <img>, so the browser preloads the copy it will show.
    if (banner) {
      head += `<link rel="preload" as="image" href="${banner}" imagesrcset="${mediaSrcSet(banner)}" imagesizes="${BANNER_SIZES}" fetchpriority="high">`;
    }
    return {
      head,
      body: `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">${scriptSafeJson(json)}</script>`,
    };
  };
}
