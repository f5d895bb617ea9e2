// The felt: the dealer's hand on top, the player's hand (or two, after a split) below (side by side
// on phones), each with its total; the hand being played is outlined.
import { formatMoney } from '@slipstream/domain';
import type { BlackjackHandView, BlackjackResult, CardView } from './blackjack-api.ts';
import { PlayingCard } from './playing-card.tsx';

function handTotalText(hand: { cards: CardView[]; total: number; soft?: boolean }, single: boolean): string {
  if (hand.total > 21) return `${hand.total} · Bust`;
  if (single && hand.cards.length === 2 && hand.total === 21) return 'Blackjack';
  return hand.soft && hand.total < 21 ? `${hand.total - 10} / ${hand.total}` : String(hand.total);
}

function Cards({ cards, hidden, label }: { cards: CardView[]; hidden: number; label: string }) {
  return (
    <ol className="blackjack-cards" aria-label={label}>
      {cards.map((card, i) => (
        <PlayingCard key={`${i}-${card.rank}-${card.suit}`} card={card} />
      ))}
      {Array.from({ length: hidden }, (_, i) => (
        <PlayingCard key={`hidden-${i}`} card={null} />
      ))}
    </ol>
  );
}

function PlayerHand({
  hand,
  index,
  count,
  currency,
}: {
  hand: BlackjackHandView;
  index: number;
  count: number;
  currency: string;
}) {
  const name = count > 1 ? `Your hand ${index + 1}` : 'Your hand';
  return (
    <div
      className={`blackjack-hand${hand.active ? ' blackjack-hand--active' : ''}`}
      aria-current={hand.active ? 'true' : undefined}
    >
      <Cards cards={hand.cards} hidden={0} label={name} />
      <p className="blackjack-hand__meta">
        <span className="blackjack-total">{handTotalText(hand, count === 1)}</span>
        <span className="muted">
          {currency} {formatMoney(hand.bet)}
        </span>
      </p>
    </div>
  );
}

export function BlackjackTable({ table, currency }: { table: BlackjackResult | null; currency: string }) {
  return (
    <div className="blackjack-table">
      <div className="blackjack-side blackjack-side--dealer">
        <h2 className="blackjack-side__title">Dealer</h2>
        {table ? (
          <div className="blackjack-hand">
            <Cards cards={table.dealer.cards} hidden={table.dealer.hidden} label="Dealer’s hand" />
            <p className="blackjack-hand__meta">
              <span className="blackjack-total">
                {table.dealer.hidden > 0 ? `${table.dealer.total} + ?` : handTotalText(table.dealer, true)}
              </span>
            </p>
          </div>
        ) : (
          <div className="blackjack-placeholder" aria-hidden="true" />
        )}
      </div>
      <p className="blackjack-rules" aria-hidden="true">
        Blackjack pays 3 to 2 · Dealer stands on soft 17 · Insurance pays 2 to 1
      </p>
      <div className="blackjack-side blackjack-side--player">
        <h2 className="blackjack-side__title">You</h2>
        {table ? (
          <div className="blackjack-hands">
            {table.hands.map((hand, i) => (
              <PlayerHand key={i} hand={hand} index={i} count={table.hands.length} currency={currency} />
            ))}
          </div>
        ) : (
          <div className="blackjack-placeholder" aria-hidden="true" />
        )}
      </div>
    </div>
  );
}
