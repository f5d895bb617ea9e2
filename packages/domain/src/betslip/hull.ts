// The corner points of a set of (odds product, bonus product) pairs: every line return is a
// non-negative weighting of the two, so only these corners can be the cheapest or the dearest line.

/** A partial or whole line: the product of its legs' odds and of its qualifying legs' odds. */
export interface Point {
  readonly odds: bigint;
  readonly qual: bigint;
}

export type Direction = 'min' | 'max';

/** Turn of o → a → b: positive when counter-clockwise. */
const cross = (o: Point, a: Point, b: Point) =>
  (a.odds - o.odds) * (b.qual - o.qual) - (a.qual - o.qual) * (b.odds - o.odds);

/**
 * The points that minimise (or maximise) w1·odds + w2·qual for some weights w1, w2 ≥ 0: the
 * lower-left (upper-right) convex chain. Scaling both coordinates by positive factors keeps a corner a
 * corner, so a product built leg by leg can drop every other point as it goes.
 */
export function corners(points: readonly Point[], direction: Direction): Point[] {
  if (points.length <= 1) return [...points];
  const s = direction === 'min' ? 1n : -1n;
  const flipped = points.map((p) => ({ odds: s * p.odds, qual: s * p.qual }));
  flipped.sort((a, b) => (a.odds !== b.odds ? (a.odds < b.odds ? -1 : 1) : a.qual < b.qual ? -1 : 1));
  const chain: Point[] = [];
  for (const p of flipped) {
    // Only points below every point to their left can be corners.
    const last = chain[chain.length - 1];
    if (last && p.qual >= last.qual) continue;
    while (
      chain.length >= 2 &&
      cross(chain[chain.length - 2] as Point, chain[chain.length - 1] as Point, p) <= 0n
    )
      chain.pop();
    chain.push(p);
  }
  return chain.map((p) => ({ odds: s * p.odds, qual: s * p.qual }));
}
