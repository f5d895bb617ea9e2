// Cash-out from the history: accepting the offer posts it with an Idempotency-Key and shows what was
// paid; a moved offer is shown and can be accepted in turn (with a new key, as it is a new action).
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BetHistoryPage } from './bet-history-page.tsx';
import { json, logIn, mockBets, renderScreen, summary } from './bets-test.test-helper.tsx';

// Screens load lazily and the machine may be busy: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => logIn());

const key = (headers: Record<string, string>) => headers['Idempotency-Key'];

describe('cash-out', () => {
  it('accepts the offer and shows the amount paid', async () => {
    const user = userEvent.setup();
    let cashedOut = false;
    const api = mockBets({
      'POST bets/history': () =>
        json({
          data: [
            cashedOut
              ? summary(3, { status: 'cashed_out', payout: 95.5 })
              : summary(3, { cashoutOffer: 95.5 }),
          ],
          total: 1,
          page: 1,
          perPage: 30,
        }),
      'POST bets/cashout': () => {
        cashedOut = true;
        return json({ success: true, betId: 3, status: 'cashed_out', payout: 95.5 });
      },
    });
    renderScreen(<BetHistoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out NGN 95.50' }));
    expect(await screen.findByText('Cashed out for')).toBeTruthy();
    const [call] = api.of('POST', 'bets/cashout');
    expect(call?.body).toEqual({ betId: 3, amount: 95.5 });
    expect(key(call!.headers)).toMatch(/.{8,}/);
    // The list is read again, so the bet now shows its new status.
    expect(within(screen.getByRole('article')).getByText('Cashed out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('shows the new offer when the odds moved and lets the player accept it', async () => {
    const user = userEvent.setup();
    const api = mockBets({
      'POST bets/history': () =>
        json({ data: [summary(4, { cashoutOffer: 60 })], total: 1, page: 1, perPage: 30 }),
      'POST bets/cashout': ({ body }) =>
        (body as { amount: number }).amount === 60
          ? json(
              {
                message: 'The cash-out offer has changed. Please check the new offer.',
                code: 'CASHOUT_OFFER_CHANGED',
                details: { offer: 52.25 },
              },
              409,
            )
          : json({ success: true, betId: 4, status: 'cashed_out', payout: 52.25 }),
    });
    renderScreen(<BetHistoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out NGN 60.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The offer changed to NGN 52.25. Accept the new offer?',
    );
    await user.click(screen.getByRole('button', { name: 'Accept NGN 52.25' }));
    expect(await screen.findByText('Cashed out NGN 52.25')).toBeTruthy();
    const [first, second] = api.of('POST', 'bets/cashout');
    expect(second?.body).toEqual({ betId: 4, amount: 52.25 });
    expect(key(second!.headers)).not.toBe(key(first!.headers));
  });

  it('says so when the bet has no offer any more', async () => {
    const user = userEvent.setup();
    mockBets({
      'POST bets/history': () =>
        json({ data: [summary(5, { cashoutOffer: 70 })], total: 1, page: 1, perPage: 30 }),
      'POST bets/cashout': () =>
        json(
          {
            message: 'Cash-out is not available for this bet right now.',
            code: 'CASHOUT_OFFER_CHANGED',
            details: { offer: null },
          },
          409,
        ),
    });
    renderScreen(<BetHistoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out NGN 70.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cash-out is not available for this bet right now.',
    );
    expect(screen.queryByRole('button', { name: /Cash out|Accept/ })).toBeNull();
  });
});
