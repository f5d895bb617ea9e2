// The wheel, drawn in SVG: 37 pockets in single-zero order turning one way, the ball the other, both
// easing to a stop with the winning pocket under the ball at the top. Without motion (the player's
// preference) it simply shows the pocket.
import { WHEEL_ORDER, colourOf } from './roulette-layout.ts';

const POCKET_DEG = 360 / WHEEL_ORDER.length;
const FILL = { green: '#15803d', red: '#dc2626', black: '#111827' } as const;

/** The wheel's turn that brings `number`'s pocket to the top, a few whole turns past `from`. */
export function wheelTurnFor(number: number, from: number, turns = 4): number {
  const index = WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]);
  const target = -index * POCKET_DEG;
  const base = from - ((((from - target) % 360) + 360) % 360);
  return base - 360 * turns;
}

function wedge(index: number, outer: number, inner: number): string {
  const a0 = ((index - 0.5) * POCKET_DEG - 90) * (Math.PI / 180);
  const a1 = ((index + 0.5) * POCKET_DEG - 90) * (Math.PI / 180);
  const p = (r: number, a: number) => `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
  return `M${p(outer, a0)} A${outer} ${outer} 0 0 1 ${p(outer, a1)} L${p(inner, a1)} A${inner} ${inner} 0 0 0 ${p(inner, a0)}Z`;
}

interface RouletteWheelProps {
  /** Degrees the wheel has turned (grows more negative with every spin). */
  wheelTurn: number;
  /** Degrees the ball has travelled (whole turns: it always ends at the top). */
  ballTurn: number;
  spinMs: number;
  result: number | null;
}

export function RouletteWheel({ wheelTurn, ballTurn, spinMs, result }: RouletteWheelProps) {
  const motion = spinMs > 0 ? `transform ${spinMs}ms cubic-bezier(0.15, 0.6, 0.2, 1)` : 'none';
  return (
    <svg
      className="roulette-wheel"
      viewBox="-150 -150 300 300"
      role="img"
      aria-label={
        result === null ? 'Roulette wheel' : `Roulette wheel: the ball is in ${result} ${colourOf(result)}`
      }
    >
      <circle r="148" fill="#7c4a1e" />
      <circle r="140" fill="#3f2a14" />
      <g style={{ transform: `rotate(${wheelTurn}deg)`, transition: motion }}>
        {WHEEL_ORDER.map((n, i) => (
          <g key={n}>
            <path d={wedge(i, 136, 98)} fill={FILL[colourOf(n)]} stroke="#d4af37" strokeWidth="0.8" />
            <text
              transform={`rotate(${i * POCKET_DEG}) translate(0 -122)`}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize="10"
              fontWeight="700"
              fill="#fff"
            >
              {n}
            </text>
          </g>
        ))}
        <circle r="98" fill="#5b3a1a" />
        <circle r="70" fill="#8b5a2b" stroke="#d4af37" strokeWidth="2" />
        {[0, 90, 180, 270].map((a) => (
          <rect
            key={a}
            x="-4"
            y="-60"
            width="8"
            height="50"
            rx="4"
            fill="#d4af37"
            transform={`rotate(${a})`}
          />
        ))}
        <circle r="14" fill="#d4af37" />
      </g>
      <g style={{ transform: `rotate(${ballTurn}deg)`, transition: motion }}>
        <circle cx="0" cy="-106" r="6" fill="#f8fafc" stroke="#94a3b8" strokeWidth="1" />
      </g>
      <path d="M-7 -150 L7 -150 L0 -138 Z" fill="#facc15" />
    </svg>
  );
}
