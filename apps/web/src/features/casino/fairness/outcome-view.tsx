// A recomputed outcome shown the way the game shows it: the roll, the mines on a board, the shoe's
// cards in dealing order, the crash point; other games as the verifier's JSON.
import { PlayingCard } from '../games/blackjack/playing-card.tsx';
import type { CardView } from '../games/blackjack/blackjack-api.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

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

export function OutcomeView({ game, outcome }: { game: string; outcome: unknown }) {
  if (game === 'dice' && isRecord(outcome) && typeof outcome.roll === 'number') {
    return <p className="fairness-outcome__big">Roll {outcome.roll.toFixed(2)}</p>;
  }
  if (game === 'crash' && isRecord(outcome) && typeof outcome.crashPoint === 'number') {
    return <p className="fairness-outcome__big">Crash point {outcome.crashPoint.toFixed(2)}×</p>;
  }
  if (game === 'mines' && isRecord(outcome) && Array.isArray(outcome.mines)) {
    return <MinesOutcome mines={outcome.mines as number[]} />;
  }
  if (game === 'blackjack' && isRecord(outcome) && Array.isArray(outcome.shoe)) {
    const shoe = outcome.shoe as CardView[];
    return (
      <>
        <p className="muted">
          The shoe in dealing order: your card, the dealer’s, your card, the dealer’s hole card, then every
          card drawn.
        </p>
        <ol className="fairness-shoe" aria-label="The shoe in dealing order">
          {shoe.slice(0, 16).map((card, i) => (
            <PlayingCard key={i} card={card} />
          ))}
        </ol>
      </>
    );
  }
  if (game === 'european-roulette' && isRecord(outcome) && typeof outcome.number === 'number') {
    return (
      <p className="fairness-outcome__big">
        {outcome.number} {String(outcome.color ?? '')}
      </p>
    );
  }
  return <pre className="fairness-outcome__json">{JSON.stringify(outcome, null, 2)}</pre>;
}
