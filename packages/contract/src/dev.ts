// Development helpers, never registered in production: the SMS outbox.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const outboxMessage = z.object({
  id: z.number(),
  phone: z.string(),
  sender: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});

export const smsOutbox = endpoint({
  method: 'GET',
  base: 'dev',
  path: '/sms-outbox',
  summary: "The texts the outbox would have sent, newest first; one number's only when given.",
  auth: 'dev',
  query: z.object({
    phone: z.string().max(32).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  responses: { 200: z.object({ messages: z.array(outboxMessage) }) },
  errors: ['PHONE_INVALID'],
});
