// The bet-placed dialog names the multi-bet bonus the server placed the bet with, beside the stake and
// the potential win it is part of; a bet without one shows no bonus row. A placed slip is never
// offered again by accident: it empties at once, and every way out of the dialog (OK, Check Bet
// History, Escape, Close) leaves it empty with the phone sheet closed; "Keep selections" is the
// bettor's choice to bet the picks again, with no stake.
import { formatMoney } from '@slipstream/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { apiRoutes, json, mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { BetslipPanel } from './betslip-panel.tsx';
import { openBetslipSheet, useBetslipSheetStore } from './betslip-sheet-store.ts';
import { useStakeFocusStore } from './betslip-stake-focus.ts';
import { useBetslipStore } from './betslip-store.ts';
import { placedAnswer } from './bet-answers.test-helper.ts';
import { pickAll, serverSettings } from './betslip-test-data.test-helper.ts';

configure({ asyncUtilTimeout: 5_000 });

function placeAnswering(answer: Parameters<typeof placedAnswer>[0]) {
  useAuthStore.getState().loginSucceeded('tok', '2348030000000');
  useUserStore.getState().setCurrentUser({ id: 7, availableBalance: 1000 });
  const api = apiRoutes({
    'POST bets/place-bet/12': () => json(placedAnswer({ betslipId: 'BK7Q2ZXY', ...answer })),
    'POST bets/open-bets': () => json({ bets: 1 }),
    'POST bets/validate-selections': () => json({ success: true, data: [] }),
  });
  mockFetch(api.handler);
  return api;
}

const picks = () => useBetslipStore.getState().coupon.selections.map((s) => s.matchId);

/** Three picks placed from the open phone sheet; resolves with the bet-placed dialog. */
async function placeFromSheet(user: ReturnType<typeof userEvent.setup>) {
  pickAll(2.1, 1.5, 1.8);
  placeAnswering({ stake: 100, possibleWin: 567, bonus: 0 });
  openBetslipSheet();
  renderWithRouter(<BetslipPanel />);
  await user.click(screen.getByRole('button', { name: 'Place Bet' }));
  return screen.findByRole('dialog', { name: 'Submission Successful' });
}

describe('bet-placed dialog', () => {
  it('shows the multi-bet bonus of the bet the server placed, the one the slip showed', async () => {
    const user = userEvent.setup();
    serverSettings();
    pickAll(2.1, 1.5, 1.8);
    const { maxBonus, maxWin } = useBetslipStore.getState().coupon;
    expect(maxBonus).toBeGreaterThan(0);
    placeAnswering({ stake: 100, possibleWin: maxWin, bonus: maxBonus });
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));

    const dialog = await screen.findByRole('dialog', { name: 'Submission Successful' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value('Total Stake')).toBe('NGN 100.00');
    expect(value('Multi-bet bonus')).toBe(`NGN ${formatMoney(maxBonus)}`);
    expect(value('Potential Win')).toBe(`NGN ${formatMoney(maxWin)}`);
  });

  it('has no bonus row for a bet without a bonus', async () => {
    const user = userEvent.setup();
    serverSettings();
    pickAll(2.1);
    placeAnswering({ stake: 100, possibleWin: 210, bonus: 0 });
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submission Successful' });
    expect(within(dialog).queryByText('Multi-bet bonus')).toBeNull();
  });

  it('empties the slip as soon as the bet is placed, so nothing behind the dialog can place it again', async () => {
    const user = userEvent.setup();
    await placeFromSheet(user);
    expect(picks()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Place Bet' })).toBeNull();
    expect(screen.getByText('Your betslip is empty')).toBeTruthy();
  });

  it.each([
    ['OK', (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'OK' })],
    [
      'Check Bet History',
      (dialog: HTMLElement) => within(dialog).getByRole('link', { name: 'Check Bet History' }),
    ],
    ['Close', (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Close' })],
  ])('leaves the slip empty and closes the phone sheet on %s', async (_, control) => {
    const user = userEvent.setup();
    const dialog = await placeFromSheet(user);
    await user.click(control(dialog));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(picks()).toEqual([]);
    expect(useBetslipSheetStore.getState().open).toBe(false);
  });

  it('closes on Escape, the slip empty and the sheet closed', async () => {
    const user = userEvent.setup();
    await placeFromSheet(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Submission Successful' })).toBeNull();
    expect(picks()).toEqual([]);
    expect(useBetslipSheetStore.getState().open).toBe(false);
  });

  it('keeps the picks with no stake on "Keep selections", the sheet open and the stake box asked for', async () => {
    const user = userEvent.setup();
    const dialog = await placeFromSheet(user);
    await user.click(within(dialog).getByRole('button', { name: 'Keep selections' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(picks()).toEqual([1, 2, 3]);
    expect(useBetslipStore.getState().coupon).toMatchObject({
      bet_type: 'Multiple',
      stake: 0,
      totalStake: 0,
    });
    expect(useBetslipSheetStore.getState().open).toBe(true);
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeTruthy();
    const stake = screen.getByLabelText('Stake');
    await vi.waitFor(() => expect(document.activeElement).toBe(stake));
    expect(useStakeFocusStore.getState().pending).toBe(false);
  });
});
