// Serves the built web app. Hashed assets are cached for a year; index.html never, so a deploy is
// picked up at once. Text files are sent in the brotli or gzip form the build wrote beside them
// (`preCompressed`), as the browser's Accept-Encoding allows, with `Vary: Accept-Encoding`. Any path
// that is not an API path and not a file gets index.html with the first screen's data and preloads
// in it (first-screen.ts); the web router then shows the screen, or redirects unknown paths to /.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createFirstScreen } from './first-screen.ts';

/**
 * Headers that only mean something on a document (or a worker script): a hashed script, style sheet
 * or image cannot be framed, navigated to or given a policy, so they are left off those answers. On a
 * phone's first load they would be ~700 bytes on each of twenty-odd files. nosniff, CORP and HSTS stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const MISSING_BUILD = `<!doctype html><title>Slipstream</title><p>The web app is not built yet. Run <code>npm start</code> (it builds first) or <code>npm run build</code>.</p>`;

export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string,
): Promise<(reply: FastifyReply) => Promise<FastifyReply>> {
  const indexPath = join(webDist, 'index.html');
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(webDist, 'assets')}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      },
    });
  }
  const html = built ? readFileSync(indexPath, 'utf8') : MISSING_BUILD;
  const firstScreen = built ? createFirstScreen(app, webDist, html) : null;
  return async (reply) => {
    let page = html;
    if (firstScreen) {
      const screen = await firstScreen(reply.request);
      page = html.replace('</head>', `${screen.head}</head>`).replace('</body>', `${screen.body}</body>`);
    }
    return (
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The first screen's data depends on the time-zone cookie (first-screen.ts).
        .header('vary', 'cookie')
        .send(page)
    );
  };
}
