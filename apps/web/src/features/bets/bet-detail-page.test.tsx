// One bet in full: every selection named as the bettor reads it with odds, result and score, the
// figures (stake, bonus, taxes, payout), a system bet's lines, and an unknown bet.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    expect(screen.getByText('Arsenal v Chelsea + 2 more · Multiple · 3 selections · CODE5')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.of('GET', 'bets/5')).toHaveLength(1);
  });

  it('shows the final score the bet kept once its match ended, and the live score before', async () => {
    const [ended, live] = detail(9).selections;
    mockBets({
      'GET bets/9': () =>
        json({
          data: detail(9, {
            selections: [
              { ...ended!, homeTeam: 'Arsenal', awayTeam: 'Chelsea', score: '2:1', finalScore: '2:1' },
              { ...live!, score: '0:1', finalScore: null },
            ],
          }),
        }),
    });
    screenAt('9');
    const legs = await screen.findByRole('list', { name: 'Selections' });
    const [first, second] = within(legs).getAllByRole('listitem');
    expect(within(first!).getByText('Arsenal v Chelsea')).toBeTruthy();
    expect(within(first!).getByText('Final score').nextElementSibling?.textContent).toBe('2:1');
    expect(within(second!).queryByText('Final score')).toBeNull();
    expect(within(second!).getByText('Score').nextElementSibling?.textContent).toBe('0:1');
  });

  it('asks before cashing out here too', async () => {
    const user = userEvent.setup();
    const api = mockBets({ 'GET bets/10': () => json({ data: detail(10, { cashoutOffer: 80 }) }) });
    screenAt('10');
    await user.click(await screen.findByRole('button', { name: 'Cash out NGN 80.00' }));
    const question = screen.getByRole('dialog', { name: 'Cash out this bet?' });
    expect(within(question).getByText('Arsenal v Chelsea + 2 more')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.of('POST', 'bets/cashout')).toHaveLength(0);
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
    // A system bet's bonus is its best case over the lines, named as the betslip named it.
    const figures = screen.getByText('Max bonus').closest('dl')!;
    expect(within(figures).getByText('Max bonus').nextElementSibling?.textContent).toBe('NGN 10.00');
    expect(within(figures).getByText('Paid').nextElementSibling?.textContent).toBe('NGN 0.00');
    expect(within(figures).queryByText('Bonus paid')).toBeNull();
    expect(within(figures).getByText('Lost')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('shows the bonus the bet was placed with, before and after it won, and what the win paid of it', async () => {
    // The accumulator of the report: its slip showed a bonus of 155.56 inside 5,340.92.
    const placed = { bonus: 155.56, possibleWin: 5340.92, stake: 1000, totalOdds: 5.18536 };
    const answers = [
      detail(8, placed),
      detail(8, {
        ...placed,
        status: 'won',
        payout: 5340.92,
        bonusPaid: 155.56,
        settledAt: '2026-11-21T12:00:00.000Z',
      }),
    ];
    mockBets({ 'GET bets/8': () => json({ data: answers.shift() }) });
    const { queryClient } = screenAt('8');
    const figures = async () => (await screen.findByText('Multi-bet bonus')).closest('dl')!;
    const value = async (label: string) =>
      within(await figures()).getByText(label).nextElementSibling?.textContent;
    expect(await value('Multi-bet bonus')).toBe('NGN 155.56');
    expect(await value('Potential win')).toBe('NGN 5,340.92');
    expect(within(await figures()).queryByText('Bonus paid')).toBeNull();

    await queryClient.invalidateQueries();
    await screen.findByText('Bonus paid');
    expect(await value('Multi-bet bonus')).toBe('NGN 155.56');
    expect(await value('Bonus paid')).toBe('NGN 155.56');
    expect(await value('Potential win')).toBe('NGN 5,340.92');
    expect(await value('Paid')).toBe('NGN 5,340.92');
  });

  it('says so for a bet that is not the player’s (404) or a malformed id', async () => {
    mockBets({ 'GET bets/77': () => json({ message: 'No such bet.', code: 'NOT_FOUND' }, 404) });
    screenAt('77');
    expect(await screen.findByText('This bet could not be found')).toBeTruthy();
    screenAt('abc');
    expect(screen.getAllByText('This bet could not be found')).toHaveLength(2);
  });
});
