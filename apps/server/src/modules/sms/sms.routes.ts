// GET /api/dev/sms-outbox?phone=…: the outbox's messages, newest first, for developers and tests.
// app.ts registers it only outside production, so there it answers 404 like any unknown path.
import { dev as contract } from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/endpoint-route.ts';
import { readPhone } from '../settings/phone-input.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { Outbox } from './outbox-sender.ts';

export async function smsOutboxRoutes(
  app: FastifyInstance,
  deps: { outbox: Outbox; settings: SettingsService },
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contract.smsOutbox),
    config: { public: true },
    handler: async (request) => {
      const { phone, limit } = request.query;
      const canonical = phone ? await readPhone(deps.settings, phone) : undefined;
      const rows = await deps.outbox.list(canonical, limit);
      return { messages: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
    },
  });
}
