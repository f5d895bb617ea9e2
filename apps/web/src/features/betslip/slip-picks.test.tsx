// A pick reads as the bettor backed it ("Arsenal", "Draw", "Chelsea" beside "1X2"), never as the odds
// button's short label; and a price that moved offers a one-tap "Accept new odds" until answered.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixture, market1x2, pickAll } from './betslip-test-data.test-helper.ts';
import { useBetslipStore } from './betslip-store.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { BetslipPanel } from './betslip-panel.tsx';

describe('the picks on the slip', () => {
  it('names each outcome in full with its market, as the lists hand it over (name and label)', () => {
    const match = (matchId: number) => fixture(matchId, { homeTeam: 'Arsenal', awayTeam: 'Chelsea' });
    const store = useBetslipStore.getState();
    store.toggleSelection(match(1), market1x2, { id: 1, name: 'Arsenal', displayName: '1', odds: 2.1 });
    store.toggleSelection(match(2), market1x2, { id: 2, name: 'Draw', displayName: 'X', odds: 3.2 });
    store.toggleSelection(match(3), market1x2, { id: 3, name: 'Chelsea', displayName: '2', odds: 3.5 });
    renderWithRouter(<BetslipPanel />);
    const picks = within(screen.getByRole('list', { name: 'Selections' }));
    expect(picks.getAllByText(/^(Arsenal|Draw|Chelsea|1|X|2)$/).map((e) => e.textContent)).toEqual([
      'Arsenal',
      'Draw',
      'Chelsea',
    ]);
    expect(picks.getAllByText('1X2')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Remove Draw, 1X2, Home 2 - Away 2' })).toBeTruthy();
  });

  it('offers "Accept new odds" when a price moves, and takes it away once accepted', async () => {
    const user = userEvent.setup();
    pickAll(2, 3);
    renderWithRouter(<BetslipPanel />);
    expect(screen.queryByRole('button', { name: 'Accept new odds' })).toBeNull();
    act(() =>
      useBetslipStore
        .getState()
        .applyOddsChange({ matchId: 2, markets: [{ id: 1, outcomes: [{ id: 1, odds: 2.6, active: 1 }] }] }),
    );
    expect(screen.getByText(/A price has changed\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept new odds' }));
    expect(screen.queryByRole('button', { name: 'Accept new odds' })).toBeNull();
    expect(useBetslipStore.getState().coupon.selections[1]?.odds).toBe('2.60');
  });

  it('does not ask when the odds-change setting already takes the move', () => {
    pickAll(2, 3);
    useBetslipStore.getState().setAcceptChanges('any');
    renderWithRouter(<BetslipPanel />);
    act(() =>
      useBetslipStore
        .getState()
        .applyOddsChange({ matchId: 1, markets: [{ id: 1, outcomes: [{ id: 1, odds: 1.7, active: 1 }] }] }),
    );
    expect(screen.queryByRole('button', { name: 'Accept new odds' })).toBeNull();
  });
});
