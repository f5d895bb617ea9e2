// "Suspended" over a market's odds: shown while a bet stop holds the match or every outcome of the
// market is inactive, gone when the feed re-opens it; one inactive outcome alone does not suspend it.
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLiveBatch, resetLiveOdds } from '../live/live-odds-store.ts';
import { MarketSuspended } from './market-suspended.tsx';

const oddsChange = (active: [number, number]) =>
  applyLiveBatch([
    {
      topic: 'feeds/live/odds_change/31',
      feed: 'live',
      kind: 'odds_change',
      matchId: 31,
      data: {
        markets: [
          {
            id: 18,
            specifier: 'total=2.5',
            outcomes: [
              { id: '12', odds: 1.9, active: active[0] },
              { id: '13', odds: 1.9, active: active[1] },
            ],
          },
        ],
      },
    },
  ]);

const betStop = () =>
  applyLiveBatch([{ topic: 'feeds/live/bet_stop/31', feed: 'live', kind: 'bet_stop', matchId: 31 }]);

beforeEach(() => resetLiveOdds());

describe('MarketSuspended', () => {
  it('says Suspended over the market while its prices cannot be taken', () => {
    render(<MarketSuspended matchId={31} marketId={18} specifier="total=2.5" outcomeIds={['12', '13']} />);
    expect(screen.queryByText('Suspended')).toBeNull();
    act(() => oddsChange([1, 1]));
    expect(screen.queryByText('Suspended')).toBeNull();
    act(betStop);
    expect(screen.getByText('Suspended')).toBeTruthy();
    act(() => oddsChange([1, 1]));
    expect(screen.queryByText('Suspended')).toBeNull();
    act(() => oddsChange([1, 0]));
    expect(screen.queryByText('Suspended')).toBeNull();
    act(() => oddsChange([0, 0]));
    expect(screen.getByText('Suspended')).toBeTruthy();
  });
});
