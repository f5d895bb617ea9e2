// Health, readiness, metrics and the web client's configuration.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { errorEnvelope } from './errors.ts';

export const health = endpoint({
  method: 'GET',
  base: 'root',
  path: '/healthz',
  summary: 'Liveness: the process answers.',
  auth: 'public',
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

/** Whether the database (migrated) and the broker are reachable: 200 when both are, else 503. */
const readinessAnswer = z.object({
  status: z.enum(['ready', 'starting']),
  database: z.boolean(),
  broker: z.boolean(),
});

export const readiness = endpoint({
  method: 'GET',
  base: 'root',
  path: '/readyz',
  summary: 'Readiness: 200 once the database and the broker are ready; 503 with the same fields until then.',
  auth: 'public',
  // A load balancer reads the status; the body says which part is not ready yet. Load shedding may
  // also refuse the call with 503 and the usual error envelope.
  responses: { 200: readinessAnswer, 503: z.union([readinessAnswer, errorEnvelope]) },
});

export const metrics = endpoint({
  method: 'GET',
  base: 'root',
  path: '/metrics',
  summary:
    'Prometheus metrics of this process; 404 here when they are served on a private port of their own.',
  auth: 'public',
  produces: 'text/plain; version=0.0.4',
  responses: {},
  errors: ['NOT_FOUND'],
});

export const clientConfig = endpoint({
  method: 'GET',
  base: 'product',
  path: '/client-config',
  summary: "The runtime settings the web app reads at start: the live feed's broker and the mobile site.",
  auth: 'public',
  responses: {
    200: z.object({
      /** A relative path means this origin: the browser makes it ws(s)://host/mqtt. */
      mqttUrl: z.string(),
      mobileSiteUrl: z.string().nullable(),
    }),
  },
});
