// What a browser gets over the wire: API JSON compressed from 1 KB up, the built files in the form the
// build compressed them to, each with the Vary header a shared cache needs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';
import { registerStaticWeb } from './static-web.ts';

const SCRIPT = `export const odds = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => i * 1.01))};\n`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'slipstream-compression-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>Slipstream</title>${'<p>odds</p>'.repeat(200)}`,
  );
  writeFileSync(join(dist, 'assets', 'app-1234.js'), SCRIPT);
  // Marked so the test can tell the build's file from one compressed per request.
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(`${SCRIPT}// br\n`));
  writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), gzipSync(`${SCRIPT}// gz\n`));

  app = Fastify();
  await registerCompression(app);
  app.get('/api/big', async () => ({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, odds: 1.5 })) }));
  app.get('/api/small', async () => ({ data: 'ok' }));
  const sendIndex = await registerStaticWeb(app, dist);
  app.get('/', (_request, reply) => sendIndex(reply));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends API JSON above 1 KB as brotli when the browser takes it, else gzip', async () => {
    const br = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data).toHaveLength(200);

    const gz = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data).toHaveLength(200);
  });

  it('leaves small answers and browsers that accept no encoding alone', async () => {
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ url: '/api/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ data: unknown[] }>().data).toHaveLength(200);
  });

  it('sends a built file in the compressed form the build wrote', async () => {
    const br = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/\/\/ br\n$/);

    const gz = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/\/\/ gz\n$/);

    const plain = await app.inject({ url: '/assets/app-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the page itself', async () => {
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Slipstream</title>');
  });
});
