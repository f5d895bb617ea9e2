// Security headers for every answer: a strict CSP (the web app loads nothing from elsewhere), no
// framing by other sites, no MIME sniffing. The broker origin is allowed when it is external.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance, brokerUrl: string | null): Promise<void> {
  const connectSrc = ["'self'", 'ws:', 'wss:'];
  if (brokerUrl) connectSrc.push(new URL(brokerUrl).origin.replace(/^http/, 'ws'));
  await app.register(helmet, {
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
  });
}
