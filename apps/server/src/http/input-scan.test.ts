import { describe, expect, it } from 'vitest';
import { scanValue, textProblem, type ScanRules } from './input-scan.ts';

const body: ScanRules = { kind: 'text', maxDepth: 4 };
const line: ScanRules = { kind: 'line', maxDepth: 1, maxStringLength: 8 };

describe('textProblem', () => {
  it('allows tab and line breaks in free text only', () => {
    expect(textProblem('a\tb\r\nc', body)).toBeNull();
    expect(textProblem('a\tb', line)).toBe('must not contain control characters');
  });

  it('refuses NUL, other C0 and C1 controls and DEL everywhere', () => {
    for (const c of ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u009f']) {
      expect(textProblem(`a${c}b`, body)).toBe('must not contain control characters');
    }
  });

  it('takes a surrogate pair and refuses a lone half', () => {
    expect(textProblem('🎲 Ṣàngó ß', body)).toBeNull();
    expect(textProblem('a\ud800b', body)).toBe('is not valid text');
    expect(textProblem('a\udc00', body)).toBe('is not valid text');
    expect(textProblem('\ud800', body)).toBe('is not valid text');
  });

  it('bounds the length where the part has a limit', () => {
    expect(textProblem('123456789', line)).toBe('is longer than 8 characters');
  });
});

describe('scanValue', () => {
  it('finds the first problem with its path', () => {
    expect(scanValue({ a: [{ b: 'x\u0000' }] }, body)).toEqual({
      path: ['a', 0, 'b'],
      message: 'must not contain control characters',
    });
    expect(scanValue({ 'k\u0001': 1 }, body)?.message).toBe('field name must not contain control characters');
  });

  it('refuses numbers that are not finite or not exact', () => {
    expect(scanValue({ n: Infinity }, body)?.message).toBe('must be a finite number');
    expect(scanValue({ n: 2 ** 53 }, body)?.message).toBe('is too large');
    expect(scanValue({ n: -(2 ** 53 - 1), m: 0.01 }, body)).toBeNull();
  });

  it('bounds the nesting without recursing', () => {
    expect(scanValue({ a: { b: { c: [1] } } }, body)).toBeNull();
    expect(scanValue({ a: { b: { c: [[1]] } } }, body)?.message).toBe(
      'is nested too deeply (more than 4 levels)',
    );
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(scanValue(deep, body)?.path).toEqual([0, 0, 0, 0]);
  });
});
