// Discrete probability distributions over whole numbers (goals, points, games, set margins): the common
// language of every sport's pricing model, from which the markets are read off.

/** P(X = offset + i) = p[i]. Masses sum to 1 (models fold far tails into the last bucket). */
export interface IntDist {
  readonly offset: number;
  readonly p: readonly number[];
}

export function pointMass(value: number): IntDist {
  return { offset: value, p: [1] };
}

/** Poisson(lambda) up to `max`, the tail beyond it folded into `max` so the masses sum to 1. */
export function poisson(
  lambda: number,
  max = Math.max(12, Math.ceil(lambda + 10 * Math.sqrt(lambda) + 10)),
): IntDist {
  if (lambda <= 0) return pointMass(0);
  const p: number[] = [];
  let term = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    p.push(term);
    sum += term;
    term *= lambda / (k + 1);
  }
  p.push(Math.max(0, 1 - sum));
  return { offset: 0, p };
}

export function shift(dist: IntDist, by: number): IntDist {
  return { offset: dist.offset + by, p: dist.p };
}

/** The distribution of X + Y for independent X ~ a, Y ~ b. */
export function convolve(a: IntDist, b: IntDist): IntDist {
  const p = new Array<number>(a.p.length + b.p.length - 1).fill(0);
  a.p.forEach((pa, i) => {
    if (pa === 0) return;
    b.p.forEach((pb, j) => {
      p[i + j] = (p[i + j] ?? 0) + pa * pb;
    });
  });
  return { offset: a.offset + b.offset, p };
}

/** The distribution of -X. */
export function negate(dist: IntDist): IntDist {
  const p = [...dist.p].reverse();
  return { offset: -(dist.offset + dist.p.length - 1), p };
}

/** A weighted mixture of distributions; the weights should sum to 1. */
export function mixture(parts: readonly (readonly [weight: number, dist: IntDist])[]): IntDist {
  const live = parts.filter(([w]) => w > 0);
  if (live.length === 0) return pointMass(0);
  const lo = Math.min(...live.map(([, d]) => d.offset));
  const hi = Math.max(...live.map(([, d]) => d.offset + d.p.length - 1));
  const p = new Array<number>(hi - lo + 1).fill(0);
  for (const [w, d] of live) {
    d.p.forEach((pd, i) => {
      const k = d.offset - lo + i;
      p[k] = (p[k] ?? 0) + w * pd;
    });
  }
  return { offset: lo, p };
}

/** Builds a distribution from (value, probability) pairs, summing repeats. */
export function fromPairs(pairs: Iterable<readonly [value: number, probability: number]>): IntDist {
  const entries = [...pairs];
  if (entries.length === 0) return pointMass(0);
  const lo = Math.min(...entries.map(([v]) => v));
  const hi = Math.max(...entries.map(([v]) => v));
  const p = new Array<number>(hi - lo + 1).fill(0);
  for (const [v, pr] of entries) p[v - lo] = (p[v - lo] ?? 0) + pr;
  return { offset: lo, p };
}

export function probabilityOf(dist: IntDist, predicate: (value: number) => boolean): number {
  let sum = 0;
  dist.p.forEach((pr, i) => {
    if (predicate(dist.offset + i)) sum += pr;
  });
  return sum;
}

export function mean(dist: IntDist): number {
  return dist.p.reduce((acc, pr, i) => acc + pr * (dist.offset + i), 0);
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 erf, error below 1.5e-7 — far finer than a price tick). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** A normal(mean, sd) rounded to whole numbers (each integer takes the mass within ±0.5 of it). */
export function discreteNormal(mu: number, sd: number): IntDist {
  if (sd < 1e-9) return pointMass(Math.round(mu));
  const lo = Math.floor(mu - 7 * sd);
  const hi = Math.ceil(mu + 7 * sd);
  const p: number[] = [];
  let prev = normalCdf((lo - 0.5 - mu) / sd);
  for (let k = lo; k <= hi; k++) {
    const next = normalCdf((k + 0.5 - mu) / sd);
    p.push(Math.max(0, next - prev));
    prev = next;
  }
  const total = p.reduce((a, b) => a + b, 0);
  return { offset: lo, p: p.map((x) => x / total) };
}
