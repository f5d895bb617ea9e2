// A playing card drawn in CSS and SVG: rank and suit in the corners, the suit large in the middle,
// or the back of a face-down card.
import type { CardView } from './blackjack-api.ts';
import './playing-card.css';

const SUIT_PATHS: Record<CardView['suit'], string> = {
  hearts: 'M12 21s-8-5.3-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.7-8 11-8 11z',
  diamonds: 'M12 2l7.5 10L12 22 4.5 12z',
  spades: 'M12 2s-8 6.2-8 11a4 4 0 0 0 7 2.6L10 21h4l-1-5.4A4 4 0 0 0 20 13c0-4.8-8-11-8-11z',
  clubs: 'M12 3a4 4 0 0 1 3.3 6.3A4 4 0 1 1 13 16.4L14 21h-4l1-4.6a4 4 0 1 1-2.3-7.1A4 4 0 0 1 12 3z',
};

const RANK_NAMES: Record<string, string> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

export const cardName = (card: CardView) => `${RANK_NAMES[card.rank] ?? card.rank} of ${card.suit}`;

function Suit({ suit, className }: { suit: CardView['suit']; className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path d={SUIT_PATHS[suit]} fill="currentColor" />
    </svg>
  );
}

export function PlayingCard({ card }: { card: CardView | null }) {
  if (!card) {
    return (
      <li className="playing-card playing-card--back">
        <span className="visually-hidden">Face-down card</span>
      </li>
    );
  }
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  return (
    <li className={`playing-card${red ? ' playing-card--red' : ''}`}>
      <span className="visually-hidden">{cardName(card)}</span>
      <span className="playing-card__corner" aria-hidden="true">
        <span>{card.rank}</span>
        <Suit suit={card.suit} className="playing-card__pip" />
      </span>
      <Suit suit={card.suit} className="playing-card__suit" />
      <span className="playing-card__corner playing-card__corner--end" aria-hidden="true">
        <span>{card.rank}</span>
        <Suit suit={card.suit} className="playing-card__pip" />
      </span>
    </li>
  );
}
