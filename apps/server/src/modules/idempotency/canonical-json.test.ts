import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import { hashRequest } from './idempotency.service.ts';

/** The recursive form the stored hashes were made with: the iterative one must write the same text. */
function recursive(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(recursive).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${recursive(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

describe('canonicalJson', () => {
  it('writes what the recursive form wrote, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(recursive(value));
      }),
      { numRuns: 500 },
    );
  });

  it('sorts keys and leaves out undefined fields', () => {
    expect(canonicalJson({ b: [1, { d: undefined, c: 'x' }], a: null })).toBe('{"a":null,"b":[1,{"c":"x"}]}');
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
  });

  it('handles a body nested far deeper than any call stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = { x: [deep] };
    expect(() => recursive(deep)).toThrow(RangeError);
    expect(hashRequest(deep)).toMatch(/^[0-9a-f]{64}$/);
  });
});
