// Serves the built web app. Hashed assets are cached for a year; index.html never, so a deploy is
// picked up at once. Any path that is not an API path and not a file gets index.html (the web
// router then shows the screen, or redirects unknown paths to /).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const MISSING_BUILD = `<!doctype html><title>Slipstream</title><p>The web app is not built yet. Run <code>npm start</code> (it builds first) or <code>npm run build</code>.</p>`;

export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string,
): Promise<(reply: FastifyReply) => FastifyReply> {
  const indexPath = join(webDist, 'index.html');
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const html = built ? readFileSync(indexPath, 'utf8') : MISSING_BUILD;
  return (reply) =>
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}
