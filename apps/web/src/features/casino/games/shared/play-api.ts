// The built-in games' calls under /api/v2/games/play/… (docs/decisions.md "Casino"): every call names
// the session, a bet carries its Idempotency-Key, and the server answers the round as it stands.
import type { casino } from '@slipstream/contract';
import type { OpenRoundGame, OpenRoundResults } from '@slipstream/contract/casino';
import { callEndpoint } from '../../../../api/endpoint-call.ts';
import type { RoundAnswer } from '../game-screen.ts';

/** The games whose rounds outlive a call, so a reload picks them up. */
export type BuiltInGame = OpenRoundGame;

/** The session's unfinished round of `game` (a board, a hand, a crash bet) after a reload, or null. */
export async function fetchOpenRound<Game extends BuiltInGame>(
  game: Game,
  sessionId: string,
): Promise<RoundAnswer<OpenRoundResults[Game]> | null> {
  const answer = await callEndpoint<typeof casino.openRound>(
    { method: 'GET', base: 'sports', path: '/games/play/:game/state' },
    { params: { game }, query: { sessionId } },
  );
  // The server answers the round of the game asked for, so its result is that game's.
  return answer.round as RoundAnswer<OpenRoundResults[Game]> | null;
}
