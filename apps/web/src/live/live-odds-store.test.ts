// The live odds store: latest price per outcome, up/down for 5 seconds after a move, suspended on an
// inactive outcome, a closed market or a bet stop, and one cell's selector untouched by another's update.
import { CHANGED_ODDS_HIGHLIGHT_MS } from '@slipstream/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedMessage } from './feed-messages.ts';
import { FakeMqtt, tick } from './fake-mqtt.test-helper.ts';
import { createLiveClient } from './live-client.ts';
import * as checks from './message-checks.ts';
import {
  applyLiveBatch,
  attachLiveOdds,
  resetLiveOdds,
  seedLiveOdds,
  seedLiveOddsMany,
  useLiveOddsStore,
} from './live-odds-store.ts';
import { useLiveOutcome } from './use-live-odds.ts';

const change = (
  matchId: number,
  outcomes: { id: string; odds: number; active?: number }[],
  status?: number,
): FeedMessage => ({
  topic: `feeds/live/odds_change/${matchId}`,
  feed: 'live',
  kind: 'odds_change',
  matchId,
  data: {
    markets: [{ id: 1, status, outcomes: outcomes.map((o) => ({ active: 1, ...o })) }],
    match_time: '55:10',
  },
});
const stop = (matchId: number): FeedMessage => ({
  topic: `feeds/live/bet_stop/${matchId}`,
  feed: 'live',
  kind: 'bet_stop',
  matchId,
});
const home = { matchId: 7, marketId: 1, outcomeId: '1' };
const away = { matchId: 7, marketId: 1, outcomeId: 3 };

beforeEach(() => {
  vi.useFakeTimers();
  resetLiveOdds();
});
afterEach(() => vi.useRealTimers());

describe('live odds', () => {
  it('shows the latest price and which way it moved, for 5 seconds', () => {
    const { result } = renderHook(() => useLiveOutcome(home));
    expect(result.current).toBeNull();
    act(() => applyLiveBatch([change(7, [{ id: '1', odds: 2.1 }])]));
    expect(result.current).toEqual({ odds: 2.1, suspended: false, direction: null });
    act(() => applyLiveBatch([change(7, [{ id: '1', odds: 2.3 }])]));
    expect(result.current).toEqual({ odds: 2.3, suspended: false, direction: 'up' });
    act(() => vi.advanceTimersByTime(CHANGED_ODDS_HIGHLIGHT_MS));
    expect(result.current?.direction).toBeNull();
    act(() => applyLiveBatch([change(7, [{ id: '1', odds: 1.9 }])]));
    expect(result.current?.direction).toBe('down');
    expect(useLiveOddsStore.getState().matches[7]?.info).toEqual({ match_time: '55:10' });
  });

  it('suspends on an inactive outcome, a closed market and a bet stop until the next odds change', () => {
    const { result } = renderHook(() => useLiveOutcome(home));
    act(() => applyLiveBatch([change(7, [{ id: '1', odds: 2, active: 0 }])]));
    expect(result.current?.suspended).toBe(true);
    act(() => applyLiveBatch([change(7, [{ id: '1', odds: 2 }], -1)]));
    expect(result.current?.suspended).toBe(true);
    act(() => applyLiveBatch([change(7, [{ id: '1', odds: 2 }])]));
    expect(result.current?.suspended).toBe(false);
    act(() => applyLiveBatch([stop(7)]));
    expect(result.current).toMatchObject({ odds: 2, suspended: true });
    act(() => applyLiveBatch([change(7, [{ id: '1', odds: 2 }])]));
    expect(result.current?.suspended).toBe(false);
  });

  it('re-renders only the cells whose outcome changed', () => {
    act(() =>
      applyLiveBatch([
        change(7, [
          { id: '1', odds: 2 },
          { id: '3', odds: 3 },
        ]),
      ]),
    );
    let homeRenders = 0;
    let awayRenders = 0;
    renderHook(() => {
      homeRenders += 1;
      return useLiveOutcome(home);
    });
    renderHook(() => {
      awayRenders += 1;
      return useLiveOutcome(away);
    });
    act(() =>
      applyLiveBatch([
        change(7, [
          { id: '1', odds: 2 },
          { id: '3', odds: 3.2 },
        ]),
      ]),
    );
    expect(homeRenders).toBe(1);
    expect(awayRenders).toBe(2);
  });

  it('gives a seeded price a direction on its first live change', () => {
    seedLiveOdds(7, [{ id: 1, outcomes: [{ id: '1', odds: '2.00' }] }]);
    act(() => applyLiveBatch([change(7, [{ id: '1', odds: 1.8 }])]));
    const { result } = renderHook(() => useLiveOutcome(home));
    expect(result.current).toEqual({ odds: 1.8, suspended: false, direction: 'down' });
  });

  it('seeds the rows that came into view in one store update, and none for rows it knows', () => {
    let updates = 0;
    const off = useLiveOddsStore.subscribe(() => updates++);
    const rows = [7, 8, 9].map((matchId) => ({
      matchId,
      markets: [{ id: 1, outcomes: [{ id: '1', odds: '2.00' }] }],
    }));
    seedLiveOddsMany(rows);
    expect(updates).toBe(1);
    expect(Object.keys(useLiveOddsStore.getState().matches)).toEqual(['7', '8', '9']);
    seedLiveOddsMany(rows);
    expect(updates).toBe(1);
    off();
  });

  it('forgets the matches whose topics a scrolling list released together, in one update', async () => {
    const mqtt = new FakeMqtt();
    const client = createLiveClient({ checks, connect: () => mqtt });
    const detach = attachLiveOdds(client);
    const holds = [7, 8, 9].map((id) => client.subscribe(`feeds/live/odds_change/${id}`));
    seedLiveOddsMany(
      [7, 8, 9].map((matchId) => ({ matchId, markets: [{ id: 1, outcomes: [{ id: '1', odds: 2 }] }] })),
    );
    let updates = 0;
    const off = useLiveOddsStore.subscribe(() => updates++);
    holds[0]?.();
    holds[1]?.();
    await tick();
    await tick();
    expect(updates).toBe(1);
    expect(Object.keys(useLiveOddsStore.getState().matches)).toEqual(['9']);
    off();
    detach();
  });
});
