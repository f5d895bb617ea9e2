import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callOf, json, mockFetch, roundAnswer, testSession } from '../shared/game-test-kit.test-helper.ts';
import type { MinesResult } from './mines-api.ts';
import MinesGame from './mines-game.tsx';

const board = (over: Partial<MinesResult> = {}): MinesResult => ({
  mines: 5,
  revealed: [],
  hit: null,
  multiplier: 1,
  nextMultiplier: 1.2375,
  minePositions: null,
  ...over,
});

const open = (result: MinesResult) =>
  roundAnswer('mines', result, { status: 'open', payout: null, multiplier: null, bet: 10, balance: 990 });

// Whole player flows (several calls and renders each): roomier than the 5 s default on a busy machine.
describe('Mines', { timeout: 20_000 }, () => {
  it('starts a board, opens a gem and cashes out', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.includes('/games/play/mines/state')) return json({ round: null });
      const body = JSON.parse(String(init.body)) as { tile?: number };
      if (url.endsWith('/mines/start')) return json(open(board()));
      if (url.endsWith('/mines/reveal'))
        return json(open(board({ revealed: [body.tile!], multiplier: 1.2375, nextMultiplier: 1.5581 })));
      if (url.endsWith('/mines/cashout'))
        return json(
          roundAnswer(
            'mines',
            board({
              revealed: [7],
              multiplier: 1.2375,
              nextMultiplier: null,
              minePositions: [0, 1, 2, 3, 4],
            }),
            { payout: 12.37, balance: 1002.37, bet: 10 },
          ),
        );
      return undefined;
    });
    const onBalance = vi.fn();
    render(<MinesGame session={testSession('mines')} onBalance={onBalance} />);
    await screen.findByText('Choose your mines and start');
    fireEvent.change(screen.getByRole('textbox', { name: 'Bet' }), { target: { value: '10' } });
    await userEvent.click(screen.getByRole('button', { name: '5 mines' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));

    // The answer arrives after the click: its balance is reported once the board has started.
    await vi.waitFor(() => expect(onBalance).toHaveBeenLastCalledWith(990));
    const startCall = fetchMock.mock.calls.map(callOf).find((c) => c.url.endsWith('/mines/start'))!;
    expect(startCall.body).toEqual({ sessionId: 'session-0001', bet: 10, mines: 5 });
    expect(startCall.headers['Idempotency-Key']).toBeTruthy();

    const cashOut = await screen.findByRole('button', { name: /Cash out/ });
    expect(cashOut.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Tile 8 of 25, hidden' }));
    await screen.findByRole('button', { name: 'Tile 8 of 25, gem' });
    expect(screen.getByRole('button', { name: 'Cash out NGN 12.37' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cash out NGN 12.37' }));

    await screen.findByText('You cashed out NGN 12.37 at 1.24×');
    await vi.waitFor(() => expect(onBalance).toHaveBeenLastCalledWith(1002.37));
    // The whole board is shown at the end.
    expect(screen.getByRole('button', { name: 'Tile 1 of 25, mine, not opened' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tile 10 of 25, gem, not opened' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /Verify 5 mines · cashed out 1 gem/ }).getAttribute('href'),
    ).toContain('mines=5');
  });

  it('resumes an open board after a reload and ends on a mine', async () => {
    mockFetch((url) => {
      if (url.includes('/games/play/mines/state?sessionId=session-0001'))
        return json({ round: open(board({ mines: 3, revealed: [12], multiplier: 1.1315 })) });
      if (url.endsWith('/mines/reveal'))
        return json(
          roundAnswer(
            'mines',
            board({ mines: 3, revealed: [12], hit: 0, multiplier: 1.1315, minePositions: [0, 5, 9] }),
            { payout: 0, bet: 10, balance: 990 },
          ),
        );
      return undefined;
    });
    render(<MinesGame session={testSession('mines')} onBalance={() => {}} />);
    await screen.findByRole('button', { name: 'Tile 13 of 25, gem' });
    expect(screen.getByText('1.13×')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tile 1 of 25, hidden' }));
    await screen.findByText('Boom — you hit a mine.');
    expect(screen.getByRole('button', { name: 'Tile 1 of 25, mine, hit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tile 6 of 25, mine, not opened' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
