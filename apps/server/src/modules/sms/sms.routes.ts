// GET /api/dev/sms-outbox?phone=…: the outbox's messages, newest first, for developers and tests.
// app.ts registers it only outside production, so there it answers 404 like any unknown path.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPhone } from '../settings/phone-input.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { Outbox } from './outbox-sender.ts';

const message = z.object({
  id: z.number(),
  phone: z.string(),
  sender: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});

export async function smsOutboxRoutes(
  app: FastifyInstance,
  deps: { outbox: Outbox; settings: SettingsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sms-outbox',
    {
      config: { public: true },
      schema: {
        querystring: z.object({
          phone: z.string().max(32).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ messages: z.array(message) }) },
      },
    },
    async (request) => {
      const { phone, limit } = request.query;
      const canonical = phone ? await readPhone(deps.settings, phone) : undefined;
      const rows = await deps.outbox.list(canonical, limit);
      return { messages: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
    },
  );
}
