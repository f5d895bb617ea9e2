// A recomputed outcome shown the way the game shows it: the roll, the mines on a board, the shoe's
// cards in dealing order, the crash point; other games as the verifier's JSON.
import { PlayingCard } from '../games/blackjack/playing-card.tsx';
import type { FairOutcome } from './fairness-api.ts';

function MinesOutcome({ mines }: { mines: number[] }) {
  return (
    <div
      className="fairness-mines"
      role="img"
      aria-label={`Mines on tiles ${mines.map((m) => m + 1).join(', ')}`}
    >
      {Array.from({ length: 25 }, (_, tile) => (
        <span
          key={tile}
          className={`fairness-mines__tile${mines.includes(tile) ? ' fairness-mines__tile--mine' : ''}`}
        />
      ))}
    </div>
  );
}

export function OutcomeView({ game, outcome }: { game: string; outcome: FairOutcome }) {
  if (game === 'dice' && 'roll' in outcome) {
    return <p className="fairness-outcome__big">Roll {outcome.roll.toFixed(2)}</p>;
  }
  if (game === 'crash' && 'crashPoint' in outcome) {
    return <p className="fairness-outcome__big">Crash point {outcome.crashPoint.toFixed(2)}×</p>;
  }
  if (game === 'mines' && 'mines' in outcome) {
    return <MinesOutcome mines={outcome.mines} />;
  }
  if (game === 'blackjack' && 'shoe' in outcome) {
    return (
      <>
        <p className="muted">
          The shoe in dealing order: your card, the dealer’s, your card, the dealer’s hole card, then every
          card drawn.
        </p>
        <ol className="fairness-shoe" aria-label="The shoe in dealing order">
          {outcome.shoe.slice(0, 16).map((card, i) => (
            <PlayingCard key={i} card={card} />
          ))}
        </ol>
      </>
    );
  }
  if (game === 'european-roulette' && 'number' in outcome) {
    return (
      <p className="fairness-outcome__big">
        {outcome.number} {outcome.color}
      </p>
    );
  }
  return <pre className="fairness-outcome__json">{JSON.stringify(outcome, null, 2)}</pre>;
}
