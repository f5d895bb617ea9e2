// The crash table's calls and messages: the table as it stands (GET), bets with an optional
// auto-cash-out, cash-outs, and the MQTT topics the table broadcasts on (docs/decisions.md "Casino").
import type { BodyOf, casino } from '@slipstream/contract';
import type { CrashRoundView, CrashTick } from '@slipstream/contract/casino';
import * as z from 'zod/mini';
import { callEndpoint } from '../../../../api/endpoint-call.ts';

export type { CrashBetResult, CrashRoundView, CrashTick } from '@slipstream/contract/casino';

export { CRASH_TOPICS } from '@slipstream/contract/topics';

// Broadcasts arrive as untyped MQTT payloads, so they are checked here; the types keep these checks
// in step with the contract's shapes.

/** One round of the shared table; the seed and the crash point are shown once it has crashed. */
export const crashRoundView: z.ZodMiniType<CrashRoundView> = z.object({
  roundId: z.string(),
  phase: z.enum(['betting', 'running', 'crashed']),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  bettingEndsAt: z.string(),
  startedAt: z.nullable(z.string()),
  multiplier: z.number(),
  crashPoint: z.nullable(z.number()),
  serverSeed: z.nullable(z.string()),
});

export const crashTick: z.ZodMiniType<CrashTick> = z.object({ roundId: z.string(), multiplier: z.number() });

export async function fetchCrashTable(): Promise<CrashRoundView | null> {
  const answer = await callEndpoint<typeof casino.crashTable>(
    { method: 'GET', base: 'sports', path: '/games/play/crash/table' },
    { public: true },
  );
  return answer.table;
}

export const placeCrashBet = (input: BodyOf<typeof casino.betCrash>, idempotencyKey: string) =>
  callEndpoint<typeof casino.betCrash>(
    { method: 'POST', base: 'sports', path: '/games/play/crash/bet' },
    { body: input, idempotencyKey },
  );

/**
 * Cashes out by hand while the round runs. After the crash the same call answers the bet as it was
 * settled (a repeated move on a settled round returns its stored answer), which is how the screen
 * learns the result of a bet left to its auto-cash-out.
 */
export const cashOutCrash = (sessionId: string, roundId: string) =>
  callEndpoint<typeof casino.cashOutCrash>(
    { method: 'POST', base: 'sports', path: '/games/play/crash/cashout' },
    { body: { sessionId, roundId } },
  );
