// European roulette on screen: chips go on numbers, inside bets and outside bets (undo, clear, table
// limits), a spin sends one bet per spot with its Idempotency-Key, and the pocket, the winnings and
// the new balance are shown; the server's refusals read as its own sentence.
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouletteResult } from '../../../../api/casino.ts';
import { callOf, json, mockFetch, roundAnswer, testSession } from '../shared/game-test-kit.test-helper.ts';
import { boardBets, EMPTY_BOARD, placeChip } from './bet-board.ts';
import RouletteGame from './roulette-game.tsx';
import { wheelTurnFor } from './roulette-wheel.tsx';

// A busy machine runs these slower than Testing Library's and Vitest's defaults allow.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const session = testSession('european-roulette', { minBet: 0.1, maxBet: 10 });

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

// By label: the table has 52 buttons, and a role query names every one of them each time.
const spot = (name: RegExp | string) => screen.getByLabelText(name);

describe('European roulette', () => {
  it('places chips, undoes and clears them, and checks the table limit', async () => {
    mockFetch();
    const user = userEvent.setup();
    render(<RouletteGame session={session} onBalance={() => {}} />);
    expect(screen.getByRole('radio', { name: 'NGN 1.00' })).toHaveProperty('checked', true);
    await user.click(spot(/^Number 17, black/));
    await user.click(spot(/^Number 17, black/));
    await user.click(spot(/^Red,/));
    expect(spot(/^Number 17, black/).getAttribute('aria-label')).toBe(
      'Number 17, black, pays 35 to 1, NGN 2.00 on it',
    );
    expect(screen.getByText('NGN 3.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(spot(/^Red,/).getAttribute('aria-label')).toBe('Red, pays 1 to 1');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('radio', { name: 'NGN 10.00' }));
    await user.click(spot(/^1st dozen/));
    await user.click(spot(/^Number 0,/));
    expect(screen.getByRole('alert').textContent).toBe('Your total stake can be at most NGN 10.00.');
  });

  it('spins every bet with an Idempotency-Key and shows the pocket and the winnings', async () => {
    reduceMotion();
    const result: RouletteResult = {
      number: 17,
      color: 'black',
      bets: [
        { type: 'straight', numbers: [17], amount: 1, payout: 36 },
        { type: 'red', numbers: [], amount: 1, payout: 0 },
        { type: 'column', numbers: [2], amount: 1, payout: 3 },
      ],
    };
    const fetchMock = mockFetch((url) =>
      url.endsWith('/games/play/roulette/spin')
        ? json(roundAnswer('european-roulette', result, { bet: 3, payout: 39, balance: 1036 }))
        : undefined,
    );
    const onBalance = vi.fn();
    const user = userEvent.setup();
    render(<RouletteGame session={session} onBalance={onBalance} />);
    await user.click(spot(/^Number 17,/));
    await user.click(spot(/^Red,/));
    await user.click(spot(/^Column 2,/));
    await user.click(screen.getByRole('button', { name: 'Spin' }));

    await screen.findByText('You won NGN 39.00');
    await vi.waitFor(() => expect(onBalance).toHaveBeenCalledWith(1036));
    const call = callOf(fetchMock.mock.calls[0]!);
    expect(call.body).toEqual({
      sessionId: 'session-0001',
      bets: [
        { type: 'straight', numbers: [17], amount: 1 },
        { type: 'red', amount: 1 },
        { type: 'column', numbers: [2], amount: 1 },
      ],
    });
    expect(call.headers['Idempotency-Key']).toMatch(/\w{8,}/);
    expect(screen.getByRole('img', { name: 'Roulette wheel: the ball is in 17 black' })).toBeTruthy();
    const winners = within(screen.getByRole('list', { name: 'Winning bets' }));
    expect(winners.getByText(/Number 17, black: NGN 36.00/)).toBeTruthy();
    expect(winners.getByText(/Column 2, 2 to 35: NGN 3.00/)).toBeTruthy();
    expect(spot(/^Number 17,/).className).toContain('roulette-spot--won');
    expect(spot(/^Red,/).className).not.toContain('roulette-spot--won');
    expect(within(screen.getByRole('list', { name: 'Last numbers' })).getByText('17')).toBeTruthy();
  });

  it('places a split, a street, a corner and the first four, lists them and shows which won', async () => {
    reduceMotion();
    const result: RouletteResult = {
      number: 17,
      color: 'black',
      bets: [
        { type: 'split', numbers: [17, 18], amount: 1, payout: 18 },
        { type: 'street', numbers: [13, 14, 15], amount: 1, payout: 0 },
        { type: 'corner', numbers: [1, 2, 4, 5], amount: 1, payout: 0 },
        { type: 'first-four', numbers: [0, 1, 2, 3], amount: 1, payout: 0 },
      ],
    };
    const fetchMock = mockFetch((url) =>
      url.endsWith('/games/play/roulette/spin')
        ? json(roundAnswer('european-roulette', result, { bet: 4, payout: 18, balance: 1014 }))
        : undefined,
    );
    const user = userEvent.setup();
    render(<RouletteGame session={session} onBalance={() => {}} />);
    const status = screen.getByRole('status');
    expect(screen.getByRole('radio', { name: 'Number' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('radio', { name: 'Split' }));
    await user.click(spot(/^Number 17,/));
    expect(spot(/^Number 17,/).getAttribute('aria-pressed')).toBe('true');
    expect(status.textContent).toBe('Pick a number next to 17.');
    expect(spot(/^Number 18,/).getAttribute('aria-label')).toMatch(/, completes Split 17-18$/);
    expect(spot(/^Number 19,/).getAttribute('aria-label')).not.toContain('completes');
    await user.click(spot(/^Number 18,/));
    expect(status.textContent).toBe('Split 17-18 placed.');
    expect(spot(/^Number 17,/).getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('radio', { name: 'Street' }));
    await user.click(spot(/^Number 14,/));
    await user.click(screen.getByRole('radio', { name: 'Corner' }));
    await user.click(spot(/^Number 1,/));
    await user.click(spot(/^Number 5,/));
    await user.click(screen.getByRole('button', { name: /^First four 0-1-2-3, pays 8 to 1/ }));
    // Straight stakes stay on the numbers; none went there.
    expect(spot(/^Number 17,/).getAttribute('aria-label')).not.toContain('on it');

    const yourBets = () => within(screen.getByRole('list', { name: 'Your bets' }));
    expect(
      yourBets()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Split 17-18NGN 1.00pays 17 to 1',
      'Street 13-15NGN 1.00pays 11 to 1',
      'Corner 1-2-4-5NGN 1.00pays 8 to 1',
      'First fourNGN 1.00pays 8 to 1',
    ]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(yourBets().queryByText('First four')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^First four/ }));
    expect(screen.getByText('NGN 4.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByText('You won NGN 18.00');
    expect(callOf(fetchMock.mock.calls[0]!).body).toEqual({
      sessionId: 'session-0001',
      bets: [
        { type: 'split', numbers: [17, 18], amount: 1 },
        { type: 'street', numbers: [13, 14, 15], amount: 1 },
        { type: 'corner', numbers: [1, 2, 4, 5], amount: 1 },
        { type: 'first-four', numbers: [0, 1, 2, 3], amount: 1 },
      ],
    });
    const split = yourBets().getByText('Split 17-18').closest('li')!;
    expect(within(split).getByText('Won')).toBeTruthy();
    expect(yourBets().getAllByText('Won')).toHaveLength(1);
    const winners = within(screen.getByRole('list', { name: 'Winning bets' }));
    expect(winners.getByText(/Split 17-18: NGN 18.00/)).toBeTruthy();
  });

  it('cancels a pick on the same number, on one that makes no bet, and places a split with zero', async () => {
    mockFetch();
    const user = userEvent.setup();
    render(<RouletteGame session={session} onBalance={() => {}} />);
    const status = screen.getByRole('status');
    await user.click(screen.getByRole('radio', { name: 'Split' }));
    expect(status.textContent).toBe('Tap the first number of your split.');
    await user.click(spot(/^Number 17,/));
    await user.click(spot(/^Number 17,/));
    expect(status.textContent).toBe('Split cancelled.');
    expect(spot(/^Number 17,/).getAttribute('aria-pressed')).toBe('false');

    await user.click(spot(/^Number 17,/));
    await user.click(spot(/^Number 30,/));
    expect(status.textContent).toBe('17 and 30 make no split: pick cancelled.');
    expect(spot(/^Number 17,/).getAttribute('aria-pressed')).toBe('false');
    expect(spot(/^Number 30,/).getAttribute('aria-label')).toBe('Number 30, red, pays 35 to 1');
    expect(screen.queryByRole('list', { name: 'Your bets' })).toBeNull();

    await user.click(spot(/^Number 0,/));
    expect(spot(/^Number 2,/).getAttribute('aria-label')).toMatch(/completes Split 0-2$/);
    await user.click(spot(/^Number 2,/));
    expect(within(screen.getByRole('list', { name: 'Your bets' })).getByText('Split 0-2')).toBeTruthy();

    // A line needs a number in the next street: 17 and 20 make 16-21.
    await user.click(screen.getByRole('radio', { name: 'Line' }));
    await user.click(spot(/^Number 17,/));
    await user.click(spot(/^Number 20,/));
    expect(status.textContent).toBe('Line 16-21 placed.');
  });

  it('shows a refusal from the server as its own sentence', async () => {
    reduceMotion();
    mockFetch(() =>
      json({ message: 'Bet 1 is above the table limit of 10.00.', code: 'UNPROCESSABLE' }, 422),
    );
    const onBalance = vi.fn();
    const user = userEvent.setup();
    render(<RouletteGame session={session} onBalance={onBalance} />);
    await user.click(spot(/^Even,/));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bet 1 is above the table limit of 10.00.');
    expect(onBalance).not.toHaveBeenCalled();
    // The chips stay down for another try.
    expect(spot(/^Even,/).getAttribute('aria-label')).toContain('NGN 1.00 on it');
  });
});

describe('the bet board and the wheel', () => {
  it('sums chips per spot in minor units', () => {
    let board = EMPTY_BOARD;
    for (const key of ['straight:5', 'straight:5', 'dozen:1']) {
      const next = placeChip(board, key, 0.1, { maxBet: 100, currency: 'NGN' });
      if (typeof next === 'string') throw new Error(next);
      board = next;
    }
    expect(boardBets(board)).toEqual([
      { type: 'straight', numbers: [5], amount: 0.2 },
      { type: 'dozen', numbers: [1], amount: 0.1 },
    ]);
    expect(placeChip(board, 'straight:5', 100, { maxBet: 100, currency: 'NGN' })).toBe(
      'One bet can be at most NGN 100.00.',
    );
  });

  it('turns the wheel whole turns on and brings the pocket to the top', () => {
    const turn = wheelTurnFor(32, 0);
    // 32 is the pocket after zero: one pocket (360/37°) anticlockwise, at least four turns on.
    expect(turn).toBeLessThanOrEqual(-4 * 360);
    expect((((turn + 360 / 37) % 360) + 360) % 360).toBeCloseTo(0, 6);
    const next = wheelTurnFor(0, turn);
    expect(next).toBeLessThan(turn);
    expect(((next % 360) + 360) % 360).toBeCloseTo(0, 6);
  });
});
