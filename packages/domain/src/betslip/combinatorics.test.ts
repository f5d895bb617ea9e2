import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomial, binomialRow, elementarySymmetric } from './combinatorics.ts';

function naive(xs: bigint[], k: number): bigint {
  if (k === 0) return 1n;
  if (xs.length < k) return 0n;
  const [head, ...rest] = xs as [bigint, ...bigint[]];
  return head * naive(rest, k - 1) + naive(rest, k);
}

describe('elementary symmetric polynomials', () => {
  it('sum the products of every k-subset, from both ends', () => {
    expect(elementarySymmetric([2n, 3n, 4n], [0, 1, 2, 3, 4, -1])).toEqual(
      new Map([
        [0, 1n],
        [1, 9n],
        [2, 26n],
        [3, 24n],
        [4, 0n],
        [-1, 0n],
      ]),
    );
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 2000n }), { maxLength: 12 }), (xs) => {
        const ks = Array.from({ length: xs.length + 1 }, (_, k) => k);
        const e = elementarySymmetric(xs, ks);
        for (const k of ks) expect(e.get(k)).toBe(naive(xs, k));
      }),
    );
  });

  it('count combinations', () => {
    expect(binomial(20, 8)).toBe(125_970n);
    expect(binomial(5, 7)).toBe(0n);
    expect(binomialRow(4)).toEqual([1n, 4n, 6n, 4n, 1n]);
  });
});
