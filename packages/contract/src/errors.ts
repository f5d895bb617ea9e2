// The one error envelope every 4xx and 5xx answer carries (DESIGN.md "Errors"): a message a player
// can read and a stable code a program can branch on.
import { z } from 'zod';

export const errorEnvelope = z.looseObject({ message: z.string(), code: z.string() });
export type ErrorEnvelope = z.output<typeof errorEnvelope>;

/** Fastify's response map entry for every error status. */
export const errorResponses = { '4xx': errorEnvelope, '5xx': errorEnvelope } as const;

/** The plain `{ status: true, message }` answer of calls that only confirm. */
export const okAnswer = z.object({ status: z.literal(true), message: z.string() });
