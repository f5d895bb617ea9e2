// Security headers for every answer: a strict CSP (the web app loads nothing from elsewhere), no
// framing by other sites, no MIME sniffing. The broker origin is allowed when it is external.
// The headers never vary by request, so helmet works them out once, at start, and every answer gets
// the same set (helmet's fastify plugin would rebuild them, CSP included, for each request).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, brokerUrl: string | null): void {
  const connectSrc = ["'self'", 'ws:', 'wss:'];
  if (brokerUrl) connectSrc.push(new URL(brokerUrl).origin.replace(/^http/, 'ws'));
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc,
          frameSrc: ["'self'"],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'sameorigin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

type Middleware = ReturnType<typeof helmet>;

/** The headers a helmet middleware sets, read by running it once on a response that only records them. */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  middleware(
    {} as Parameters<Middleware>[0],
    response as unknown as Parameters<Middleware>[1],
    (err?: unknown) => {
      failed = err;
    },
  );
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}
