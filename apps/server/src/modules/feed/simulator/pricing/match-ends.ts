// How a set-based match can end from some point: for each final set score, the distribution of how many
// more units (games or points) will be played. Dense typed arrays keep the recursions of tennis and the
// rally sports fast enough to re-price on every point.
import { fromPairs, type IntDist } from './distribution.ts';

/** Final sets `home:away` → P(exactly i more units are played) at index i. */
export type MatchEnds = Map<string, Float64Array>;

export function finished(home: number, away: number): MatchEnds {
  return new Map([[`${home}:${away}`, Float64Array.of(1)]]);
}

/** Adds `weight` × `src` shifted right by `shift` units into `target[key]`, growing it as needed. */
export function accumulate(
  target: MatchEnds,
  key: string,
  src: Float64Array,
  weight: number,
  shift: number,
): void {
  const need = shift + src.length;
  let acc = target.get(key);
  if (!acc || acc.length < need) {
    // Grow geometrically: callers add ever-later shifts one after another.
    const grown = new Float64Array(Math.max(need, 2 * (acc?.length ?? 0)));
    if (acc) grown.set(acc);
    acc = grown;
    target.set(key, acc);
  }
  for (let i = 0; i < src.length; i++) {
    const v = src[i] ?? 0;
    if (v !== 0) acc[i + shift] = (acc[i + shift] ?? 0) + weight * v;
  }
}

/** Sums the ends into final-set probabilities and the distribution of the match total (`played` + more). */
export function summarise(ends: MatchEnds, played: number): { sets: Map<string, number>; total: IntDist } {
  const sets = new Map<string, number>();
  const totals: [number, number][] = [];
  for (const [key, added] of ends) {
    let sum = 0;
    added.forEach((p, i) => {
      if (p === 0) return;
      sum += p;
      totals.push([played + i, p]);
    });
    sets.set(key, sum);
  }
  return { sets, total: fromPairs(totals) };
}

/** A 1-D sparse list as a dense array. */
export function dense(values: readonly (number | undefined)[]): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] ?? 0;
  return out;
}
