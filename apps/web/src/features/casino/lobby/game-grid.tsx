// A list of games as the lobby shows it: skeleton cards at the size of the real ones while loading,
// the reason and a Retry when the call failed, and an honest empty state.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CasinoGame } from '../../../api/casino.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CasinoIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import '../../../ui/skeleton.css';
import { GameCard } from './game-card.tsx';
import type { Favourites } from './use-favourites.ts';

interface GameGridProps {
  query: UseQueryResult<CasinoGame[]>;
  favourites: Favourites;
  /** Accessible name of the list and of its loading state. */
  label: string;
  empty: ReactNode;
  skeletons?: number;
}

export function GameGrid({ query, favourites, label, empty, skeletons = 6 }: GameGridProps) {
  if (query.isPending) return <GameGridSkeleton label={`Loading ${label.toLowerCase()}`} count={skeletons} />;
  if (query.isError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} what="the games" />;
  if (query.data.length === 0) return <>{empty}</>;
  return <GameList games={query.data} favourites={favourites} label={label} />;
}

export function GameList({
  games,
  favourites,
  label,
}: {
  games: CasinoGame[];
  favourites: Favourites;
  label: string;
}) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <GameCard key={game.id} game={game} favourites={favourites} />
      ))}
    </ul>
  );
}

export function GameGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div className="game-grid" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="game-card game-card--skeleton">
          <span className="skeleton game-card__art" />
          <span className="game-card__body">
            <span className="skeleton skeleton--text" />
            <span className="skeleton skeleton--text skeleton--short" />
          </span>
        </div>
      ))}
    </div>
  );
}

export function NoGames({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState title={title} icon={<CasinoIcon />}>
      {children}
    </EmptyState>
  );
}
