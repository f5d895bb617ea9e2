// The framed space a game runs in: a third-party game's page in a sandboxed iframe (its own origin,
// scripts allowed, nothing of ours reachable), or our own screen for a built-in game.
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../site/paths.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CasinoIcon } from '../../../ui/icons.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type { CasinoSession } from '../games/game-screen.ts';
import { gameScreenFor } from '../games/registry.ts';

interface GameStageProps {
  session: CasinoSession;
  title: string;
  onBalance(balance: number): void;
}

export function GameStage({ session, title, onBalance }: GameStageProps) {
  if (session.gameUrl) {
    return (
      <div className="game-stage">
        <iframe
          className="game-stage__frame"
          src={session.gameUrl}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      </div>
    );
  }
  const Screen = gameScreenFor(session.game);
  if (!Screen) {
    return (
      <div className="game-stage">
        <EmptyState
          title="This game is not available right now"
          icon={<CasinoIcon />}
          action={
            <Link className="btn btn--ghost" to={paths.games}>
              Back to the lobby
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="game-stage game-stage--screen">
      <Suspense
        fallback={
          <StageMessage>
            <Spinner label="Loading the game" />
          </StageMessage>
        }
      >
        {/* A new session is a fresh screen: nothing of the old session's table carries over. */}
        <Screen key={session.sessionId} session={session} onBalance={onBalance} />
      </Suspense>
    </div>
  );
}

export function StageMessage({ children }: { children: ReactNode }) {
  return <div className="game-stage__message">{children}</div>;
}
