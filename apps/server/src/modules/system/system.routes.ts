// Liveness, readiness and the runtime settings the web app reads at start.
import { system as contract } from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MQTT_PATH, publicBrokerUrl, type Broker } from '../../broker/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { isDatabaseReady } from './system.service.ts';

export interface HealthDeps {
  db: Db;
  broker: Broker;
  /** True once migrations have run; /readyz answers 503 until then. */
  isMigrated: () => boolean;
}

export async function healthRoutes(app: FastifyInstance, deps: HealthDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...routeOf(contract.health),
    config: { public: true },
    logLevel: 'warn',
    handler: async () => ({ status: 'ok' as const }),
  });
  r.route({
    ...routeOf(contract.readiness),
    config: { public: true },
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const database = await isDatabaseReady(deps.db, deps.isMigrated);
      const broker = deps.broker.isReady();
      const ready = database && broker;
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'starting', database, broker });
    },
  });
}

export async function clientConfigRoutes(app: FastifyInstance, deps: { config: Config }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contract.clientConfig),
    config: { public: true },
    handler: async () => ({
      // A relative path means "this origin": the browser turns it into ws(s)://host/mqtt.
      mqttUrl: publicBrokerUrl(deps.config) ?? MQTT_PATH,
      mobileSiteUrl: deps.config.MOBILE_SITE_URL ?? null,
    }),
  });
}
