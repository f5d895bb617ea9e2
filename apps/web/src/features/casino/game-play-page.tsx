// Playing one game (SPEC.md §2 /Games/{game_name}/{game_id}/Play). The stage keeps the game's 16:9
// space; starting a session (balance choice, start call, game frame) comes with the casino issue.
import { Link, useParams } from 'react-router';
import { humanizeSlug, paths } from '../../app/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CasinoIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import './casino.css';

export function GamePlayPage() {
  const { gameName = '' } = useParams();
  return (
    <Page title={humanizeSlug(gameName) || 'Game'}>
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
    </Page>
  );
}
