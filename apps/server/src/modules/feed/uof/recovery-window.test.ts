// How far back a recovery may reach: `after` inside the producer's window (less a margin for the
// request's way to the provider), a full recovery past it, and on a first run.
import { describe, expect, it } from 'vitest';
import { recoverySince } from './recovery-window.ts';

const MINUTE = 60_000;
const NOW = Date.UTC(2025, 2, 15, 14, 0, 0);

describe('the after of a recovery request', () => {
  it('is absent on a first run, which asks for everything current', () => {
    expect(recoverySince(undefined, NOW, 600)).toEqual({ after: undefined, beyondWindow: false });
  });

  it('is the last message taken while that is inside the window, less 10 minutes', () => {
    expect(recoverySince(NOW - 589 * MINUTE, NOW, 600)).toEqual({ after: NOW - 589 * MINUTE });
    expect(recoverySince(NOW - 590 * MINUTE, NOW, 600)).toEqual({ after: NOW - 590 * MINUTE });
  });

  it('gives way to a full recovery once the last message taken is further back', () => {
    expect(recoverySince(NOW - 590 * MINUTE - 1, NOW, 600)).toEqual({ after: undefined, beyondWindow: true });
    expect(recoverySince(NOW - 3 * 24 * 60 * MINUTE, NOW, 4_320)).toEqual({
      after: undefined,
      beyondWindow: true,
    });
  });

  it('keeps a tenth of a short window as the margin', () => {
    expect(recoverySince(NOW - 18 * MINUTE, NOW, 20)).toEqual({ after: NOW - 18 * MINUTE });
    expect(recoverySince(NOW - 18 * MINUTE - 1, NOW, 20)).toMatchObject({
      after: undefined,
      beyondWindow: true,
    });
  });

  it('takes a last message ahead of our clock (the provider’s runs ahead) as it is', () => {
    expect(recoverySince(NOW + 5_000, NOW, 600)).toEqual({ after: NOW + 5_000 });
  });
});
