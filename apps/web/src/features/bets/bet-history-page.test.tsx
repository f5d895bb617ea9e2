// The bet history screen: bets with their figures, filters and paging sent to the server, the empty
// and error states, and a refresh when a bet event arrives over the live feed.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_BETS_REFRESH_MS } from '../../api/bet-history.ts';
import { BetHistoryPage } from './bet-history-page.tsx';
import { json, logIn, match, mockBets, renderScreen, summary } from './bets-test.test-helper.tsx';

// Screens load lazily and the machine may be busy: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => logIn());

describe('bet history', () => {
  it('shows each bet with date, type, stake, odds, potential or paid win, status and booking code', async () => {
    mockBets({
      'POST bets/history': () =>
        json({
          data: [
            summary(2, { status: 'open', cashoutOffer: 95.5 }),
            summary(1, {
              bet_type: 'Combo',
              status: 'won',
              payout: 1234.5,
              selectionCount: 4,
              settledAt: '2026-11-21T12:00:00.000Z',
            }),
          ],
          total: 2,
          page: 1,
          perPage: 30,
        }),
    });
    renderScreen(<BetHistoryPage />);
    const list = await screen.findByRole('list', { name: 'Bets, newest first' });
    const [open, won] = within(list).getAllByRole('article');
    expect(within(open!).getByRole('heading').textContent).toBe('Arsenal v Chelsea + 2 more');
    expect(within(open!).getByText('Multiple · 3 selections')).toBeTruthy();
    expect(within(open!).getByText('Open')).toBeTruthy();
    expect(within(open!).getByText('CODE2')).toBeTruthy();
    expect(within(open!).getByText('NGN 100.00')).toBeTruthy();
    expect(within(open!).getByText('5.24')).toBeTruthy();
    expect(within(open!).getByText('Potential win')).toBeTruthy();
    expect(within(open!).getByText('NGN 523.50')).toBeTruthy();
    // In the operator's zone (Lagos, UTC+1) and locale.
    expect(within(open!).getByText('21 Nov 2026, 11:00')).toBeTruthy();
    expect(within(open!).getByRole('button', { name: 'Cash out NGN 95.50' })).toBeTruthy();

    expect(within(won!).getByText('System · 4 selections')).toBeTruthy();
    expect(within(won!).getByText('Won')).toBeTruthy();
    expect(within(won!).getByText('Paid')).toBeTruthy();
    expect(within(won!).getByText('NGN 1,234.50')).toBeTruthy();
    expect(within(won!).queryByRole('button', { name: /Cash out/ })).toBeNull();
    expect(within(won!).getByRole('link', { name: 'Bet details' }).getAttribute('href')).toBe(
      '/Account/BetHistory/1/Detail',
    );
  });

  it('names what each bet was on: its match, or its first match and how many more, and a single’s pick', async () => {
    mockBets({
      'POST bets/history': () =>
        json({
          data: [
            summary(3, {
              bet_type: 'Single',
              selectionCount: 1,
              live: true,
              matches: [match(11, 'Leicester City', 'Katsina United', '2:1')],
              firstPick: { marketName: '1X2', outcomeName: 'Leicester City' },
              status: 'won',
              payout: 210,
            }),
            summary(2),
            summary(1, { matches: [{ ...match(5, '', ''), eventName: 'Lyon - Nice' }] }),
          ],
          total: 3,
          page: 1,
          perPage: 30,
        }),
    });
    renderScreen(<BetHistoryPage />);
    const list = await screen.findByRole('list', { name: 'Bets, newest first' });
    const [single, multiple, unnamed] = within(list).getAllByRole('article');
    expect(screen.getByRole('article', { name: 'Leicester City v Katsina United' })).toBe(single);
    expect(within(single!).getByText('Single · 1X2: Leicester City')).toBeTruthy();
    expect(within(single!).getByText('Live')).toBeTruthy();
    expect(within(single!).getByText('Final score').nextElementSibling?.textContent).toBe('2:1');
    expect(within(single!).getByText('Paid').nextElementSibling?.textContent).toBe('NGN 210.00');
    expect(within(single!).getByText('Won')).toBeTruthy();

    expect(screen.getByRole('article', { name: 'Arsenal v Chelsea + 2 more' })).toBe(multiple);
    expect(within(multiple!).getByText('Stake').nextElementSibling?.textContent).toBe('NGN 100.00');
    expect(within(multiple!).getByText('Potential win').nextElementSibling?.textContent).toBe('NGN 523.50');
    expect(within(multiple!).getByText('Open')).toBeTruthy();
    // A score is only shown where it cannot be mistaken for another match's.
    expect(within(multiple!).queryByText('Final score')).toBeNull();
    expect(within(unnamed!).getByRole('heading').textContent).toBe('Lyon - Nice');
  });

  it('reads the list again while it shows an open bet, so its cash-out offer follows the prices', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let bets = [summary(2, { cashoutOffer: null })];
      const api = mockBets({
        'POST bets/history': () => json({ data: bets, total: 1, page: 1, perPage: 30 }),
      });
      renderScreen(<BetHistoryPage />);
      expect(await screen.findByText('CODE2')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull();
      // Back after a bet stop.
      bets = [summary(2, { cashoutOffer: 41 })];
      await act(() => vi.advanceTimersByTimeAsync(OPEN_BETS_REFRESH_MS));
      expect(await screen.findByRole('button', { name: 'Cash out NGN 41.00' })).toBeTruthy();
      // Settled: nothing left to follow.
      bets = [summary(2, { status: 'lost', settledAt: '2026-11-21T12:00:00.000Z' })];
      await act(() => vi.advanceTimersByTimeAsync(OPEN_BETS_REFRESH_MS));
      expect(await screen.findByText('Lost')).toBeTruthy();
      const reads = api.of('POST', 'bets/history').length;
      await act(() => vi.advanceTimersByTimeAsync(OPEN_BETS_REFRESH_MS * 3));
      expect(api.of('POST', 'bets/history')).toHaveLength(reads);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the multi-bet bonus each bet was placed with, as the betslip named it', async () => {
    mockBets({
      'POST bets/history': () =>
        json({
          data: [
            summary(3, { bonus: 155.56, possibleWin: 5340.92 }),
            summary(2, { bet_type: 'Combo', bonus: 42.1, selectionCount: 4 }),
            summary(1, { bet_type: 'Single', bonus: 0, selectionCount: 1 }),
          ],
          total: 3,
          page: 1,
          perPage: 30,
        }),
    });
    renderScreen(<BetHistoryPage />);
    const list = await screen.findByRole('list', { name: 'Bets, newest first' });
    const [multiple, system, single] = within(list).getAllByRole('article');
    const value = (card: HTMLElement, label: string) =>
      within(card).getByText(label).nextElementSibling?.textContent;
    expect(value(multiple!, 'Multi-bet bonus')).toBe('NGN 155.56');
    expect(value(multiple!, 'Potential win')).toBe('NGN 5,340.92');
    expect(value(system!, 'Max bonus')).toBe('NGN 42.10');
    expect(within(single!).queryByText(/bonus/i)).toBeNull();
  });

  it('sends the status and date filters, back on page 1, and pages by 30', async () => {
    const user = userEvent.setup();
    const api = mockBets({
      'POST bets/history': ({ query }) =>
        json({
          data: [summary(Number(query.get('page')) * 100)],
          total: 31,
          page: Number(query.get('page')),
          perPage: 30,
        }),
    });
    renderScreen(<BetHistoryPage />);
    expect(await screen.findByText('CODE100')).toBeTruthy();
    expect(api.of('POST', 'bets/history')[0]?.body).toEqual({ status: 'all', perPage: 30 });
    expect(screen.getByText('Page 1 of 2 · 31 bets')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('CODE200')).toBeTruthy();
    expect(api.of('POST', 'bets/history').at(-1)?.query.get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'cashed_out');
    await waitFor(() => {
      const last = api.of('POST', 'bets/history').at(-1);
      expect(last?.body).toEqual({ status: 'cashed_out', perPage: 30 });
      expect(last?.query.get('page')).toBe('1');
    });
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-21');
    await waitFor(() =>
      expect(api.of('POST', 'bets/history').at(-1)?.body).toEqual({
        status: 'cashed_out',
        from: '2026-11-01',
        to: '2026-11-21',
        perPage: 30,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(api.of('POST', 'bets/history').at(-1)?.body).toEqual({ status: 'all', perPage: 30 }),
    );
  });

  it('says when there are no bets, and when none match the filters', async () => {
    mockBets({ 'POST bets/history': () => json({ data: [], total: 0, page: 1, perPage: 30 }) });
    renderScreen(<BetHistoryPage />);
    expect(await screen.findByText('No bets yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse sports' })).toBeTruthy();
    renderScreen(<BetHistoryPage />, '/?status=lost');
    expect(await screen.findByText('No bets match these filters')).toBeTruthy();
  });

  it('shows skeletons while loading, then the error with a retry that loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockBets({
      'POST bets/history': () =>
        fail
          ? json({ message: 'The service is busy.', code: 'UNAVAILABLE' }, 503)
          : json({ data: [summary(9)], total: 1, page: 1, perPage: 30 }),
    });
    renderScreen(<BetHistoryPage />);
    expect(screen.getByRole('status', { name: 'Loading bets' })).toBeTruthy();
    expect(await screen.findByText('The service is busy.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('CODE9')).toBeTruthy();
  });
});
