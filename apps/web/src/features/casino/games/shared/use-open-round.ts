// Picks up the session's unfinished round once when a game opens (a board, a hand, a crash bet left
// by a reload), so the player carries on where they were.
import type { OpenRoundResults } from '@slipstream/contract/casino';
import { useEffect, useEffectEvent, useState } from 'react';
import type { RoundAnswer } from '../game-screen.ts';
import { fetchOpenRound, type BuiltInGame } from './play-api.ts';
import { playErrorText } from './use-play.ts';

export function useOpenRound<Game extends BuiltInGame>(
  game: Game,
  sessionId: string,
  onOpen: (round: RoundAnswer<OpenRoundResults[Game]>) => void,
  onError: (message: string) => void,
): { resuming: boolean } {
  const [resuming, setResuming] = useState(true);
  const opened = useEffectEvent(onOpen);
  const failed = useEffectEvent(onError);

  useEffect(() => {
    let live = true;
    setResuming(true);
    fetchOpenRound(game, sessionId)
      .then((round) => {
        if (live && round) opened(round);
      })
      .catch((err: unknown) => {
        if (live) failed(playErrorText(err));
      })
      .finally(() => {
        if (live) setResuming(false);
      });
    return () => {
      live = false;
    };
  }, [game, sessionId]);

  return { resuming };
}
