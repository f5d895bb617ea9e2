// The built-in games' calls under /api/v2/games/play/… (docs/decisions.md "Casino"): every call names
// the session, a bet carries its Idempotency-Key, and the server answers the round as it stands.
import { api } from '../../../../api/client.ts';
import type { RoundAnswer } from '../game-screen.ts';

export type BuiltInGame = 'dice' | 'mines' | 'blackjack' | 'crash';

/** One play call (`games/play/{path}`); `idempotencyKey` on the calls that stake money. */
export function playCall<Result>(
  path: string,
  body: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<RoundAnswer<Result>> {
  return api.post<RoundAnswer<Result>>(
    'sports',
    `games/play/${path}`,
    body,
    idempotencyKey ? { idempotencyKey } : {},
  );
}

/** The session's unfinished round of `game` (a board, a hand, a crash bet) after a reload, or null. */
export async function fetchOpenRound<Result>(
  game: BuiltInGame,
  sessionId: string,
): Promise<RoundAnswer<Result> | null> {
  const answer = await api.get<{ round: RoundAnswer<Result> | null }>('sports', `games/play/${game}/state`, {
    query: { sessionId },
  });
  return answer.round;
}
