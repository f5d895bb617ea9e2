import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callOf, json, mockFetch, roundAnswer, testSession } from '../shared/game-test-kit.test-helper.ts';
import type { BlackjackResult, CardView } from './blackjack-api.ts';
import BlackjackGame from './blackjack-game.tsx';

const c = (rank: CardView['rank'], suit: CardView['suit']): CardView => ({ rank, suit });

const dealt: BlackjackResult = {
  phase: 'player',
  dealer: { cards: [c('9', 'clubs')], total: 9, hidden: 1 },
  hands: [{ cards: [c('8', 'hearts'), c('8', 'spades')], total: 16, soft: false, bet: 10, active: true }],
  insurance: 0,
  moves: ['hit', 'stand', 'double', 'split'],
};

const finished: BlackjackResult = {
  phase: 'done',
  dealer: { cards: [c('9', 'clubs'), c('7', 'diamonds'), c('K', 'spades')], total: 26, hidden: 0 },
  hands: [{ cards: [c('8', 'hearts'), c('8', 'spades')], total: 16, soft: false, bet: 10, active: false }],
  insurance: 0,
  moves: [],
};

// Whole player flows (several calls and renders each): roomier than the 5 s default on a busy machine.
describe('Blackjack', { timeout: 20_000 }, () => {
  it('deals, offers only the legal moves and settles the hand', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.includes('/blackjack/state')) return json({ round: null });
      if (url.endsWith('/blackjack/deal'))
        return json(roundAnswer('blackjack', dealt, { status: 'open', payout: null, balance: 990 }));
      if (url.endsWith('/blackjack/stand'))
        return json(roundAnswer('blackjack', finished, { payout: 20, balance: 1010 }));
      return undefined;
    });
    const onBalance = vi.fn();
    render(<BlackjackGame session={testSession('blackjack')} onBalance={onBalance} />);
    await screen.findByText('Place your bet and deal');
    // From the keyboard: Deal turns into the moves, and focus lands on Hit rather than the page.
    screen.getByRole('button', { name: 'Deal' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hit' })));

    const hand = await screen.findByRole('list', { name: 'Your hand' });
    expect(within(hand).getByText('8 of hearts')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Dealer’s hand' })).getByText('Face-down card'),
    ).toBeTruthy();
    expect(screen.getByText('9 + ?')).toBeTruthy();
    const deal = callOf(fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/deal'))!);
    expect(deal.body).toEqual({ sessionId: 'session-0001', bet: 1 });
    expect(deal.headers['Idempotency-Key']).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Split' }) as HTMLButtonElement).disabled).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Stand' }));
    await screen.findByText('You win NGN 20.00');
    expect(screen.getByText('26 · Bust')).toBeTruthy();
    expect(onBalance).toHaveBeenLastCalledWith(1010);
    const stand = callOf(fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/stand'))!);
    expect(stand.body).toEqual({ sessionId: 'session-0001', roundId: 'round-0001' });
    expect(screen.getByRole('button', { name: 'Deal' })).toBeTruthy();
  });

  it('resumes a hand waiting on insurance and declines it', async () => {
    const insurance: BlackjackResult = {
      ...dealt,
      phase: 'insurance',
      dealer: { cards: [c('A', 'spades')], total: 11, hidden: 1 },
      hands: [{ ...dealt.hands[0]!, cards: [c('10', 'hearts'), c('7', 'clubs')], total: 17 }],
      moves: ['insurance', 'no-insurance'],
    };
    const fetchMock = mockFetch((url) => {
      if (url.includes('/blackjack/state'))
        return json({ round: roundAnswer('blackjack', insurance, { status: 'open', payout: null }) });
      if (url.endsWith('/blackjack/insurance'))
        return json(
          roundAnswer(
            'blackjack',
            { ...insurance, phase: 'player', moves: ['hit', 'stand', 'double'] },
            { status: 'open', payout: null },
          ),
        );
      return undefined;
    });
    render(<BlackjackGame session={testSession('blackjack')} onBalance={() => {}} />);
    await screen.findByText('The dealer shows an ace. Insurance?');
    await userEvent.click(screen.getByRole('button', { name: 'No insurance' }));
    await screen.findByText('Your move');
    const call = callOf(fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/insurance'))!);
    expect(call.body).toEqual({ sessionId: 'session-0001', roundId: 'round-0001', take: false });
    expect((screen.getByRole('button', { name: 'Split' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses an odd-cent bet before sending it', async () => {
    const fetchMock = mockFetch((url) => (url.includes('/state') ? json({ round: null }) : undefined));
    render(<BlackjackGame session={testSession('blackjack')} onBalance={() => {}} />);
    await screen.findByText('Place your bet and deal');
    fireEvent.change(screen.getByRole('textbox', { name: 'Bet' }), { target: { value: '10.01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(screen.getByRole('alert').textContent).toContain('0.02');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
