// A page opened by a full load gets a history key of its own, so its scroll position is filed apart
// from every other full load's.
import { beforeEach, describe, expect, it } from 'vitest';
import { keyHistoryEntry } from './history-entry-key.ts';

const state = () => window.history.state as Record<string, unknown> | null;

beforeEach(() => window.history.replaceState(null, ''));

describe('keyHistoryEntry', () => {
  it('gives an entry without a key one of its own, a different one on each full load', () => {
    keyHistoryEntry();
    const first = state()?.key;
    expect(first).toMatch(/^[a-z0-9]+$/);
    window.history.replaceState(null, '');
    keyHistoryEntry();
    expect(state()?.key).not.toBe(first);
  });

  it("keeps an entry's key and the rest of its state (a reload, back and forward find it again)", () => {
    window.history.replaceState({ usr: { from: 'pay' }, key: 'k3y', idx: 2 }, '');
    keyHistoryEntry();
    expect(state()).toEqual({ usr: { from: 'pay' }, key: 'k3y', idx: 2 });
    window.history.replaceState({ usr: null, idx: 0 }, '');
    keyHistoryEntry();
    expect(state()).toMatchObject({ usr: null, idx: 0, key: expect.any(String) });
  });
});
