// Liveness, readiness and the runtime settings the web app reads at start.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MQTT_PATH, publicBrokerUrl } from '../../broker/index.ts';
import type { AppDeps } from '../../context.ts';
import { isDatabaseReady } from './system.service.ts';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/healthz', { config: { public: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  r.get('/readyz', { config: { public: true }, logLevel: 'warn' }, async (_request, reply) => {
    const database = await isDatabaseReady(deps.db, deps.isMigrated ?? (() => true));
    const broker = deps.broker.isReady();
    const ready = database && broker;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'starting', database, broker });
  });
}

const clientConfig = z.object({ mqttUrl: z.string(), mobileSiteUrl: z.string().nullable() });

export async function clientConfigRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/client-config',
      { config: { public: true }, schema: { response: { 200: clientConfig } } },
      async () => ({
        // A relative path means "this origin": the browser turns it into ws(s)://host/mqtt.
        mqttUrl: publicBrokerUrl(deps.config) ?? MQTT_PATH,
        mobileSiteUrl: deps.config.MOBILE_SITE_URL ?? null,
      }),
    );
}
