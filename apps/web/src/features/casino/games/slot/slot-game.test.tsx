// Starlight Reels on screen: a spin is sent with its Idempotency-Key, the answer's screen, winning
// lines and free spins are shown, the balance is reported once the round has been shown, and refusals
// read as the server's sentence.
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SlotResult, SlotSpinView } from '../../../../api/casino.ts';
import { callOf, json, mockFetch, roundAnswer, testSession } from '../shared/game-test-kit.test-helper.ts';
import SlotGame from './slot-game.tsx';
import { IDLE, nextStep, slotShow } from './slot-show.ts';

// A busy machine runs these slower than Testing Library's and Vitest's defaults allow.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const session = testSession('starlight-reels', { minBet: 0.1, maxBet: 5000 });

const spinView = (overrides: Partial<SlotSpinView> = {}): SlotSpinView => ({
  grid: [
    ['moon', 'moon', 'rocket'],
    ['comet', 'moon', 'astronaut'],
    ['planet', 'moon', 'nebula'],
    ['astronaut', 'comet', 'rocket'],
    ['rocket', 'planet', 'moon'],
  ],
  stops: [0, 0, 0, 0, 0],
  lineWins: [],
  scatters: 1,
  freeSpinsWon: 0,
  win: 0,
  ...overrides,
});

const winning: SlotResult = {
  base: spinView({ lineWins: [{ line: 0, symbol: 'moon', count: 3, amount: 6 }], win: 6 }),
  freeSpins: [],
  totalWin: 6,
};

/** The player's "reduce motion" setting, which shows results at once. */
function reduceMotion(on: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: on && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Starlight Reels', () => {
  it('spins with an Idempotency-Key and shows the screen, the winning line and the win', async () => {
    reduceMotion(true);
    const fetchMock = mockFetch((url) =>
      url.endsWith('/games/play/slot/spin')
        ? json(roundAnswer('starlight-reels', winning, { bet: 10, payout: 6, balance: 996 }))
        : undefined,
    );
    const onBalance = vi.fn();
    render(<SlotGame session={session} onBalance={onBalance} />);
    const bet = screen.getByRole('textbox', { name: 'Total bet' });
    await userEvent.clear(bet);
    await userEvent.type(bet, '10');
    expect(screen.getByText('NGN 1.00 per line on 10 lines')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));

    await screen.findByText('You won NGN 6.00');
    await vi.waitFor(() => expect(onBalance).toHaveBeenCalledWith(996));
    const call = callOf(fetchMock.mock.calls[0]!);
    expect(call.url).toContain('/api/v2/games/play/slot/spin');
    expect(call.body).toEqual({ sessionId: 'session-0001', bet: 10 });
    expect(call.headers['Idempotency-Key']).toMatch(/\w{8,}/);
    const reels = screen.getByRole('img', { name: /^Reel 1: Moon, Moon, Rocket; Reel 2: Comet, Moon/ });
    expect(reels.querySelectorAll('.slot-payline')).toHaveLength(1);
    expect(reels.querySelectorAll('.slot-cell--lit')).toHaveLength(3);
    expect(
      within(screen.getByRole('list', { name: 'Winning lines' })).getByText('Line 1: 3 × Moon · NGN 6.00'),
    ).toBeTruthy();

    // The next spin is a new bet: a new key.
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByRole('button', { name: 'Spin' });
    const keys = fetchMock.mock.calls.map((c) => callOf(c).headers['Idempotency-Key']);
    expect(keys[1]).toBeDefined();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('plays the free spins one after another and reveals the balance at the end', async () => {
    reduceMotion(false);
    const result: SlotResult = {
      base: spinView({ scatters: 3, freeSpinsWon: 8, win: 2 }),
      freeSpins: [
        spinView({ win: 0 }),
        spinView({ lineWins: [{ line: 0, symbol: 'moon', count: 3, amount: 1.2 }], win: 1.2 }),
      ],
      totalWin: 3.2,
    };
    mockFetch(() => json(roundAnswer('starlight-reels', result, { bet: 1, payout: 3.2, balance: 1002.2 })));
    const onBalance = vi.fn();
    const user = userEvent.setup();
    render(<SlotGame session={session} onBalance={onBalance} />);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByRole('button', { name: 'Skip to total' });
    expect(onBalance).not.toHaveBeenCalled();
    // The base spin's reels stop one by one, then the first free spin runs.
    expect(await screen.findByText(/Free spin [12] of 2/)).toBeTruthy();
    expect(onBalance).not.toHaveBeenCalled();
    // Skipping jumps to the total (on a slow machine the show may already have ended by itself).
    const skip = screen.queryByRole('button', { name: 'Skip to total' });
    if (skip) await user.click(skip);
    await screen.findByText('You won NGN 3.20');
    expect(screen.getByText('2 free spins played · NGN 1.20 from free spins')).toBeTruthy();
    await vi.waitFor(() => expect(onBalance).toHaveBeenCalledWith(1002.2));
  });

  it('shows the server’s refusal as text and keeps the key for a retry', async () => {
    reduceMotion(true);
    const fetchMock = mockFetch(() =>
      json(
        {
          message: 'Insufficient funds: your balance is too low for this bet.',
          code: 'WALLET_INSUFFICIENT_FUNDS',
        },
        422,
      ),
    );
    const onBalance = vi.fn();
    render(<SlotGame session={session} onBalance={onBalance} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Insufficient funds: your balance is too low for this bet.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByRole('alert');
    const [first, second] = fetchMock.mock.calls.map((c) => callOf(c).headers['Idempotency-Key']);
    expect(second).toBe(first);
    expect(onBalance).not.toHaveBeenCalled();
    // The reels went back to rest, showing the opening screen.
    expect(screen.getByRole('img', { name: /^Reel 1: Moon, Rocket, Planet/ })).toBeTruthy();
  });

  it('checks the bet against the table limits before sending it', async () => {
    reduceMotion(true);
    const fetchMock = mockFetch();
    render(<SlotGame session={session} onBalance={() => {}} />);
    const bet = screen.getByRole('textbox', { name: 'Total bet' });
    await userEvent.clear(bet);
    await userEvent.type(bet, '6000');
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(screen.getByRole('alert').textContent).toBe('Bets on this table are NGN 0.10 to 5,000.00.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the spin show', () => {
  it('stops the reels left to right, then runs each free spin, then ends', () => {
    const spins = [spinView(), spinView()];
    let show = slotShow(slotShow(IDLE, { type: 'spin' }), { type: 'answer', spins, instant: false });
    expect(show).toMatchObject({ index: 0, running: 0, done: false });
    for (let reel = 1; reel < 5; reel++) {
      show = slotShow(show, { type: 'reel-stopped' });
      expect(show.running).toBe(reel);
    }
    show = slotShow(show, { type: 'reel-stopped' });
    expect(show).toMatchObject({ running: null, done: false });
    expect(nextStep(show)).toBe('next-spin');
    show = slotShow(show, { type: 'next-spin' });
    expect(show).toMatchObject({ index: 1, running: 0 });
    for (let reel = 0; reel < 5; reel++) show = slotShow(show, { type: 'reel-stopped' });
    expect(show).toMatchObject({ index: 1, running: null, done: true });
    expect(nextStep(show)).toBeNull();
  });

  it('skips to the last spin and ends the show', () => {
    const spins = [spinView(), spinView({ win: 1 }), spinView({ win: 2, grid: [['star']] })];
    const show = slotShow(slotShow(IDLE, { type: 'answer', spins, instant: false }), { type: 'skip' });
    expect(show).toMatchObject({ index: 2, running: null, done: true, screen: [['star']] });
  });
});
