// The bets on zero with its neighbours (0-1-2, 0-2-3 and the first four), one tap each, since they
// do not fit the two-tap picks on the table. Each shows the stake on it like a table spot.
import { formatMoney, toMajor } from '@slipstream/domain';
import { useId } from 'react';
import { stakeOn, type BetBoard } from './bet-board.ts';
import { ZERO_SPOTS } from './inside-bets.ts';
import { spotLabel, type BetSpot } from './roulette-layout.ts';

interface ZeroBetsProps {
  board: BetBoard;
  currency: string;
  won: ReadonlySet<string>;
  disabled: boolean;
  onPlace(spot: BetSpot): void;
}

export function ZeroBets({ board, currency, won, disabled, onPlace }: ZeroBetsProps) {
  const captionId = useId();
  return (
    <div className="zero-bets" role="group" aria-labelledby={captionId}>
      <span id={captionId} className="roulette-caption">
        With zero
      </span>
      <div className="zero-bets__spots">
        {ZERO_SPOTS.map((s) => {
          const stake = stakeOn(board, s.key);
          // The name holds the numbers on the button, so speech input can say what is shown.
          const name = s.name.includes(s.label) ? s.name : `${s.name} ${s.label}`;
          return (
            <button
              key={s.key}
              type="button"
              className={`zero-bets__spot${won.has(s.key) ? ' zero-bets__spot--won' : ''}`}
              disabled={disabled}
              aria-label={spotLabel(s, stake, currency, name)}
              onClick={() => onPlace(s)}
            >
              {s.label}
              {stake > 0 && (
                <span className="roulette-chip roulette-spot__stake zero-bets__stake">
                  {formatMoney(toMajor(stake))}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
