// The betslip behind the odds buttons (app/ provides it to every screen): a tap puts the pick on the
// slip at the price shown, with its type, and a second tap takes it off.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLiveBatch, resetLiveOdds } from '../../live/live-odds-store.ts';
import { OddsButton } from '../../ui/odds-button.tsx';
import { SlipPicksContext } from '../../ui/slip-picks.ts';
import { betslipPicks } from './betslip-picks.ts';
import { useBetslipStore } from './betslip-store.ts';

const fixture = { matchId: 31, eventName: 'Lions - Tigers', tournament: 'Cup', category: 'World' };
const market = { id: 1, name: '1X2' };
const outcome = { id: '1', name: 'Lions', odds: '2.40' };

const renderButton = (type?: 'live') =>
  render(
    <SlipPicksContext value={betslipPicks}>
      <OddsButton fixture={fixture} market={market} outcome={outcome} label="1" type={type} />
    </SlipPicksContext>,
  );

beforeEach(() => resetLiveOdds());

describe('the betslip behind the odds buttons', () => {
  it('puts the pick on the slip and takes it off again', async () => {
    const user = userEvent.setup();
    renderButton('live');
    const button = screen.getByRole('button', { name: 'Lions - Tigers 1X2 Lions, odds 2.40' });
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(useBetslipStore.getState().coupon.selections[0]).toMatchObject({
      matchId: 31,
      odds: '2.40',
      type: 'live',
    });
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(useBetslipStore.getState().coupon.selections).toEqual([]);
  });

  it('takes the live price, and shows a pick put on the slip elsewhere as pressed', async () => {
    const user = userEvent.setup();
    renderButton();
    act(() =>
      applyLiveBatch([
        {
          topic: 'feeds/live/odds_change/31',
          feed: 'live',
          kind: 'odds_change',
          matchId: 31,
          data: { markets: [{ id: 1, outcomes: [{ id: '1', odds: 2.6, active: 1 }] }] },
        },
      ]),
    );
    const button = screen.getByRole('button', { name: /odds 2\.60/ });
    await user.click(button);
    expect(useBetslipStore.getState().coupon.selections[0]?.odds).toBe('2.60');
    act(() => useBetslipStore.getState().clear());
    expect(button.getAttribute('aria-pressed')).toBe('false');
    act(() => useBetslipStore.getState().toggleSelection(fixture, market, outcome));
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
