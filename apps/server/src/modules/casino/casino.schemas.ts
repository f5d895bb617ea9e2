// Edge schemas shared by the casino routes: money in major units with at most 2 decimals, ids,
// the optional-login hook (demo play works without an account) and the round answer.
import { hasAtMostTwoDecimals } from '@slipstream/domain';
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import { z } from 'zod';

export const majorAmount = z
  .number()
  .positive('must be above 0')
  .max(1_000_000_000)
  .refine(hasAtMostTwoDecimals, 'must have at most 2 decimals');

export const sessionId = z.string().min(8).max(64);
export const roundId = z.string().min(8).max(64);

/** Logs the caller in when a token is sent; a visitor (no token) goes on as null. */
export const maybeUser = (app: FastifyInstance) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (request.headers.authorization !== undefined) await app.requireUser(request, reply);
};

export const roundAnswer = z.object({
  roundId: z.string(),
  game: z.string(),
  status: z.enum(['open', 'settled']),
  bet: z.number(),
  payout: z.number().nullable(),
  multiplier: z.number().nullable(),
  balance: z.number(),
  balanceType: z.enum(['real', 'bonus', 'demo']),
  currency: z.string(),
  result: z.unknown(),
  fairness: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() }),
});

export const seedPairView = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
});
