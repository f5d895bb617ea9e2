// The reel symbols, drawn in SVG (nothing loaded from outside): each fills a 100 × 100 cell whose
// top-left corner is (x, y).
import type { ReactNode } from 'react';

const ART: Record<string, ReactNode> = {
  moon: (
    <>
      <circle cx="50" cy="50" r="30" fill="#fde68a" />
      <circle cx="62" cy="42" r="26" fill="var(--slot-cell)" />
      <circle cx="36" cy="58" r="4" fill="#f59e0b" opacity="0.6" />
    </>
  ),
  planet: (
    <>
      <circle cx="50" cy="50" r="22" fill="#fb923c" />
      <path d="M30 44h40" stroke="#c2410c" strokeWidth="4" opacity="0.5" />
      <ellipse
        cx="50"
        cy="52"
        rx="38"
        ry="10"
        fill="none"
        stroke="#fdba74"
        strokeWidth="5"
        transform="rotate(-18 50 52)"
      />
    </>
  ),
  comet: (
    <>
      <path d="M18 22 L60 52 L50 62 Z" fill="#7dd3fc" opacity="0.55" />
      <path d="M30 16 L66 46 L58 54 Z" fill="#bae6fd" opacity="0.45" />
      <circle cx="64" cy="60" r="16" fill="#38bdf8" />
      <circle cx="60" cy="56" r="6" fill="#e0f2fe" />
    </>
  ),
  rocket: (
    <>
      <path d="M50 14c14 12 18 30 12 50H38c-6-20-2-38 12-50z" fill="#e5e7eb" />
      <circle cx="50" cy="38" r="7" fill="#38bdf8" stroke="#334155" strokeWidth="3" />
      <path d="M38 64l-12 12 4-20zM62 64l12 12-4-20z" fill="#ef4444" />
      <path d="M42 66h16l-8 20z" fill="#f59e0b" />
    </>
  ),
  astronaut: (
    <>
      <rect x="28" y="56" width="44" height="30" rx="12" fill="#e5e7eb" />
      <circle cx="50" cy="40" r="24" fill="#f1f5f9" />
      <rect x="34" y="30" width="32" height="20" rx="10" fill="#1e3a8a" />
      <path d="M40 36h10" stroke="#93c5fd" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  star: (
    <>
      <path
        d="M50 10l11 23 25 3-18 17 5 25-23-12-23 12 5-25-18-17 25-3z"
        fill="#facc15"
        stroke="#a16207"
        strokeWidth="2"
      />
      <text x="50" y="94" textAnchor="middle" fontSize="15" fontWeight="800" fill="#fef08a">
        WILD
      </text>
    </>
  ),
  nebula: (
    <>
      <circle cx="50" cy="46" r="30" fill="#7c3aed" opacity="0.55" />
      <circle cx="40" cy="40" r="20" fill="#c026d3" opacity="0.6" />
      <circle cx="60" cy="52" r="18" fill="#6366f1" opacity="0.7" />
      <circle cx="44" cy="36" r="3" fill="#fff" />
      <circle cx="62" cy="46" r="2" fill="#fff" />
      <circle cx="52" cy="58" r="2.5" fill="#fff" />
      <text x="50" y="94" textAnchor="middle" fontSize="13" fontWeight="800" fill="#f5d0fe">
        SCATTER
      </text>
    </>
  ),
};

export function SlotSymbol({ symbol, x, y, lit }: { symbol: string; x: number; y: number; lit?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`} className={lit ? 'slot-cell slot-cell--lit' : 'slot-cell'}>
      <rect x="4" y="4" width="92" height="92" rx="12" className="slot-cell__bg" />
      {ART[symbol] ?? (
        <text x="50" y="58" textAnchor="middle" fontSize="20" fill="#fff">
          {symbol}
        </text>
      )}
    </g>
  );
}

/** A small symbol on its own (the paytable). */
export function SymbolIcon({ symbol }: { symbol: string }) {
  return (
    <svg viewBox="0 0 100 100" width="36" height="36" aria-hidden="true" className="slot-icon">
      <SlotSymbol symbol={symbol} x={0} y={0} />
    </svg>
  );
}
