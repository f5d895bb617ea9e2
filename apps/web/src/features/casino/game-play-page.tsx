// Playing one game (SPEC.md §2 /Games/{game_name}/{game_id}/Play): the casino balance dialog on
// arrival, then a session on the chosen balance, a header with its balance and a way to change it,
// and the game in its framed stage. Opening it refreshes the active bonus (SPEC.md §4).
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { allGamesQuery } from '../../api/casino.ts';
import { humanizeSlug, paths } from '../../site/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CasinoIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { GameStage, StageMessage } from './play/game-stage.tsx';
import { SessionBar } from './play/session-bar.tsx';
import { useGameSession, type GameSessionControls } from './play/use-game-session.ts';
import { useCasinoBonus } from './use-casino-bonus.ts';
import './casino.css';

export function GamePlayPage() {
  const { gameName = '', gameId = '' } = useParams();
  const id = Number(gameId);
  const catalog = useQuery(allGamesQuery());
  const game = catalog.data?.find((g) => g.id === id);
  const title = game?.name ?? (humanizeSlug(gameName) || 'Game');
  const controls = useGameSession(id);
  useCasinoBonus({ announce: false });
  const { phase } = controls;
  const playing = phase.name === 'playing' ? phase : phase.name === 'choosing' ? phase.current : null;

  return (
    <Page
      title={title}
      subtitle={game ? `${game.provider.name} · RTP ${game.rtp.toFixed(2)}%` : undefined}
      actions={
        <Link className="btn btn--ghost btn--sm" to={paths.games}>
          Back to the lobby
        </Link>
      }
    >
      {playing ? (
        <SessionBar
          balanceType={playing.session.balanceType}
          balance={playing.balance}
          currency={playing.session.currency}
          onChange={controls.chooseBalance}
        />
      ) : null}
      {playing ? (
        <GameStage session={playing.session} title={title} onBalance={controls.onBalance} />
      ) : (
        <div className="game-stage game-stage--waiting">
          {/* The game's own art behind the balance choice, so the page is the game's from the start. */}
          {game && (
            <img className="game-stage__backdrop" src={game.thumbnail} alt="" width={400} height={300} />
          )}
          <PhaseMessage controls={controls} />
        </div>
      )}
      <p className="game-play__links">
        <Link to={paths.gameFairness}>Provably fair</Link>: every round can be checked with its revealed
        server seed. 18+ · Play responsibly.
      </p>
    </Page>
  );
}

/** What the stage shows before a session is playing. */
function PhaseMessage({ controls }: { controls: GameSessionControls }) {
  const { phase } = controls;
  switch (phase.name) {
    case 'choosing':
      return (
        <StageMessage>
          <p className="muted">Choose a balance to start.</p>
        </StageMessage>
      );
    case 'starting':
      return (
        <StageMessage>
          <Spinner label="Opening the game" />
        </StageMessage>
      );
    case 'idle':
      return phase.reason === 'login-needed' ? (
        <EmptyState
          title="Log in to play for real money"
          icon={<CasinoIcon />}
          action={
            <span className="game-play__actions">
              <button type="button" className="btn btn--primary" onClick={controls.logIn}>
                Log in
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => controls.start('demo')}>
                Play demo
              </button>
            </span>
          }
        >
          <p>Or try the game with play money first: demo rounds never touch your balance.</p>
        </EmptyState>
      ) : (
        <EmptyState
          title="Choose how to play"
          icon={<CasinoIcon />}
          action={
            <button type="button" className="btn btn--primary" onClick={controls.chooseBalance}>
              Choose a balance
            </button>
          }
        >
          <p>Play with real money, your casino bonus, or play money in demo mode.</p>
        </EmptyState>
      );
    case 'failed':
      return (
        <div role="alert">
          <EmptyState
            title="The game could not be opened"
            icon={<CasinoIcon />}
            action={
              <span className="game-play__actions">
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => controls.start(phase.balanceType)}
                >
                  Try again
                </button>
                <button type="button" className="btn btn--ghost" onClick={controls.chooseBalance}>
                  Choose another balance
                </button>
              </span>
            }
          >
            <p>{phase.message}</p>
          </EmptyState>
        </div>
      );
    default:
      return null;
  }
}
