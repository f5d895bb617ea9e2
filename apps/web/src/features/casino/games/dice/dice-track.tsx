// The 0–100 track: the winning side in green, the target as a slider on it, and the last roll as a
// marker that slides to where it landed (at once when the player prefers less motion).
import { diceTargetRange, type DiceDirection } from '@slipstream/domain';
import type { DiceResult } from './dice-api.ts';

interface DiceTrackProps {
  target: number;
  direction: DiceDirection;
  onTarget: (target: number) => void;
  disabled: boolean;
  last: DiceResult | null;
}

export function DiceTrack({ target, direction, onTarget, disabled, last }: DiceTrackProps) {
  const [low, high] = diceTargetRange(direction);
  const winFrom = direction === 'under' ? 0 : target;
  const winTo = direction === 'under' ? target : 100;
  return (
    <div className="dice-track">
      <div className="dice-track__bar" aria-hidden="true">
        <span
          className="dice-track__win"
          style={{ left: `${winFrom}%`, width: `${Math.max(0, winTo - winFrom)}%` }}
        />
        {last && (
          <span
            className={`dice-track__roll${last.win ? ' dice-track__roll--won' : ' dice-track__roll--lost'}`}
            style={{ left: `${last.roll}%` }}
          >
            {last.roll.toFixed(2)}
          </span>
        )}
      </div>
      <input
        className="dice-track__slider"
        type="range"
        min={0}
        max={100}
        step={1}
        value={target}
        disabled={disabled}
        aria-label="Target"
        aria-valuetext={`${direction === 'under' ? 'Roll under' : 'Roll over'} ${target.toFixed(2)}`}
        // The table allows only targets whose win chance is 1–95%; the track still shows 0–100.
        onChange={(event) => onTarget(Math.min(high, Math.max(low, Number(event.target.value))))}
      />
      <div className="dice-track__scale" aria-hidden="true">
        <span>0</span>
        <span>25</span>
        <span>50</span>
        <span>75</span>
        <span>100</span>
      </div>
    </div>
  );
}
