// The betting table: zero, the numbers 1–36 in their three rows, the columns (2 to 1), the dozens and
// the even-money bets. Every spot is a button named for its bet, showing the stake on it; the
// winning spots of the last spin are lit. While a split, corner or line is being picked, its first
// number is pressed and the numbers that complete it are marked. It lies across on wide screens and
// stands up on phones.
import { formatMoney, toMajor } from '@slipstream/domain';
import type { CSSProperties } from 'react';
import { stakeOn, type BetBoard } from './bet-board.ts';
import {
  COLUMN_SPOTS,
  colourOf,
  DOZEN_SPOTS,
  EVEN_MONEY_SPOTS,
  spotLabel,
  straightSpot,
  tablePlace,
  type BetSpot,
} from './roulette-layout.ts';

/** Grid placement across (h) and standing up (v): column, row and spans. */
type Place = { h: [number, number, number, number]; v: [number, number, number, number] };

function placeOfNumber(n: number): Place {
  if (n === 0) return { h: [1, 1, 1, 3], v: [3, 1, 3, 1] };
  const { column, row } = tablePlace(n);
  return { h: [column + 1, row, 1, 1], v: [6 - row, column + 1, 1, 1] };
}

const placeOfColumn = (i: number): Place => ({ h: [14, i + 1, 1, 1], v: [5 - i, 14, 1, 1] });
const placeOfDozen = (i: number): Place => ({ h: [2 + 4 * i, 4, 4, 1], v: [2, 2 + 4 * i, 1, 4] });
const placeOfEvenMoney = (i: number): Place => ({ h: [2 + 2 * i, 5, 2, 1], v: [1, 2 + 2 * i, 1, 2] });

function placeStyle({ h, v }: Place): CSSProperties {
  return {
    '--h-col': h[0],
    '--h-row': h[1],
    '--h-cspan': h[2],
    '--h-rspan': h[3],
    '--v-col': v[0],
    '--v-row': v[1],
    '--v-cspan': v[2],
    '--v-rspan': v[3],
  } as CSSProperties;
}

interface RouletteTableProps {
  board: BetBoard;
  currency: string;
  /** Spots that won on the last spin. */
  won: ReadonlySet<string>;
  disabled: boolean;
  /** A split, corner or line is being picked: its first number, if tapped, and what completes it. */
  pick: { anchor: number | null; partners: ReadonlyMap<number, BetSpot> } | null;
  onPlace(spot: BetSpot): void;
}

export function RouletteTable({ board, currency, won, disabled, pick, onPlace }: RouletteTableProps) {
  const spot = (s: BetSpot, place: Place, className: string) => {
    const stake = stakeOn(board, s.key);
    const n = s.type === 'straight' ? s.numbers?.[0] : undefined;
    const completes = n === undefined ? undefined : pick?.partners.get(n);
    const anchored = n !== undefined && pick?.anchor === n;
    const marks = `${won.has(s.key) ? ' roulette-spot--won' : ''}${anchored ? ' roulette-spot--anchor' : ''}${completes ? ' roulette-spot--partner' : ''}`;
    return (
      <button
        key={s.key}
        type="button"
        className={`roulette-spot ${className}${marks}`}
        style={placeStyle(place)}
        disabled={disabled}
        aria-pressed={pick && n !== undefined ? anchored : undefined}
        aria-label={`${spotLabel(s, stake, currency)}${completes ? `, completes ${completes.name}` : ''}`}
        onClick={() => onPlace(s)}
      >
        <span className="roulette-spot__label">{s.label}</span>
        {stake > 0 && (
          <span className="roulette-chip roulette-spot__stake">{formatMoney(toMajor(stake))}</span>
        )}
      </button>
    );
  };
  return (
    <div className="roulette-table-wrap">
      <div
        className={`roulette-table${pick && pick.anchor !== null ? ' roulette-table--picking' : ''}`}
        role="group"
        aria-label="Betting table"
      >
        {Array.from({ length: 37 }, (_, n) =>
          spot(straightSpot(n), placeOfNumber(n), `roulette-spot--number roulette-spot--${colourOf(n)}`),
        )}
        {COLUMN_SPOTS.map((s, i) => spot(s, placeOfColumn(i), 'roulette-spot--outside'))}
        {DOZEN_SPOTS.map((s, i) => spot(s, placeOfDozen(i), 'roulette-spot--outside roulette-spot--long'))}
        {EVEN_MONEY_SPOTS.map((s, i) =>
          spot(s, placeOfEvenMoney(i), `roulette-spot--outside roulette-spot--long roulette-spot--${s.key}`),
        )}
      </div>
    </div>
  );
}
