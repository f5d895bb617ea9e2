// Vite build of the web app: React, per-route chunks (React.lazy in src/app/routes.tsx), the brand's
// CSS variables and theme colour injected into index.html, every text file also written brotli- and
// gzip-compressed (the server sends those as they are), and a dev proxy to the API server.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { brand, brandCss } from './src/site/brand.ts';

/** Puts the brand's `:root` variables in the page head so the first paint has the theme (no flash). */
function brandTheme(): Plugin {
  return {
    name: 'slipstream-brand-theme',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: brand.colors.bg }, injectTo: 'head' },
      { tag: 'style', attrs: { id: 'brand-theme' }, children: brandCss(brand), injectTo: 'head' },
    ],
  };
}

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of the build, so the
 * server sends the smallest form without compressing anything per request. A form that would not be
 * smaller is left out and the file is sent as it is.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'slipstream-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => TEXT_FILE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipped(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Writes the service worker (src/app/service-worker.js) to /sw.js with the build's id in it: a new
 * build is a new worker, which drops the pages the old one kept (app/service-worker-registration.ts).
 */
function serviceWorker(): Plugin {
  const source = fileURLToPath(new URL('./src/app/service-worker.js', import.meta.url));
  return {
    name: 'slipstream-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const build = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: readFileSync(source, 'utf8').replace('__SLIPSTREAM_BUILD__', build),
      });
    },
  };
}

// The API server of `npm start` (apps/server, PORT default 8080) during `vite` and `vite preview`.
const apiTarget = process.env.SLIPSTREAM_API_TARGET ?? 'http://localhost:8080';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/mqtt': { target: apiTarget, ws: true, changeOrigin: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), brandTheme(), serviceWorker(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Small assets stay files: they are cached with the hashed bundle and need no data: URLs.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the server finds each screen's chunk and CSS in it to preload them
    // with the page (apps/server src/http/first-screen.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app: their own chunk stays cached
        // across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            // Everything the entry loads anyway in one chunk: a phone on a 150 ms round trip pays
            // for each request (six at a time over HTTP/1.1), not for where a module lives.
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
