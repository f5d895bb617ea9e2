// One game in a lobby grid: its drawn thumbnail (lazy, at a fixed 4:3 so the grid never jumps), its
// name and studio, the published RTP and volatility, the New / Popular / Demo badges, and a star to
// keep it among a logged-in player's favourites.
import { Link } from 'react-router';
import type { CasinoGame } from '../../../api/casino.ts';
import { to } from '../../../site/paths.ts';
import type { Favourites } from './use-favourites.ts';

const TAG_LABELS: Record<string, string> = { new: 'New', popular: 'Popular' };
const VOLATILITY = { low: 'Low', medium: 'Medium', high: 'High' } as const;

export function GameCard({ game, favourites }: { game: CasinoGame; favourites: Favourites }) {
  const nameId = `game-${game.id}-name`;
  const factsId = `game-${game.id}-facts`;
  const badges = game.tags.filter((tag) => TAG_LABELS[tag]).map((tag) => TAG_LABELS[tag]!);
  return (
    <li className="game-card">
      <Link
        to={to.playGame(game.name, game.id)}
        className="game-card__link"
        aria-labelledby={nameId}
        aria-describedby={factsId}
      >
        <span className="game-card__art">
          <img src={game.thumbnail} alt="" width={400} height={300} loading="lazy" decoding="async" />
        </span>
        <span className="game-card__body">
          <span id={nameId} className="game-card__name">
            {game.name}
          </span>
          <span className="game-card__provider">{game.provider.name}</span>
          <span id={factsId} className="game-card__facts">
            RTP {game.rtp.toFixed(2)}% · {VOLATILITY[game.volatility]} volatility
          </span>
        </span>
      </Link>
      {(badges.length > 0 || game.demo) && (
        <span className="game-card__badges">
          {badges.map((label) => (
            <span key={label} className={`game-badge game-badge--${label.toLowerCase()}`}>
              {label}
            </span>
          ))}
          {game.demo && <span className="game-badge game-badge--demo">Demo</span>}
        </span>
      )}
      {favourites.enabled && <FavouriteButton game={game} favourites={favourites} />}
    </li>
  );
}

function FavouriteButton({ game, favourites }: { game: CasinoGame; favourites: Favourites }) {
  const on = favourites.isFavourite(game.id);
  return (
    <button
      type="button"
      className="game-card__favourite"
      aria-pressed={on}
      aria-label={`Favourite ${game.name}`}
      disabled={favourites.pendingId === game.id}
      onClick={() => favourites.toggle(game)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
