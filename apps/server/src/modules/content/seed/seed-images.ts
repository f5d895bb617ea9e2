// The seeded artwork, drawn as SVG: sporty gradients, diagonal speed stripes and bold system type.
// No external links, fonts or scripts (the upload check would refuse them too).

interface Art {
  width: number;
  height: number;
  from: string;
  to: string;
  accent: string;
  eyebrow: string;
  lines: string[];
  note: string;
  /** A simple emblem: a ball, a trophy, a bolt or coins. */
  emblem: 'ball' | 'trophy' | 'bolt' | 'coins';
  /** Wide art has the emblem at the right of the text; square art has it under the text's end. */
  layout?: 'wide' | 'square';
}

const FONT = "'Arial Black', 'Helvetica Neue', Arial, sans-serif";

function emblem(kind: Art['emblem'], cx: number, cy: number, r: number, accent: string): string {
  switch (kind) {
    case 'ball':
      return `<g opacity="0.95"><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/><polygon points="${cx},${cy - r * 0.35} ${cx + r * 0.33},${cy - r * 0.1} ${cx + r * 0.2},${cy + r * 0.28} ${cx - r * 0.2},${cy + r * 0.28} ${cx - r * 0.33},${cy - r * 0.1}" fill="#111"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="${r * 0.08}"/></g>`;
    case 'trophy':
      return `<g fill="${accent}"><path d="M${cx - r * 0.6} ${cy - r * 0.8} h${r * 1.2} v${r * 0.5} a${r * 0.6} ${r * 0.6} 0 0 1 -${r * 1.2} 0 z"/><rect x="${cx - r * 0.12}" y="${cy + r * 0.25}" width="${r * 0.24}" height="${r * 0.4}"/><rect x="${cx - r * 0.45}" y="${cy + r * 0.62}" width="${r * 0.9}" height="${r * 0.2}" rx="${r * 0.05}"/><path d="M${cx - r * 0.6} ${cy - r * 0.7} h-${r * 0.3} a${r * 0.3} ${r * 0.3} 0 0 0 ${r * 0.35} ${r * 0.5}" fill="none" stroke="${accent}" stroke-width="${r * 0.1}"/><path d="M${cx + r * 0.6} ${cy - r * 0.7} h${r * 0.3} a${r * 0.3} ${r * 0.3} 0 0 1 -${r * 0.35} ${r * 0.5}" fill="none" stroke="${accent}" stroke-width="${r * 0.1}"/></g>`;
    case 'bolt':
      return `<polygon points="${cx + r * 0.15},${cy - r} ${cx - r * 0.55},${cy + r * 0.15} ${cx - r * 0.05},${cy + r * 0.15} ${cx - r * 0.2},${cy + r} ${cx + r * 0.6},${cy - r * 0.2} ${cx + r * 0.05},${cy - r * 0.2}" fill="${accent}"/>`;
    case 'coins':
      return [0, 1, 2]
        .map(
          (i) =>
            `<ellipse cx="${cx}" cy="${cy + r * 0.5 - i * r * 0.38}" rx="${r * 0.7}" ry="${r * 0.22}" fill="${accent}" stroke="#7a5a00" stroke-width="${r * 0.04}"/>`,
        )
        .join('');
  }
}

function draw(a: Art): string {
  const { width: w, height: h } = a;
  const pad = Math.round(w * 0.06);
  const square = a.layout === 'square';
  // Sized to the longest line too (bold sans is about 0.62 em a character), so text never runs under the emblem.
  const longest = Math.max(...a.lines.map((l) => l.length));
  const room = square ? w - 2 * pad : w * 0.64 - pad;
  const big = Math.round(
    Math.min(h * (square ? 0.13 : a.lines.length > 1 ? 0.17 : 0.2), room / (longest * 0.62)),
  );
  const top = square ? h * 0.36 : h * 0.42;
  const stripes = [0.55, 0.68, 0.81]
    .map(
      (x, i) =>
        `<polygon points="${w * x},0 ${w * (x + 0.07)},0 ${w * (x - 0.13)},${h} ${w * (x - 0.2)},${h}" fill="#fff" opacity="${0.06 + i * 0.03}"/>`,
    )
    .join('');
  const lines = a.lines
    .map(
      (line, i) =>
        `<text x="${pad}" y="${top + i * big * 1.08}" font-family="${FONT}" font-weight="900" font-size="${big}" fill="${i === 0 ? '#fff' : a.accent}">${line}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient>
<radialGradient id="glow" cx="0.8" cy="0.4" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>${stripes}
${square ? emblem(a.emblem, w * 0.8, h * 0.75, Math.min(w, h) * 0.14, a.accent) : emblem(a.emblem, w * 0.82, h * 0.5, Math.min(w, h) * 0.26, a.accent)}
<text x="${pad}" y="${h * 0.2}" font-family="${FONT}" font-weight="700" font-size="${Math.round(h * 0.07)}" letter-spacing="${Math.round(h * 0.012)}" fill="#fff" opacity="0.85">${a.eyebrow}</text>
${lines}
<text x="${pad}" y="${h * 0.9}" font-family="Arial, sans-serif" font-size="${Math.round(h * (square ? 0.04 : 0.06))}" fill="#fff" opacity="0.85">${a.note}</text>
</svg>`;
}

const BANNER = { width: 1200, height: 480 };
const PROMO = { width: 960, height: 480 };

export const SEED_ART = {
  welcome: draw({
    ...BANNER,
    from: '#0b3d2e',
    to: '#11998e',
    accent: '#ffd23f',
    eyebrow: 'NEW PLAYERS',
    lines: ['100% FIRST', 'DEPOSIT BONUS'],
    note: 'Up to NGN 50,000 · 18+ · T&amp;Cs apply',
    emblem: 'coins',
  }),
  live: draw({
    ...BANNER,
    from: '#1a0b3d',
    to: '#e5265f',
    accent: '#ffe66d',
    eyebrow: 'IN-PLAY',
    lines: ['LIVE ODDS,', 'EVERY MINUTE'],
    note: 'Football, basketball, tennis and more · 18+',
    emblem: 'bolt',
  }),
  accumulator: draw({
    ...BANNER,
    from: '#0a1f44',
    to: '#1e6fd9',
    accent: '#7cf29c',
    eyebrow: 'MULTI-BET BONUS',
    lines: ['UP TO 100%', 'ON ACCAS'],
    note: '3+ selections at odds 1.20 or more · 18+',
    emblem: 'trophy',
  }),
  popup: draw({
    width: 800,
    height: 800,
    layout: 'square',
    from: '#0b3d2e',
    to: '#e5265f',
    accent: '#ffd23f',
    eyebrow: 'WELCOME',
    lines: ['DOUBLE', 'YOUR FIRST', 'DEPOSIT'],
    note: 'Up to NGN 50,000 · 18+ · T&amp;Cs apply',
    emblem: 'coins',
  }),
  promoWelcome: draw({
    ...PROMO,
    from: '#0b3d2e',
    to: '#11998e',
    accent: '#ffd23f',
    eyebrow: 'WELCOME OFFER',
    lines: ['100% UP TO', 'NGN 50,000'],
    note: 'First deposit · 5x rollover · 18+',
    emblem: 'coins',
  }),
  promoCashback: draw({
    ...PROMO,
    from: '#3d0b2b',
    to: '#ff7b39',
    accent: '#fff3b0',
    eyebrow: 'EVERY WEEK',
    lines: ['10%', 'CASHBACK'],
    note: 'On net sports losses · 18+',
    emblem: 'ball',
  }),
  promoAcca: draw({
    ...PROMO,
    from: '#0a1f44',
    to: '#1e6fd9',
    accent: '#7cf29c',
    eyebrow: 'MULTI-BET BONUS',
    lines: ['BOOST YOUR', 'ACCA'],
    note: '3 to 50 selections · 18+',
    emblem: 'trophy',
  }),
  promoLive: draw({
    ...PROMO,
    from: '#1a0b3d',
    to: '#e5265f',
    accent: '#ffe66d',
    eyebrow: 'SHARE YOUR SLIP',
    lines: ['BOOK IT.', 'SHARE IT.'],
    note: 'Booking codes for every betslip · 18+',
    emblem: 'bolt',
  }),
} as const;

export type SeedArt = keyof typeof SEED_ART;
