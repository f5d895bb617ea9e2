// The 5×5 board: hidden tiles are buttons while a round is open; at the end every mine is shown,
// the one that was hit marked, and the tiles never opened dimmed.
import { GemArt, MineArt } from './mines-art.tsx';
import { MINES_TILES, type MinesResult } from './mines-api.ts';

interface MinesBoardProps {
  board: MinesResult | null;
  /** Tiles can be opened (a round is open and no call is on its way). */
  playable: boolean;
  onReveal: (tile: number) => void;
}

function tileState(board: MinesResult | null, tile: number): 'hidden' | 'safe' | 'mine' | 'hit' {
  if (!board) return 'hidden';
  if (board.hit === tile) return 'hit';
  if (board.revealed.includes(tile)) return 'safe';
  if (board.minePositions?.includes(tile)) return 'mine';
  // The board is shown at the end: every tile that is not a mine held a gem.
  return board.minePositions ? 'safe' : 'hidden';
}

const NAMES = { hidden: 'hidden', safe: 'gem', mine: 'mine', hit: 'mine, hit' } as const;

export function MinesBoard({ board, playable, onReveal }: MinesBoardProps) {
  const over = board?.minePositions != null;
  return (
    <div className="mines-board" role="grid" aria-label="Mines board">
      {Array.from({ length: 5 }, (_, row) => (
        <div key={row} className="mines-board__row" role="row">
          {Array.from({ length: 5 }, (_, col) => {
            const tile = row * 5 + col;
            const state = tileState(board, tile);
            const unopened = over && state !== 'hit' && !board?.revealed.includes(tile);
            const name = `Tile ${tile + 1} of ${MINES_TILES}, ${NAMES[state]}${unopened ? ', not opened' : ''}`;
            return (
              <div key={tile} role="gridcell" className="mines-board__cell">
                <button
                  type="button"
                  className={`mines-tile mines-tile--${state}${unopened ? ' mines-tile--unopened' : ''}`}
                  aria-label={name}
                  // Never disabled: a tile that locks under the player's focus would drop it.
                  aria-disabled={!playable || state !== 'hidden'}
                  onClick={() => playable && state === 'hidden' && onReveal(tile)}
                >
                  {state === 'safe' && <GemArt />}
                  {(state === 'mine' || state === 'hit') && <MineArt />}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
