// The HTTP edge every API sits behind: createApp() makes the Fastify instance with request ids, the
// error envelope, the edge's input rules, OpenAPI, metrics, security headers, compression and rate
// limits; serveWebApp() ends it with the web app at every other path and the 404 envelope. What sits
// between them (the modules and their APIs) is composed in compose/server.ts.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '@slipstream/domain';
import { publicBrokerUrl } from './broker/index.ts';
import type { Config } from './config.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRequestSchemaRule } from './http/request-schemas.ts';
import { registerRouteCatalog } from './http/route-catalog.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerStaticWeb } from './http/static-web.ts';
import { rateLimitStore } from './limits/rate-limit-store.ts';
import { registerMetrics } from './metrics/http-metrics.ts';

export async function createApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers["x-signature"]'],
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app, config.BODY_LIMIT_BYTES);
  // Before any route: each applies to every route added after it, so a new route gets them unasked.
  registerRouteCatalog(app);
  registerRequestSchemaRule(app);
  registerInputGuard(app);
  await registerOpenApi(app);
  await registerMetrics(app, config);
  registerSecurityHeaders(app, publicBrokerUrl(config));
  await registerCompression(app);
  // Limits are declared per route (login, OTP, …); nothing is limited unless it asks to be.
  await app.register(rateLimit, {
    global: false,
    ...rateLimitStore(app, config),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      ),
  });
  return app;
}

/** After every API: the built web app at `/` and every other GET, and a 404 envelope for unknown /api paths. */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const sendIndex = await registerStaticWeb(app, webDist);
  app.get('/', { config: { public: true } }, (_request, reply) => sendIndex(reply));
  const noSuchEndpoint = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply
      .code(404)
      .send({ message: `No such endpoint: ${request.method} ${path}`, code: 'NOT_FOUND' });
  };
  // Once the web app is built, its static wildcard route would take unknown /api paths (and the
  // signing check would answer 401); this more specific wildcard keeps them a public 404.
  app.all('/api/*', { config: { public: true } }, noSuchEndpoint);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET')
      return noSuchEndpoint(request, reply);
    return sendIndex(reply);
  });
}
