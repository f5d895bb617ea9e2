// A bet with a live selection says why Place Bet waits: the live delay the server publishes
// (LiveBetDelayMs), counted down in whole seconds; a pre-match bet, or a server that publishes no
// delay, shows no countdown.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { fixture, market1x2, outcome, pickAll } from './betslip-test-data.test-helper.ts';
import { useBetslipStore } from './betslip-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { BetslipPanel } from './betslip-panel.tsx';
import { delayText, liveBetDelayMs, secondsLeft } from './live-delay.ts';

describe('the live delay', () => {
  it('reads the published delay, and none when it is missing or unreadable', () => {
    expect(liveBetDelayMs({ LiveBetDelayMs: 5000 })).toBe(5000);
    expect(liveBetDelayMs({ LiveBetDelayMs: '3000' })).toBe(3000);
    for (const raw of [undefined, null, 'soon', -1, 0])
      expect(liveBetDelayMs({ LiveBetDelayMs: raw })).toBe(0);
  });

  it('counts down whole seconds, rounding up, to 0', () => {
    expect(secondsLeft(1_000, 5_000, 1_000)).toBe(5);
    expect(secondsLeft(1_000, 5_000, 1_001)).toBe(5);
    expect(secondsLeft(1_000, 5_000, 2_000)).toBe(4);
    expect(secondsLeft(1_000, 5_000, 5_999)).toBe(1);
    expect(secondsLeft(1_000, 5_000, 9_000)).toBe(0);
    expect(delayText(5_000)).toBe('5 s');
    expect(delayText(1_500)).toBe('1.5 s');
  });
});

describe('Place Bet during the live delay', () => {
  /** Logs in, publishes a 5-second delay and holds every placement until `release` is called. */
  function holdPlacements() {
    useAuthStore.getState().loginSucceeded('tok', '2348030000000');
    useUserStore.getState().setCurrentUser({ id: 7, availableBalance: 1000 });
    useUtilityStore.getState().setSportsbookGlobalVariable({ CurrencyCode: 'NGN', LiveBetDelayMs: 5000 });
    let release: () => void = () => {};
    mockFetch((url) => {
      if (!url.endsWith('/bets/place-bet/12')) return undefined;
      return new Promise<Response>((resolve) => {
        release = () => resolve(new Response(JSON.stringify({ message: 'closed' }), { status: 422 }));
      });
    });
    return () => release();
  }

  it('says why a live bet waits and counts the seconds down', async () => {
    // The page's clock, moved by hand: the countdown reads it on each tick.
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const user = userEvent.setup();
    const release = holdPlacements();
    useBetslipStore.getState().toggleSelection(fixture(1), market1x2, outcome(1, 2), { type: 'live' });
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));

    const reason = await screen.findByText('Live bets are checked for 5 s before they are accepted…');
    const count = reason.parentElement?.querySelector('.betslip-live-delay__count');
    expect(screen.getByRole('button', { name: 'Please Wait' })).toHaveProperty('disabled', true);
    expect(count?.textContent).toBe('5');
    now += 2_100;
    await vi.waitFor(() => expect(count?.textContent).toBe('3'));
    // The reason is spoken; the ticking number is not.
    expect(count?.getAttribute('aria-hidden')).toBe('true');
    expect(reason.closest('[role="status"]')).toBeTruthy();
    release();
    await vi.waitFor(() => expect(screen.queryByText(/Live bets are checked/)).toBeNull());
  });

  it('shows no countdown for a pre-match bet', async () => {
    const user = userEvent.setup();
    const release = holdPlacements();
    pickAll(2);
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByRole('button', { name: 'Please Wait' })).toBeTruthy();
    expect(screen.queryByText(/Live bets are checked/)).toBeNull();
    release();
  });
});
