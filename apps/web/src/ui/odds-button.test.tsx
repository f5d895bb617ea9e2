// The odds cell: shows the feed's latest price (falling back to the screen's), is pressed while its
// outcome is on the slip, adds and removes it, and locks while suspended. The slip here is a stand-in;
// the betslip's own is tested in features/betslip/betslip-picks.test.tsx.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLiveBatch, outcomeKey, resetLiveOdds } from '../live/live-odds-store.ts';
import { OddsButton } from './odds-button.tsx';
import { SlipPicksContext, type SlipPick, type SlipPicks } from './slip-picks.ts';

const fixture = { matchId: 31, eventName: 'Lions - Tigers', tournament: 'Cup', category: 'World' };
const market = { id: 1, name: '1X2' };
const outcome = { id: '1', name: 'Lions', odds: '2.40' };

const oddsChange = (odds: number, active = 1) =>
  applyLiveBatch([
    {
      topic: 'feeds/live/odds_change/31',
      feed: 'live',
      kind: 'odds_change',
      matchId: 31,
      data: { markets: [{ id: 1, outcomes: [{ id: '1', odds, active }] }] },
    },
  ]);

/** A slip that keeps the keys of its picks and every tap it was given. */
function standInSlip() {
  const keys = new Set<string>();
  const listeners = new Set<() => void>();
  const taps: SlipPick[] = [];
  const slip: SlipPicks = {
    isOnSlip: (key) => keys.has(key),
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    toggle: (pick) => {
      taps.push(pick);
      const key = outcomeKey({
        matchId: pick.fixture.matchId ?? pick.fixture.id ?? '',
        marketId: pick.market.id,
        specifier: pick.market.specifier ?? '',
        outcomeId: pick.outcome.id,
      });
      if (!keys.delete(key)) keys.add(key);
      for (const listener of listeners) listener();
    },
  };
  return { slip, keys, taps };
}

let slip: ReturnType<typeof standInSlip>;
const withSlip = (ui: ReactNode) => render(<SlipPicksContext value={slip.slip}>{ui}</SlipPicksContext>);

beforeEach(() => {
  resetLiveOdds();
  slip = standInSlip();
});

describe('OddsButton', () => {
  it('adds the outcome to the slip and takes it off again', async () => {
    const user = userEvent.setup();
    withSlip(<OddsButton fixture={fixture} market={market} outcome={outcome} label="1" type="live" />);
    const button = screen.getByRole('button', { name: 'Lions - Tigers 1X2 Lions, odds 2.40' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(slip.taps[0]).toMatchObject({ fixture, market, outcome: { id: '1', odds: 2.4 }, type: 'live' });
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(slip.keys.size).toBe(0);
  });

  it('shows the live price with its move, and puts the live price on the slip', async () => {
    const user = userEvent.setup();
    withSlip(<OddsButton fixture={fixture} market={market} outcome={outcome} label="1" />);
    act(() => oddsChange(2.4));
    act(() => oddsChange(2.6));
    const button = screen.getByRole('button', { name: 'Lions - Tigers 1X2 Lions, odds 2.60, odds up' });
    expect(button.textContent).toContain('2.60');
    await user.click(button);
    expect(slip.taps[0]?.outcome.odds).toBe(2.6);
  });

  it('is locked while suspended, and refuses an outcome without a price', () => {
    render(
      <>
        <OddsButton fixture={fixture} market={market} outcome={outcome} label="1" />
        <OddsButton
          fixture={fixture}
          market={market}
          outcome={{ id: '2', name: 'Draw', odds: '-' }}
          label="X"
        />
      </>,
    );
    act(() => oddsChange(2.4, 0));
    expect(screen.getByRole('button', { name: 'Lions - Tigers 1X2 Lions, suspended' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Lions - Tigers 1X2 Draw, odds -' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('does not flash a price that cannot be taken', () => {
    const { container } = render(
      <OddsButton fixture={fixture} market={market} outcome={outcome} label="1" />,
    );
    act(() => oddsChange(2.4));
    // The market is suspended in the same change that moves its price.
    act(() => oddsChange(2.6, 0));
    const button = screen.getByRole('button', { name: 'Lions - Tigers 1X2 Lions, suspended' });
    expect(button.className).not.toMatch(/odds-button--(up|down)/);
    act(() =>
      applyLiveBatch([{ topic: 'feeds/live/bet_stop/31', feed: 'live', kind: 'bet_stop', matchId: 31 }]),
    );
    act(() => oddsChange(2.8));
    expect(
      screen.getByRole('button', { name: 'Lions - Tigers 1X2 Lions, odds 2.80, odds up' }).className,
    ).toContain('odds-button--up');
    act(() =>
      applyLiveBatch([{ topic: 'feeds/live/bet_stop/31', feed: 'live', kind: 'bet_stop', matchId: 31 }]),
    );
    expect(container.querySelector('.odds-button--up, .odds-button--down')).toBeNull();
  });

  it('names the match, the market and the outcome, so it is clear out of its row or card', () => {
    render(
      <OddsButton
        fixture={fixture}
        market={{ id: 18, name: 'Total', specifier: 'total=2.5' }}
        outcome={{ id: '12', name: 'Over 2.5', displayName: 'Over 2.5', odds: '1.90' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Lions - Tigers Total Over 2.5, odds 1.90' })).toBeTruthy();
  });

  it('tells its stylesheet how long the price is, so a three-digit price can be fitted to the cell', () => {
    render(
      <>
        <OddsButton fixture={fixture} market={market} outcome={outcome} label={null} />
        <OddsButton
          fixture={fixture}
          market={market}
          outcome={{ id: '3', name: 'Tigers', odds: '163.38' }}
          label={null}
        />
      </>,
    );
    const [short, long] = screen.getAllByRole('button');
    expect(short?.style.getPropertyValue('--price-length')).toBe('4');
    expect(long?.style.getPropertyValue('--price-length')).toBe('6');
  });
});
