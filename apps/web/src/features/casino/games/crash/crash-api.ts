// The crash table's calls and messages: the table as it stands (GET), bets with an optional
// auto-cash-out, cash-outs, and the MQTT topics the table broadcasts on (docs/decisions.md "Casino").
import * as z from 'zod/mini';
import { api } from '../../../../api/client.ts';
import { playCall } from '../shared/play-api.ts';

export const CRASH_TOPICS = { round: 'casino/crash/round', tick: 'casino/crash/tick' } as const;

/** One round of the shared table; the seed and the crash point are shown once it has crashed. */
export const crashRoundView = z.object({
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
export type CrashRoundView = z.infer<typeof crashRoundView>;

export const crashTick = z.object({ roundId: z.string(), multiplier: z.number() });
export type CrashTick = z.infer<typeof crashTick>;

/** A player's bet on a crash round. */
export interface CrashBetResult {
  crashRoundId: string;
  autoCashout: number | null;
  cashedOutAt: number | null;
  crashPoint: number | null;
}

export async function fetchCrashTable(): Promise<CrashRoundView | null> {
  const answer = await api.get<{ table: unknown }>('sports', 'games/play/crash/table', { public: true });
  const parsed = crashRoundView.safeParse(answer.table);
  return parsed.success ? parsed.data : null;
}

export const placeCrashBet = (
  input: { sessionId: string; bet: number; autoCashout: number | null },
  idempotencyKey: string,
) => playCall<CrashBetResult>('crash/bet', { ...input }, idempotencyKey);

/**
 * Cashes out by hand while the round runs. After the crash the same call answers the bet as it was
 * settled (a repeated move on a settled round returns its stored answer), which is how the screen
 * learns the result of a bet left to its auto-cash-out.
 */
export const cashOutCrash = (sessionId: string, roundId: string) =>
  playCall<CrashBetResult>('crash/cashout', { sessionId, roundId });
