// Wires the metrics into the HTTP server: request counts, latency and errors per route pattern, load
// shedding, and GET /metrics — on the app's port, or on a private listener of its own (METRICS_PORT).
import { createServer, type Server } from 'node:http';
import { system } from '@slipstream/contract';
import { AppError } from '@slipstream/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { routeOf } from '../http/endpoint-route.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { httpDuration, httpErrors, httpRequests, registry } from './metrics.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The code an error is counted under: the AppError's own, else the kind of failure. */
function errorCode(error: FastifyError): string {
  if (error instanceof AppError) return error.code;
  if (error.validation) return 'VALIDATION_FAILED';
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  return status >= 500 ? 'INTERNAL' : `HTTP_${status}`;
}

async function sendMetrics(reply: FastifyReply) {
  return reply.type(registry.contentType).send(await registry.metrics());
}

/** Call before the routes are registered, so every route is measured and can be shed. */
export async function registerMetrics(app: FastifyInstance, config: Config): Promise<void> {
  // The route pattern, never the raw URL: one series per route, whatever ids players send.
  const labelsOf = (request: { method: string; routeOptions: { url?: string | undefined } }) => ({
    method: METHODS.has(request.method) ? request.method : 'OTHER',
    route: request.routeOptions.url ?? 'unmatched',
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = labelsOf(request);
    httpRequests.inc({ ...labels, status: String(reply.statusCode) });
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.addHook('onError', async (request, _reply, error) => {
    httpErrors.inc({ ...labelsOf(request), code: errorCode(error) });
  });
  await registerLoadShedding(app, config);
  // With a private listener the public port answers 404 here, not the web app's page.
  app.route({
    ...routeOf(system.metrics),
    config: { public: true },
    logLevel: 'warn',
    handler: (_request, reply) =>
      config.METRICS_PORT === undefined
        ? sendMetrics(reply)
        : reply.code(404).send({ message: 'No such endpoint: GET /metrics', code: 'NOT_FOUND' }),
  });
}

/** The private metrics listener of METRICS_PORT: answers GET /metrics and nothing else. */
export async function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
