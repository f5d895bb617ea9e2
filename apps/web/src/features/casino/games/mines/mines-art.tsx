// The two pictures of the board, drawn in SVG: a cut gem for a safe tile and a mine.
export function GemArt() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="mines-art">
      <path d="M14 8h20l10 12-20 22L4 20z" fill="#34d399" />
      <path d="M14 8l-10 12h40L34 8z" fill="#6ee7b7" />
      <path d="M18 20l6 22 6-22z" fill="#10b981" />
      <path d="M14 8l4 12h12l4-12z" fill="#a7f3d0" />
    </svg>
  );
}

export function MineArt() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="mines-art">
      <g stroke="#fda4af" strokeWidth="4" strokeLinecap="round">
        <path d="M24 5v38M5 24h38M11 11l26 26M37 11L11 37" />
      </g>
      <circle cx="24" cy="24" r="13" fill="#e11d48" />
      <circle cx="19" cy="19" r="4" fill="#fecdd3" />
    </svg>
  );
}
