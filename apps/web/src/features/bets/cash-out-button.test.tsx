// Cash-out asks first: the question names the bet, the stake and the amount and says it cannot be
// undone; only Confirm posts (with an Idempotency-Key per bet and amount), Cancel and Escape send
// nothing; a moved offer (refused by the server, or read again with the list) is shown in the question
// and must be confirmed in turn, never by the second click of a double click.
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BetHistoryPage } from './bet-history-page.tsx';
import { OFFER_REFRESH_MS } from './cash-out-button.tsx';
import { json, logIn, match, mockBets, renderScreen, summary } from './bets-test.test-helper.tsx';

// Screens load lazily and the machine may be busy: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => logIn());

const key = (headers: Record<string, string>) => headers['Idempotency-Key'];
const page = (...bets: ReturnType<typeof summary>[]) =>
  json({ data: bets, total: bets.length, page: 1, perPage: 30 });
const refused = (offer: number | null) =>
  json(
    {
      message:
        offer === null
          ? 'Cash-out is not available for this bet right now.'
          : 'The cash-out offer has changed. Please check the new offer.',
      code: 'CASHOUT_OFFER_CHANGED',
      details: { offer },
    },
    409,
  );
const question = () => screen.getByRole('dialog', { name: 'Cash out this bet?' });

describe('cash-out', () => {
  it('asks first, naming the bet, its stake and the amount, and cashes out only on Confirm', async () => {
    const user = userEvent.setup();
    let cashedOut = false;
    const api = mockBets({
      'POST bets/history': () =>
        page(
          cashedOut ? summary(3, { status: 'cashed_out', payout: 95.5 }) : summary(3, { cashoutOffer: 95.5 }),
        ),
      'POST bets/cashout': () => {
        cashedOut = true;
        return json({ success: true, betId: 3, status: 'cashed_out', payout: 95.5 });
      },
    });
    renderScreen(<BetHistoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out NGN 95.50' }));

    const dialog = question();
    expect(within(dialog).getByText('Arsenal v Chelsea + 2 more')).toBeTruthy();
    expect(within(dialog).getByText('Multiple · 3 selections')).toBeTruthy();
    expect(within(dialog).getByText('Stake').nextElementSibling?.textContent).toBe('NGN 100.00');
    expect(within(dialog).getByText('Cash out for').nextElementSibling?.textContent).toBe('NGN 95.50');
    expect(within(dialog).getByText('It cannot be undone.')).toBeTruthy();
    // Cancel has the focus: Enter alone never cashes out.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.of('POST', 'bets/cashout')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm NGN 95.50' }));
    expect(await screen.findByText('Cashed out NGN 95.50')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The pressed button is gone; the player is told, and keeps their place.
    expect(document.activeElement?.textContent).toBe('Cashed out NGN 95.50');
    const [call] = api.of('POST', 'bets/cashout');
    expect(call?.body).toEqual({ betId: 3, amount: 95.5 });
    expect(key(call!.headers)).toMatch(/.{8,}/);
    // The list is read again, so the bet now shows its new status.
    expect(await within(screen.getByRole('article')).findByText('Cashed out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('sends nothing on Cancel, nor on Escape', async () => {
    const user = userEvent.setup();
    const api = mockBets({
      'POST bets/history': () =>
        page(summary(4, { cashoutOffer: 40, bet_type: 'Single', selectionCount: 1 })),
    });
    renderScreen(<BetHistoryPage />);
    const cashOut = await screen.findByRole('button', { name: 'Cash out NGN 40.00' });
    await user.click(cashOut);
    expect(within(question()).getByText('Single · 1X2: Arsenal')).toBeTruthy();
    await user.click(within(question()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cashOut);

    await user.click(cashOut);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.of('POST', 'bets/cashout')).toHaveLength(0);
  });

  it('shows the new amount when the server refused a moved offer, and takes it only when confirmed', async () => {
    const user = userEvent.setup();
    const api = mockBets({
      'POST bets/history': () => page(summary(5, { cashoutOffer: 60 })),
      'POST bets/cashout': ({ body }) =>
        (body as { amount: number }).amount === 60
          ? refused(52.25)
          : json({ success: true, betId: 5, status: 'cashed_out', payout: 52.25 }),
    });
    renderScreen(<BetHistoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out NGN 60.00' }));
    await user.click(within(question()).getByRole('button', { name: 'Confirm NGN 60.00' }));

    expect((await within(question()).findByRole('alert')).textContent).toBe(
      'The offer changed from NGN 60.00 to NGN 52.25. Confirm the new amount to cash out.',
    );
    expect(within(question()).getByText('Cash out for').nextElementSibling?.textContent).toBe('NGN 52.25');
    expect(api.of('POST', 'bets/cashout')).toHaveLength(1);
    await user.click(within(question()).getByRole('button', { name: 'Confirm NGN 52.25' }));
    expect(await screen.findByText('Cashed out NGN 52.25')).toBeTruthy();
    const [first, second] = api.of('POST', 'bets/cashout');
    expect(second?.body).toEqual({ betId: 5, amount: 52.25 });
    // A new amount is a new action.
    expect(key(second!.headers)).not.toBe(key(first!.headers));
  });

  it('shows a new offer the list brings while the question is open', async () => {
    const user = userEvent.setup();
    let offer = 60;
    const api = mockBets({
      'POST bets/history': () => page(summary(6, { cashoutOffer: offer })),
      'POST bets/cashout': () => json({ success: true, betId: 6, status: 'cashed_out', payout: 58 }),
    });
    const { queryClient } = renderScreen(<BetHistoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out NGN 60.00' }));
    offer = 58;
    await queryClient.invalidateQueries();

    expect((await within(question()).findByRole('alert')).textContent).toBe(
      'The offer changed from NGN 60.00 to NGN 58.00. Confirm the new amount to cash out.',
    );
    expect(within(question()).queryByRole('button', { name: 'Confirm NGN 60.00' })).toBeNull();
    await user.click(within(question()).getByRole('button', { name: 'Confirm NGN 58.00' }));
    expect(await screen.findByText('Cashed out NGN 58.00')).toBeTruthy();
    expect(api.of('POST', 'bets/cashout').map((c) => c.body)).toEqual([{ betId: 6, amount: 58 }]);
  });

  it('reads the offer again while the question is open, and only then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      let offer: number | null = 30;
      const api = mockBets({ 'POST bets/history': () => page(summary(10, { cashoutOffer: offer })) });
      renderScreen(<BetHistoryPage />);
      await user.click(await screen.findByRole('button', { name: 'Cash out NGN 30.00' }));
      // A bet stop: no offer for a moment, then a new one, all while the question stays open.
      offer = null;
      await act(() => vi.advanceTimersByTimeAsync(OFFER_REFRESH_MS));
      expect(
        await within(question()).findByText('Cash-out is not available for this bet right now.'),
      ).toBeTruthy();
      offer = 31.5;
      await act(() => vi.advanceTimersByTimeAsync(OFFER_REFRESH_MS));
      expect(await within(question()).findByRole('button', { name: 'Confirm NGN 31.50' })).toBeTruthy();
      expect(within(question()).getByRole('alert').textContent).toBe(
        'The offer changed from NGN 30.00 to NGN 31.50. Confirm the new amount to cash out.',
      );

      await user.click(within(question()).getByRole('button', { name: 'Cancel' }));
      const reads = api.of('POST', 'bets/history').length;
      // Two of the question's periods, still short of the list's own (OPEN_BETS_REFRESH_MS).
      await act(() => vi.advanceTimersByTimeAsync(OFFER_REFRESH_MS * 2));
      expect(api.of('POST', 'bets/history')).toHaveLength(reads);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never confirms with the second click of a double click', async () => {
    const user = userEvent.setup();
    const api = mockBets({
      'POST bets/history': () => page(summary(7, { cashoutOffer: 60 })),
      'POST bets/cashout': () => refused(52.25),
    });
    renderScreen(<BetHistoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out NGN 60.00' }));
    fireEvent.click(within(question()).getByRole('button', { name: 'Confirm NGN 60.00' }), { detail: 2 });
    expect(api.of('POST', 'bets/cashout')).toHaveLength(0);
  });

  it('retries a failed cash-out with the same key, and says so when the bet has no offer any more', async () => {
    const user = userEvent.setup();
    const answers = [json({ message: 'The service is busy.', code: 'UNAVAILABLE' }, 503), refused(null)];
    const api = mockBets({
      'POST bets/history': () => page(summary(8, { cashoutOffer: 70 })),
      'POST bets/cashout': () => answers.shift()!,
    });
    renderScreen(<BetHistoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out NGN 70.00' }));
    await user.click(within(question()).getByRole('button', { name: 'Confirm NGN 70.00' }));
    expect((await within(question()).findByRole('alert')).textContent).toBe('The service is busy.');
    await user.click(within(question()).getByRole('button', { name: 'Confirm NGN 70.00' }));
    expect((await within(question()).findByRole('alert')).textContent).toBe(
      'Cash-out is not available for this bet right now.',
    );
    const [first, second] = api.of('POST', 'bets/cashout');
    expect(key(second!.headers)).toBe(key(first!.headers));
    expect(within(question()).queryByRole('button', { name: /Confirm/ })).toBeNull();
    await user.click(within(question()).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('names a one-match bet by its match', async () => {
    const user = userEvent.setup();
    mockBets({
      'POST bets/history': () =>
        page(
          summary(9, {
            cashoutOffer: 12,
            bet_type: 'Single',
            selectionCount: 1,
            matches: [match(11, 'Leicester City', 'Katsina United')],
            firstPick: { marketName: 'Total', outcomeName: 'Over 2.5' },
          }),
        ),
    });
    renderScreen(<BetHistoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out NGN 12.00' }));
    expect(within(question()).getByText('Leicester City v Katsina United')).toBeTruthy();
    expect(within(question()).getByText('Single · Total: Over 2.5')).toBeTruthy();
  });
});
