// A match's final score as a bet keeps it: `home:away` once the match has ended, from the odds cache
// while it still holds the fixture (the feed forgets it when it closes).
import { formatScore } from '../market-data/live-status.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';

const ENDED = new Set(['ended', 'closed']);

/** The final score of `matchId`, or null while the match is to play, in play, or unknown here. */
export function finalScoreOf(cache: OddsCache, matchId: number): string | null {
  const fixture = cache.fixture(matchId);
  const status = fixture?.eventStatus;
  if (!fixture || !status) return null;
  const ended = ENDED.has(fixture.status) || ENDED.has(status.status);
  return ended ? formatScore(status) : null;
}

/** The score to show on a bet's leg: the final one kept on the bet, else the live one while known. */
export function legScoreOf(cache: OddsCache, leg: { match_id: number; final_score: string | null }) {
  if (leg.final_score) return leg.final_score;
  const status = cache.fixture(leg.match_id)?.eventStatus ?? null;
  return formatScore(status) || null;
}
