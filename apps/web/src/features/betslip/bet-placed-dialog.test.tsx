// The bet-placed dialog names the multi-bet bonus the server placed the bet with, beside the stake and
// the potential win it is part of; a bet without one shows no bonus row.
import { formatMoney } from '@slipstream/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useBetslipStore } from '../../stores/betslip-store.ts';
import { pickAll, serverSettings } from '../../stores/betslip-test-data.test-helper.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { apiRoutes, json, mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { BetslipPanel } from './betslip-panel.tsx';

configure({ asyncUtilTimeout: 5_000 });

function placeAnswering(answer: Record<string, unknown>) {
  useAuthStore.getState().loginSucceeded('tok', '2348030000000');
  useUserStore.getState().setCurrentUser({ id: 7, availableBalance: 1000 });
  mockFetch(
    apiRoutes({
      'POST bets/place-bet/12': () => json({ success: true, betslipId: 'BK7Q2ZXY', ...answer }),
      'POST bets/open-bets': () => json({ bets: 1 }),
    }).handler,
  );
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
});
