// The five reels: the screen of the latest spin, with its winning paylines drawn over it and their
// symbols lit. While a spin is on its way the reels run (a blurred strip), then stop left to right.
import { useId } from 'react';
import type { SlotLineWin } from '../../../../api/casino.ts';
import { PAYLINES, SLOT_ROWS, symbolName } from './slot-rules.ts';
import { SlotSymbol } from './slot-symbol.tsx';

const CELL = 100;
const LINE_COLOURS = [
  '#facc15',
  '#38bdf8',
  '#f472b6',
  '#4ade80',
  '#fb923c',
  '#a78bfa',
  '#f87171',
  '#2dd4bf',
  '#e879f9',
  '#fde047',
];
/** Symbols on a running reel's strip (drawn twice so the loop has no seam). */
const STRIP = ['comet', 'moon', 'rocket', 'planet', 'astronaut', 'nebula'];

interface SlotReelsProps {
  grid: string[][];
  /** Reels at this index and beyond are still running. */
  running: number | null;
  lineWins: SlotLineWin[];
}

export function describeGrid(grid: string[][]): string {
  return grid.map((reel, i) => `Reel ${i + 1}: ${reel.map(symbolName).join(', ')}`).join('; ');
}

export function SlotReels({ grid, running, lineWins }: SlotReelsProps) {
  const clip = useId();
  const lit = new Set<string>();
  for (const win of lineWins) {
    PAYLINES[win.line]?.slice(0, win.count).forEach((row, reel) => lit.add(`${reel}:${row}`));
  }
  const spinning = running !== null;
  return (
    <svg
      className="slot-reels"
      viewBox={`0 0 ${grid.length * CELL} ${SLOT_ROWS * CELL}`}
      role="img"
      aria-label={spinning ? 'The reels are spinning' : describeGrid(grid)}
    >
      <defs>
        {grid.map((_, reel) => (
          <clipPath key={reel} id={`${clip}-${reel}`}>
            <rect x={reel * CELL} y={0} width={CELL} height={SLOT_ROWS * CELL} />
          </clipPath>
        ))}
      </defs>
      {grid.map((symbols, reel) =>
        spinning && reel >= running ? (
          <g key={`run-${reel}`} clipPath={`url(#${clip}-${reel})`}>
            <g className="slot-reel__strip" style={{ animationDelay: `${-reel * 70}ms` }}>
              {[...STRIP, ...STRIP].map((symbol, i) => (
                <SlotSymbol key={i} symbol={symbol} x={reel * CELL} y={(i - STRIP.length) * CELL} />
              ))}
            </g>
          </g>
        ) : (
          <g key={`stop-${reel}`} className={spinning ? 'slot-reel slot-reel--landed' : 'slot-reel'}>
            {symbols.map((symbol, row) => (
              <SlotSymbol
                key={row}
                symbol={symbol}
                x={reel * CELL}
                y={row * CELL}
                lit={!spinning && lit.has(`${reel}:${row}`)}
              />
            ))}
          </g>
        ),
      )}
      {!spinning &&
        lineWins.map((win) => (
          <polyline
            key={win.line}
            className="slot-payline"
            points={(PAYLINES[win.line] ?? [])
              .map((row, reel) => `${reel * CELL + CELL / 2},${row * CELL + CELL / 2}`)
              .join(' ')}
            stroke={LINE_COLOURS[win.line % LINE_COLOURS.length]}
          />
        ))}
    </svg>
  );
}
