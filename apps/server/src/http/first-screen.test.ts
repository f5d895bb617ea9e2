// The first screen inside the page: which answers each page carries, filed under the key the web app
// looks them up by, safe inside a <script>, with the screen's chunk and first banner preloaded.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKey, createFirstScreen, scriptSafeJson, type FirstScreenBuilder } from './first-screen.ts';

const HTML =
  '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
let dist: string;
let app: FastifyInstance;
let build: FirstScreenBuilder;
const asked: string[] = [];

const request = (url: string, cookie?: string) =>
  ({ url, headers: cookie ? { cookie } : {} }) as unknown as FastifyRequest;

function firstScreenJson(body: string): { timeoffset: number; answers: Record<string, unknown> } {
  const json = /<script id="first-screen" type="application\/json">(.*)<\/script>/.exec(body)?.[1] ?? '';
  return JSON.parse(json) as { timeoffset: number; answers: Record<string, unknown> };
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'slipstream-first-screen-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/index-1.js' },
      'src/features/sports/home-page.tsx': {
        file: 'assets/home-page-2.js',
        css: ['assets/home-page-3.css'],
        imports: ['src/main.tsx', '_skeleton.js'],
      },
      '_skeleton.js': { file: 'assets/skeleton-4.js' },
    }),
  );
  app = Fastify();
  app.addHook('onRequest', async (req) => {
    asked.push(req.url);
  });
  app.get('/api/product/client-config', async () => ({ mqttUrl: '/mqtt', mobileSiteUrl: null }));
  app.get('/api/v2/content-management/banner', async () => ({
    data: {
      carousel: [
        { image: '/media/bbbbbbbb', target: 'web', position: 'carousel', order: 2 },
        { image: '/media/aaaaaaaa', target: 'web', position: 'carousel', order: 1, title: '</script><b>' },
      ],
      popup: [{ image: '/media/cccccccc', target: 'web', position: 'popup', order: 0 }],
    },
  }));
  app.get('/api/v2/auth/globalvariables/12', async () => ({ data: { CurrencyCode: 'NGN' } }));
  app.get('/api/product/utilities/bonuslist', async () => ({ data: [] }));
  app.get('/api/v2/sports/menu', async () => ({ sports: [{ sportID: 4, sportName: 'Ice Hockey' }] }));
  app.get('/api/v2/sports/highlight/live/0', async () => ({ total: 0, sports: [] }));
  app.get('/api/v2/sports/12/top-bets', async () => ({ data: { fixtures: [] } }));
  app.get('/api/v2/sports/highlight/prematch/:id', async () => ({ data: { fixtures: [] } }));
  app.get('/api/v2/sports/categories/:id', async () => ({ data: { categories: [] } }));
  await app.ready();
  build = createFirstScreen(app, dist, HTML);
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the first screen in the page', () => {
  it('files answers by path and sorted parameters, without the time offset', () => {
    expect(answerKey('/api/v2/sports/highlight/prematch/1?page=1&perPage=30&timeoffset=-60')).toBe(
      '/api/v2/sports/highlight/prematch/1?page=1&perPage=30',
    );
    expect(answerKey('/api/v2/x?b=2&a=1')).toBe('/api/v2/x?a=1&b=2');
    expect(answerKey('/api/v2/sports/menu?timeoffset=0')).toBe('/api/v2/sports/menu');
  });

  it('keeps the JSON from closing its script element', () => {
    expect(scriptSafeJson('{"t":"</script><b>"}')).toBe('{"t":"\\u003c/script>\\u003cb>"}');
    expect(JSON.parse(scriptSafeJson('{"t":"</script>"}'))).toEqual({ t: '</script>' });
  });

  it('carries the home screen: start-up reads, live, top bets, highlights; preloads its chunk and banner', async () => {
    const screen = await build(request('/', 'tzo=-60'));
    const data = firstScreenJson(screen.body);
    expect(data.timeoffset).toBe(-60);
    expect(Object.keys(data.answers).sort()).toEqual([
      '/api/product/client-config',
      '/api/product/utilities/bonuslist?section=onliners',
      '/api/v2/auth/globalvariables/12',
      '/api/v2/content-management/banner?clientId=12',
      '/api/v2/sports/12/top-bets',
      '/api/v2/sports/highlight/live/0?markets=1&source=web',
      '/api/v2/sports/highlight/prematch/1?page=1&perPage=30',
      '/api/v2/sports/menu',
    ]);
    expect(asked).toContain('/api/v2/sports/menu?timeoffset=-60');
    expect(screen.body).not.toContain('</script><b>');
    expect(screen.head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-2.js">');
    expect(screen.head).toContain('<link rel="modulepreload" crossorigin href="/assets/skeleton-4.js">');
    expect(screen.head).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-3.css">');
    // Already in the page: not preloaded twice.
    expect(screen.head).not.toContain('index-1.js');
    // The first carousel banner by order, with the srcset its <img> has.
    expect(screen.head).toMatch(
      /<link rel="preload" as="image" href="\/media\/aaaaaaaa" imagesrcset="\/media\/aaaaaaaa\?w=360 360w,/,
    );
  });

  it('carries a sport’s pre-match list found by its name in the address', async () => {
    const data = firstScreenJson((await build(request('/Sports/Prematch/ice-hockey/Upcoming'))).body);
    expect(data.answers).toHaveProperty('/api/v2/sports/categories/4');
    expect(data.answers).toHaveProperty('/api/v2/sports/highlight/prematch/4?page=1&perPage=50&upcoming=1');
    const filtered = firstScreenJson((await build(request('/Sports/Prematch/ice-hockey?when=today'))).body);
    expect(Object.keys(filtered.answers).some((k) => k.includes('prematch/4'))).toBe(false);
  });

  it('carries only the start-up reads elsewhere, with no preloads', async () => {
    const screen = await build(request('/Games'));
    expect(Object.keys(firstScreenJson(screen.body).answers)).toHaveLength(5);
    expect(screen.head).toBe('');
  });
});
