import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callOf, json, mockFetch, roundAnswer, testSession } from '../shared/game-test-kit.test-helper.ts';
import DiceGame from './dice-game.tsx';

const win = { roll: 12.34, target: 50, direction: 'under', chance: 50, multiplier: 1.98, win: true };

// Whole player flows (several calls and renders each): roomier than the 5 s default on a busy machine.
describe('Dice', { timeout: 20_000 }, () => {
  it('prices the target as the player moves it', async () => {
    mockFetch();
    render(<DiceGame session={testSession('dice')} onBalance={() => {}} />);
    screen.getByText('50.00%');
    screen.getByText('1.9800×');
    fireEvent.change(screen.getByRole('slider', { name: 'Target' }), { target: { value: '25' } });
    screen.getByText('25.00%');
    screen.getByText('3.9600×');
    // Over mirrors the target, so the chance stays about the same.
    await userEvent.click(screen.getByRole('button', { name: 'Roll over' }));
    expect((screen.getByRole('textbox', { name: 'Target (0–100)' }) as HTMLInputElement).value).toBe('75.00');
    screen.getByText('24.99%');
  });

  it('rolls with an Idempotency-Key, shows the result and reports the balance', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/games/play/dice/roll')
        ? json(roundAnswer('dice', win, { bet: 10, payout: 19.8, balance: 1009.8 }))
        : undefined,
    );
    const onBalance = vi.fn();
    render(<DiceGame session={testSession('dice')} onBalance={onBalance} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Bet' }), { target: { value: '10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));

    await screen.findByText('You win NGN 19.80');
    await vi.waitFor(() => expect(onBalance).toHaveBeenCalledWith(1009.8));
    const call = callOf(fetchMock.mock.calls[0]!);
    expect(call.body).toEqual({ sessionId: 'session-0001', bet: 10, target: 50, direction: 'under' });
    expect(call.headers['Idempotency-Key']).toMatch(/\w{8,}/);
    const verify = screen.getByRole('link', { name: /Verify Rolled 12.34/ });
    expect(verify.getAttribute('href')).toContain('/Games/Fairness?game=dice&clientSeed=my-seed&nonce=0');
  });

  it('shows the server’s refusal and keeps the key for a retry', async () => {
    const fetchMock = mockFetch(() =>
      json({ message: 'Insufficient funds.', code: 'WALLET_INSUFFICIENT_FUNDS' }, 422),
    );
    render(<DiceGame session={testSession('dice')} onBalance={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Insufficient funds.');
    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));
    await screen.findByRole('alert');
    const [first, second] = fetchMock.mock.calls.map((c) => callOf(c).headers['Idempotency-Key']);
    expect(second).toBe(first);
  });

  it('checks the bet against the table before sending it', async () => {
    const fetchMock = mockFetch();
    render(<DiceGame session={testSession('dice')} onBalance={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Bet' }), { target: { value: '900' } });
    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(screen.getByRole('alert').textContent).toContain('Bets on this table are NGN 1.00 to 500.00.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
