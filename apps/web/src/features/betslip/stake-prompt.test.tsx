// The stake box speaks for the stake: the stake rule's refusal (SPEC.md §5) and a stake cleared by a
// bet-type change (SPEC.md §4) are said right under it, with the cursor put back in it, and Enter in
// the box places the slip as Place Bet does.
import { STAKE_REQUIRED } from '@slipstream/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { placedAnswer } from './bet-answers.test-helper.ts';
import { pickAll } from './betslip-test-data.test-helper.ts';
import { useBetslipStore } from './betslip-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { apiRoutes, json, mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { BetslipPanel } from './betslip-panel.tsx';
import { STAKE_CLEARED } from './use-stake-prompt.ts';

function logIn() {
  useAuthStore.getState().loginSucceeded('tok', '2348030000000');
  useUserStore.getState().setCurrentUser({ id: 7, availableBalance: 1000 });
}

/** The messages a screen reader reads for the stake box (its aria-describedby). */
function describedBy(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('the stake box', () => {
  it('takes the cursor with the message beside it when a bet-type change clears the stake', async () => {
    const user = userEvent.setup();
    pickAll(2, 1.5, 3);
    renderWithRouter(<BetslipPanel />);
    expect(useBetslipStore.getState().coupon.stake).toBe(100);

    await user.click(screen.getByRole('radio', { name: 'Single' }));
    const stake = screen.getByLabelText('Stake per selection');
    expect(useBetslipStore.getState().coupon.stake).toBe(0);
    expect(document.activeElement).toBe(stake);
    expect(describedBy(stake)).toContain(STAKE_CLEARED);
    expect(stake.getAttribute('aria-invalid')).toBe('true');

    // A new stake answers it.
    await user.type(stake, '50');
    expect(screen.queryByText(STAKE_CLEARED)).toBeNull();
    expect(stake.getAttribute('aria-invalid')).toBeNull();
  });

  it('leaves the cursor where it is when the change had no stake to clear', async () => {
    const user = userEvent.setup();
    pickAll(2, 1.5);
    useBetslipStore.getState().setStake(0);
    renderWithRouter(<BetslipPanel />);
    const single = screen.getByRole('radio', { name: 'Single' });
    await user.click(single);
    expect(document.activeElement).toBe(single);
    expect(screen.queryByText(STAKE_CLEARED)).toBeNull();
  });

  it('says the stake rule under the box after Place Bet, with the cursor in it', async () => {
    const user = userEvent.setup();
    pickAll(2);
    useBetslipStore.getState().setStake(0);
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const stake = screen.getByLabelText('Stake');
    await vi.waitFor(() => expect(document.activeElement).toBe(stake));
    expect(describedBy(stake)).toContain(STAKE_REQUIRED);
    expect(screen.getByRole('alert').closest('.betslip-stake')).toBeTruthy();
  });

  it('places the slip on Enter, as Place Bet does', async () => {
    const user = userEvent.setup();
    logIn();
    pickAll(2);
    const api = apiRoutes({
      'POST bets/place-bet/12': () =>
        json(placedAnswer({ betslipId: 'ENTER123', stake: 250, possibleWin: 500 })),
      'POST bets/open-bets': () => json({ bets: 1 }),
    });
    mockFetch(api.handler);
    renderWithRouter(<BetslipPanel />);
    const stake = screen.getByLabelText('Stake');
    await user.clear(stake);
    await user.type(stake, '250{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Submission Successful' })).toBeTruthy();
    expect(api.of('POST', 'bets/place-bet/12')).toHaveLength(1);
    expect(api.of('POST', 'bets/place-bet/12')[0]?.body).toMatchObject({ stake: 250 });
  });

  it('does nothing on Enter while Place Bet is unavailable', async () => {
    const user = userEvent.setup();
    logIn();
    pickAll(2);
    useBetslipStore.getState().applyBetStop(1);
    const api = apiRoutes({});
    mockFetch(api.handler);
    renderWithRouter(<BetslipPanel />);
    expect(screen.getByRole('button', { name: 'Place Bet' })).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Stake'), '{Enter}');
    // A signed-in player's favourites are read at start; nothing is sent.
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
