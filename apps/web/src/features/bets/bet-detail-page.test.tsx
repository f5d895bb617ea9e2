// One bet in full: every selection named as the bettor reads it with odds, result and score, the
// figures (stake, bonus, taxes, payout), a system bet's lines, and an unknown bet.
import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BetDetailPage } from './bet-detail-page.tsx';
import { detail, json, logIn, mockBets, renderScreen } from './bets-test.test-helper.tsx';
import { Route, Routes } from 'react-router';

// Screens load lazily and the machine may be busy: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => logIn());

const screenAt = (id: string) =>
  renderScreen(
    <Routes>
      <Route path="/Account/BetHistory/:id/Detail" element={<BetDetailPage />} />
    </Routes>,
    `/Account/BetHistory/${id}/Detail`,
  );

describe('bet detail', () => {
  it('shows every selection with match, market, outcome, odds, result and score, and the figures', async () => {
    const api = mockBets({ 'GET bets/5': () => json({ data: detail(5, { cashoutOffer: 80 }) }) });
    screenAt('5');
    const legs = await screen.findByRole('list', { name: 'Selections' });
    const [first, second] = within(legs).getAllByRole('listitem');
    expect(within(first!).getByText('Arsenal - Chelsea')).toBeTruthy();
    expect(within(first!).getByText('Soccer · England · Premier League')).toBeTruthy();
    expect(within(first!).getByText('1X2')).toBeTruthy();
    expect(within(first!).getByText('Arsenal')).toBeTruthy();
    expect(within(first!).getByText('2.10')).toBeTruthy();
    expect(within(first!).getByText('Won')).toBeTruthy();
    expect(within(first!).getByText('2:1')).toBeTruthy();
    expect(within(second!).getByText('Over 2.5')).toBeTruthy();
    expect(within(second!).getByText('Open')).toBeTruthy();
    expect(within(second!).getByText('Live')).toBeTruthy();

    const figures = screen.getByText('Multi-bet bonus').closest('dl')!;
    const value = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(value('Stake')).toBe('NGN 100.00');
    expect(value('Total odds')).toBe('5.24');
    expect(value('Multi-bet bonus')).toBe('NGN 10.00');
    expect(value('Withholding tax')).toBe('NGN 0.00');
    expect(value('Potential win')).toBe('NGN 523.50');
    expect(value('Booking code')).toBe('CODE5');
    expect(screen.getByRole('button', { name: 'Cash out NGN 80.00' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.of('GET', 'bets/5')).toHaveLength(1);
  });

  it('shows what a settled system bet paid and its lines', async () => {
    mockBets({
      'GET bets/6': () =>
        json({
          data: detail(6, {
            bet_type: 'Combo',
            status: 'lost',
            payout: 0,
            settledAt: '2026-11-21T12:00:00.000Z',
            lines: [{ grouping: 2, combinations: 3, stakePerLine: 33.3, totalStake: 99.9 }],
          }),
        }),
    });
    screenAt('6');
    const table = await screen.findByRole('table', { name: 'Lines of this system bet' });
    const row = within(table).getByRole('row', { name: /Doubles/ });
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('NGN 33.30')).toBeTruthy();
    expect(within(row).getByText('NGN 99.90')).toBeTruthy();
    const figures = screen.getByText('Multi-bet bonus').closest('dl')!;
    expect(within(figures).getByText('Paid').nextElementSibling?.textContent).toBe('NGN 0.00');
    expect(within(figures).getByText('Lost')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('says so for a bet that is not the player’s (404) or a malformed id', async () => {
    mockBets({ 'GET bets/77': () => json({ message: 'No such bet.', code: 'NOT_FOUND' }, 404) });
    screenAt('77');
    expect(await screen.findByText('This bet could not be found')).toBeTruthy();
    screenAt('abc');
    expect(screen.getAllByText('This bet could not be found')).toHaveLength(2);
  });
});
