// The inside bets on the table (splits, streets, corners, lines, the trios and the first four), which
// have no spot of their own to show their chips: each with its stake, what it pays, and whether it
// won the last spin.
import { formatMoney, toMajor } from '@slipstream/domain';
import { useId } from 'react';
import { spotsCovered, stakeOn, type BetBoard } from './bet-board.ts';
import { insideSpotByKey } from './inside-bets.ts';

interface YourBetsProps {
  board: BetBoard;
  currency: string;
  /** Spots that won on the last spin. */
  won: ReadonlySet<string>;
}

export function YourBets({ board, currency, won }: YourBetsProps) {
  const titleId = useId();
  const bets = spotsCovered(board).flatMap((key) => insideSpotByKey(key) ?? []);
  if (bets.length === 0) return null;
  return (
    <section className="your-bets">
      <h2 id={titleId} className="your-bets__title">
        Your bets
      </h2>
      <ul className="your-bets__list" aria-labelledby={titleId}>
        {bets.map((s) => (
          <li key={s.key} className={`your-bets__bet${won.has(s.key) ? ' your-bets__bet--won' : ''}`}>
            <span className="your-bets__name">{s.name}</span>
            <span className="your-bets__stake">
              {currency} {formatMoney(toMajor(stakeOn(board, s.key)))}
            </span>
            <span className="your-bets__pays">pays {s.pays} to 1</span>
            {won.has(s.key) && <span className="your-bets__won">Won</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
