// The betslip's actions against the bets API: Place Bet (Idempotency-Key, the bet-placed dialog of
// SPEC.md §2, the open-bet count, a refusal's message), Book (the book dialog and its share links)
// and Simulate (the played-out slip, clearly play money).
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { apiRoutes, json, mockFetch, type ApiCall } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { placedAnswer } from './bet-answers.test-helper.ts';
import { BetslipPanel } from './betslip-panel.tsx';
import { useBetslipStore } from './betslip-store.ts';
import { pickAll } from './betslip-test-data.test-helper.ts';

// Screens load lazily and the machine may be busy: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

/** Answers the betslip's POSTs by path under /api/v2; anything else fails like an unreachable server. */
function mockApi(routes: Record<string, (call: ApiCall) => Response>) {
  const api = apiRoutes(
    Object.fromEntries(Object.entries(routes).map(([path, answer]) => [`POST ${path}`, answer])),
  );
  mockFetch(api.handler);
  return { calls: api.calls, of: (path: string) => api.of('POST', path) };
}

function logIn() {
  useAuthStore.getState().loginSucceeded('tok', '2348030000000');
  useUserStore.getState().setCurrentUser({ id: 7, availableBalance: 1000 });
}

describe('Place Bet', () => {
  it('places with an Idempotency-Key kept for a retry, shows the bet-placed dialog and counts the bet', async () => {
    const user = userEvent.setup();
    logIn();
    pickAll(2, 1.5);
    let lost = true;
    const api = mockApi({
      'bets/place-bet/12': () => {
        // The first answer is lost on the way back: the retry must be the same action.
        if (lost) {
          lost = false;
          throw new TypeError('Failed to fetch');
        }
        return json(placedAnswer({ betslipId: 'BK7Q2ZXY', stake: 100, possibleWin: 300 }));
      },
      'bets/open-bets': () => json({ bets: 4 }),
    });
    const { router } = renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Place Bet' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));

    const dialog = await screen.findByRole('dialog', { name: 'Submission Successful' });
    const [first, second] = api.of('bets/place-bet/12');
    expect(first?.headers['Idempotency-Key']).toBeTruthy();
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(second?.body).toMatchObject({
      isBooking: 0,
      bet_type: 'Multiple',
      stake: 100,
      acceptChanges: 'none',
    });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value('Total Stake')).toBe('NGN 100.00');
    expect(value('Potential Win')).toBe('NGN 300.00');
    expect(within(dialog).getByRole('status', { name: 'Booking Code' }).textContent).toBe('BK7Q2ZXY');
    expect(within(dialog).getByRole('button', { name: 'Share booking code' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy booking code' })).toBeTruthy();
    expect(
      within(dialog).getByText('Input this code in the betslip to restore the selections.'),
    ).toBeTruthy();
    await vi.waitFor(() => expect(useUtilityStore.getState().openBetCount).toBe(4));

    await user.click(within(dialog).getByRole('link', { name: 'Check Bet History' }));
    expect(router.state.location.pathname).toBe('/Account/BetHistory');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('OK clears the slip; the next placement is a new action with a new key', async () => {
    const user = userEvent.setup();
    logIn();
    pickAll(2);
    const api = mockApi({
      'bets/place-bet/12': () => json(placedAnswer({ betslipId: 'AAAA2222', stake: 100, possibleWin: 200 })),
      'bets/open-bets': () => json({ bets: 1 }),
    });
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.getByText('Your betslip is empty')).toBeTruthy();
    pickAll(2);
    await user.click(await screen.findByRole('button', { name: 'Place Bet' }));
    await screen.findByRole('dialog', { name: 'Submission Successful' });
    const [first, second] = api.of('bets/place-bet/12');
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it("shows the server's refusal and makes Place Bet usable again", async () => {
    const user = userEvent.setup();
    logIn();
    pickAll(2);
    mockApi({
      'bets/place-bet/12': () =>
        json({ message: 'Your balance is too low for this stake.', code: 'WALLET_INSUFFICIENT_FUNDS' }, 422),
    });
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Your balance is too low for this stake.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Place Bet' })).toHaveProperty('disabled', false);
    expect(useBetslipStore.getState().coupon.selections).toHaveLength(1);
  });

  it('takes the new prices of an odds-changed refusal, so Place Bet asks again at them', async () => {
    const user = userEvent.setup();
    logIn();
    pickAll(2, 1.5);
    const [first] = useBetslipStore.getState().coupon.selections;
    let refused = false;
    const api = mockApi({
      'bets/place-bet/12': () => {
        if (refused) return json(placedAnswer({ betslipId: 'CCCC3333', stake: 100, possibleWin: 330 }));
        refused = true;
        return json(
          {
            message: 'The odds on your betslip have changed. Please review them and try again.',
            code: 'BETSLIP_ODDS_CHANGED',
            details: {
              selections: [
                {
                  matchId: Number(first!.matchId),
                  marketId: Number(first!.marketId),
                  specifier: first!.specifier ?? '',
                  outcomeId: String(first!.outcomeId),
                  odds: 2,
                  newOdds: 2.2,
                },
              ],
            },
          },
          422,
        );
      },
      'bets/open-bets': () => json({ bets: 1 }),
    });
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The odds on your betslip have changed.');
    expect(useBetslipStore.getState().coupon.selections[0]).toMatchObject({ odds: '2.20', changed: true });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await screen.findByRole('dialog', { name: 'Submission Successful' });
    const sent = (api.of('bets/place-bet/12')[1]?.body as { selections: { odds: unknown }[] }).selections;
    expect(Number(sent[0]!.odds)).toBe(2.2);
  });
});

describe('Book', () => {
  it('books the slip and shares its link from the book dialog', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    pickAll(2, 1.5);
    const api = mockApi({
      'bets/book-bet/12': () =>
        json({
          success: true,
          betslipId: 'BK7Q2ZXY',
          selections: [],
          totalOdd: 3,
          stake: 100,
          possibleWin: 300,
        }),
    });
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.of('bets/book-bet/12')[0]?.body).toMatchObject({ isBooking: 1, bet_type: 'Multiple' });
    expect(within(dialog).getByRole('status', { name: 'Booking Code' }).textContent).toBe('BK7Q2ZXY');
    const link = `${window.location.origin}/?shareCode=BK7Q2ZXY`;
    const text = encodeURIComponent(`Hey I just placed on Slipstream ${link}`);
    expect(within(dialog).getByRole('link', { name: 'X' }).getAttribute('href')).toBe(
      `https://x.com/intent/post?text=${text}`,
    );
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${text}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toContain(
      encodeURIComponent(link),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Copied!')).toBeTruthy();
  });
});

describe('Simulate', () => {
  it('shows the simulated slip match by match, marked as play money', async () => {
    const user = userEvent.setup();
    pickAll(2, 1.5);
    const api = mockApi({
      'bets/simulate': () =>
        json({
          success: true,
          data: {
            seed: 42,
            stake: 100,
            possibleWin: 300,
            status: 'lost',
            totalReturn: 0,
            matches: [
              {
                matchId: 1,
                eventName: 'Home 1 - Away 1',
                score: '2:0',
                selections: [{ marketId: 1, specifier: '', outcomeId: '1', odds: '2.00', result: 'won' }],
              },
              {
                matchId: 2,
                eventName: 'Home 2 - Away 2',
                score: '1:1',
                selections: [{ marketId: 1, specifier: '', outcomeId: '1', odds: '1.50', result: 'lost' }],
              },
            ],
          },
        }),
    });
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Simulate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simulation result' });
    expect(api.of('bets/simulate')[0]?.body).toMatchObject({ isBooking: 2, stake: 100 });
    expect(within(dialog).getByText('Simulation with play money: no bet was placed.')).toBeTruthy();
    const [first, second] = within(within(dialog).getByRole('list', { name: 'Simulated matches' }))
      .getAllByRole('listitem')
      .filter((li) => li.className === 'simulation__match');
    expect(within(first!).getByLabelText('Final score 2:0')).toBeTruthy();
    expect(within(first!).getByText('Home @ 2.00')).toBeTruthy();
    expect(within(first!).getByText('1X2')).toBeTruthy();
    expect(within(first!).getByText('Won')).toBeTruthy();
    expect(within(second!).getByText('1:1')).toBeTruthy();
    expect(within(second!).getByText('Lost')).toBeTruthy();
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value('Slip result')).toBe('Lost');
    expect(value('Would have paid')).toBe('NGN 0.00');
    expect(value('Stake (play money)')).toBe('NGN 100.00');
    expect(useBetslipStore.getState().mode).toBe('real');
    expect(useBetslipStore.getState().coupon.selections).toHaveLength(2);
  });
});

describe('who bets (SPEC.md §3 userId, username, userRole; §6 the role is sent with a bet)', () => {
  const simulation = () =>
    json({
      success: true,
      data: { seed: 1, stake: 100, possibleWin: 300, status: 'lost', totalReturn: 0, matches: [] },
    });
  const player = { userId: 7, username: '2348030000000', userRole: 'player' };
  const visitor = { userId: null, username: null, userRole: 'visitor' };
  const bookAndSimulate = {
    'bets/book-bet/12': () => json({ success: true, betslipId: 'BBBB3333' }),
    'bets/simulate': simulation,
  };

  /** Books the slip, then simulates it, closing each answer's dialog. */
  async function bookThenSimulate(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await screen.findByRole('dialog', { name: 'Betslip Booked' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Simulate' }));
    await screen.findByRole('dialog', { name: 'Simulation result' });
    await user.keyboard('{Escape}');
  }

  it("sends the player's id, number and role with Place Bet, Book and Simulate", async () => {
    const user = userEvent.setup();
    logIn();
    pickAll(2, 1.5);
    const api = mockApi({
      'bets/place-bet/12': () => json(placedAnswer({ betslipId: 'AAAA2222', stake: 100, possibleWin: 300 })),
      'bets/open-bets': () => json({ bets: 1 }),
      ...bookAndSimulate,
    });
    renderWithRouter(<BetslipPanel />);
    await bookThenSimulate(user);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await screen.findByRole('dialog', { name: 'Submission Successful' });
    expect(api.of('bets/book-bet/12')[0]?.body).toMatchObject(player);
    expect(api.of('bets/simulate')[0]?.body).toMatchObject(player);
    expect(api.of('bets/place-bet/12')[0]?.body).toMatchObject(player);
  });

  it('sends a visitor as a visitor with no id or number when booking or simulating', async () => {
    const user = userEvent.setup();
    pickAll(2, 1.5);
    const api = mockApi(bookAndSimulate);
    renderWithRouter(<BetslipPanel />);
    await bookThenSimulate(user);
    expect(api.of('bets/book-bet/12')[0]?.body).toMatchObject(visitor);
    expect(api.of('bets/simulate')[0]?.body).toMatchObject(visitor);
  });
});
