// The simulator's match player for simulation mode (isBooking 2, POST bets/simulate): a match of the
// simulated calendar played to the end at once with a seed, and any market settled on its result by
// the rules the feed settles with. The bets module receives it as its MatchPlayer.
import type { SettledOutcome } from '../messages.ts';
import { findSimFixture, playOut, settleOnResult } from './play-out.ts';
import { Rng } from './rng.ts';

/** Plays a match the simulator with `simSeed` schedules (null for one it does not know). */
export function simulatedMatchPlayer(simSeed: number) {
  return (
    matchId: number,
    seed: number,
  ): { score: string; settle(marketId: number, specifier: string): SettledOutcome[] | null } | null => {
    const fixture = findSimFixture(simSeed, matchId);
    if (!fixture) return null;
    // Each match plays on its own fork of the slip's seed: the same seed plays the same matches.
    const played = playOut(fixture, new Rng(seed).fork(matchId));
    return {
      score: `${played.status.home_score}:${played.status.away_score}`,
      settle: (marketId, specifier) => settleOnResult(marketId, specifier, played.result),
    };
  };
}
