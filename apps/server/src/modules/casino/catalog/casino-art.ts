// Thumbnails drawn by us: an SVG per game (and per provider) from its slug, so the lobby needs no
// image files or third-party art. Served at /casino-art/{slug}.svg; no scripts, fixed markup.
import { createHash } from 'node:crypto';

const GLYPHS: Record<string, string> = {
  'starlight-reels': '<path d="M200 70l22 46 50 7-36 35 9 50-45-24-45 24 9-50-36-35 50-7z" fill="#ffe27a"/>',
  'european-roulette':
    '<circle cx="200" cy="140" r="70" fill="none" stroke="#fff" stroke-width="10"/><circle cx="200" cy="140" r="12" fill="#fff"/>',
  dice: '<rect x="145" y="85" width="110" height="110" rx="20" fill="#fff"/><circle cx="175" cy="115" r="10"/><circle cx="225" cy="165" r="10"/><circle cx="200" cy="140" r="10"/>',
  mines:
    '<circle cx="200" cy="145" r="50" fill="#222"/><path d="M200 80v20M200 190v20M135 145h20M245 145h20" stroke="#222" stroke-width="10"/>',
  blackjack:
    '<rect x="150" y="75" width="80" height="120" rx="10" fill="#fff"/><rect x="175" y="90" width="80" height="120" rx="10" fill="#fff" stroke="#333" stroke-width="3"/><text x="215" y="165" font-size="40" text-anchor="middle" fill="#c00">A</text>',
  crash:
    '<path d="M90 220 C160 210 230 170 300 70" fill="none" stroke="#fff" stroke-width="10"/><circle cx="300" cy="70" r="14" fill="#ffe27a"/>',
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The thumbnail of a game or provider; `title` is printed under the glyph. */
export function drawArt(slug: string, title: string): string {
  const hash = createHash('sha256').update(slug).digest();
  const hue = (hash[0]! * 360) / 256;
  const glyph =
    GLYPHS[slug] ??
    `<text x="200" y="165" font-size="80" text-anchor="middle" fill="#fff">${escapeXml(title.slice(0, 1))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)},70%,45%)"/><stop offset="1" stop-color="hsl(${((hue + 60) % 360).toFixed(0)},70%,25%)"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#bg)"/>${glyph}
<text x="200" y="270" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(title)}</text>
</svg>`;
}
