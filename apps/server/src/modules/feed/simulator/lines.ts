// Lines (totals and handicaps) in steps of a quarter: how a line splits, how one side of it settles, and
// the win/push/lose weights pricing reads off a distribution. Pricing and settlement share this so a
// price is always fair against the way the line is later settled.
import type { IntDist } from './pricing/distribution.ts';

/** One side's settlement against a line: the feed's result and void factor. */
export interface LineSettlement {
  result: 0 | 1;
  void_factor: 0 | 0.5 | 1;
}

/** Lines are multiples of 0.25; anything else is a programming error (it could never settle cleanly). */
function quarters(line: number): number {
  const q = Math.round(line * 4);
  if (Math.abs(q - line * 4) > 1e-9) throw new Error(`Line ${line} is not a multiple of 0.25`);
  return q;
}

/**
 * A quarter line (2.25, -0.75) is two half-stakes on its neighbours (2 and 2.5; -0.5 and -1);
 * whole and half lines stand alone.
 */
export function lineHalves(line: number): number[] {
  const q = quarters(line);
  return q % 2 === 0 ? [line] : [(q - 1) / 4, (q + 1) / 4];
}

/**
 * Settles one side of a line: `above` wins when value > line (over a total; a handicap's home side with
 * value = the margin), `below` when value < line. Equal on a whole line is a push (refund); quarter
 * lines give half won or half lost.
 */
export function settleAgainstLine(value: number, line: number, side: 'above' | 'below'): LineSettlement {
  const sign = side === 'above' ? 1 : -1;
  const halves = lineHalves(line).map((l) => Math.sign(sign * (value - l)));
  if (halves.length === 1) {
    const s = halves[0] ?? 0;
    return s === 0 ? { result: 0, void_factor: 1 } : { result: s > 0 ? 1 : 0, void_factor: 0 };
  }
  const wins = halves.filter((s) => s > 0).length;
  const pushes = halves.filter((s) => s === 0).length;
  if (wins === 2) return { result: 1, void_factor: 0 };
  if (wins === 1 && pushes === 1) return { result: 1, void_factor: 0.5 };
  if (pushes === 1) return { result: 0, void_factor: 0.5 };
  return { result: 0, void_factor: 0 };
}

/**
 * Expected stake units won and lost by the side `value > line`. Its fair probability is
 * win / (win + lose): at odds 1 / that, the stake not refunded breaks even.
 */
export function lineWeights(dist: IntDist, line: number): { win: number; lose: number } {
  const halves = lineHalves(line);
  const share = 1 / halves.length;
  let win = 0;
  let lose = 0;
  dist.p.forEach((pr, i) => {
    const value = dist.offset + i;
    for (const l of halves) {
      if (value > l) win += pr * share;
      else if (value < l) lose += pr * share;
    }
  });
  return { win, lose };
}

/** Evenly spaced lines from `from` to `to` inclusive. */
export function ladder(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let i = 0; from + i * step <= to + 1e-9; i++) out.push(Math.round((from + i * step) * 4) / 4);
  return out;
}

/** Half lines (never pushing) spaced `step` apart, centred just above `mid`: the alternatives of a points market. */
export function halfLinesAround(mid: number, step: number, each = 6): number[] {
  const centre = Math.round(mid) + 0.5;
  return ladder(centre - each * step, centre + each * step, step);
}
