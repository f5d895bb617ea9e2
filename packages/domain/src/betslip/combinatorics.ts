// Counting and summing over the lines of a system bet without listing them: the sum over all
// k-subsets of a product is the elementary symmetric polynomial e_k, built in O(n·k).

/**
 * e_k(xs) for each requested k: the sum, over every k-element subset of `xs`, of the product of its
 * members. Low k come from the usual recurrence (e_j += e_{j-1}·x); high k from the complementary
 * one (sum over the n−k left-out members), so the cost is O(n · min(k, n−k)) and a 50-slot slip's
 * 47-folds cost as little as its trebles. k outside 0..n gives 0.
 */
export function elementarySymmetric(xs: readonly bigint[], ks: readonly number[]): Map<number, bigint> {
  const n = xs.length;
  const out = new Map<number, bigint>();
  let low = -1;
  let high = -1;
  for (const k of ks) {
    if (k < 0 || k > n) out.set(k, 0n);
    else if (k <= n - k) low = Math.max(low, k);
    else high = Math.max(high, n - k);
  }
  if (low >= 0) {
    const e = sumsOfProducts(xs, low, false);
    for (const k of ks) if (k >= 0 && k <= n - k) out.set(k, e[k] as bigint);
  }
  if (high >= 0) {
    const f = sumsOfProducts(xs, high, true);
    for (const k of ks) if (k <= n && k > n - k) out.set(k, f[n - k] as bigint);
  }
  return out;
}

/**
 * With `complement` false: e[j] = sum over j-subsets of the product of the members taken.
 * With `complement` true: e[j] = sum over j-subsets of the product of the members left out.
 */
function sumsOfProducts(xs: readonly bigint[], top: number, complement: boolean): bigint[] {
  const e: bigint[] = new Array<bigint>(top + 1).fill(0n);
  e[0] = 1n;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as bigint;
    for (let j = Math.min(i + 1, top); j >= 1; j--) {
      const prev = e[j - 1] as bigint;
      const cur = e[j] as bigint;
      e[j] = complement ? cur * x + prev : cur + prev * x;
    }
    if (complement) e[0] = (e[0] as bigint) * x;
  }
  return e;
}

/** C(n, k) as a bigint (0 outside 0..n). */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const r = Math.min(k, n - k);
  let c = 1n;
  for (let i = 1; i <= r; i++) c = (c * BigInt(n - r + i)) / BigInt(i);
  return c;
}

/** C(n, 0..n) as bigints, each from the one before (the row the bonus sum walks along). */
export function binomialRow(n: number): bigint[] {
  const row = [1n];
  for (let k = 1; k <= n; k++) row.push(((row[k - 1] as bigint) * BigInt(n - k + 1)) / BigInt(k));
  return row;
}

/**
 * e_k of small whole numbers (slot sizes) as plain numbers, when that is exact: every partial sum is
 * at most C(Σxs, k) ≤ C(56, 28) < 2^53 while the xs add up to 56 or less (a coupon holds at most
 * 50 selections). Returns null beyond that, for the caller to use the bigint version.
 */
export function elementarySymmetricCounts(xs: readonly number[], top: number): number[] | null {
  if (xs.reduce((a, x) => a + x, 0) > 56) return null;
  const e: number[] = new Array<number>(top + 1).fill(0);
  e[0] = 1;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    for (let j = Math.min(i + 1, top); j >= 1; j--) e[j] = (e[j] as number) + (e[j - 1] as number) * x;
  }
  return e;
}

/** The elementary symmetric polynomials e_0..e_n of some values, extended by one more value `x`. */
export function withValue(e: readonly bigint[], x: bigint): bigint[] {
  return [...e, 0n].map((c, i) => c + (i > 0 ? (e[i - 1] as bigint) * x : 0n));
}
