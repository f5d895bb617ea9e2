// The most the bettor may stake (SPEC.md §5 "The maximum allowed stake is floored to 2 decimals"):
// the balance the stake comes from, the operator's maximum stake and maximum payout over what the slip
// returns per unit, floored to the cent; shown under the stake box, and a bigger stake is said there
// and refused at Place Bet before anything is sent.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { pickAll, serverSettings } from './betslip-test-data.test-helper.ts';
import { selectCouponConfig, useBetslipStore } from './betslip-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { apiRoutes, mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { BetslipPanel } from './betslip-panel.tsx';
import { switchBetMode } from './bet-mode.ts';
import { stakeLimitOf, type StakeLimitInputs } from './stake-limit.ts';

function inputs(over: Partial<StakeLimitInputs> = {}): StakeLimitInputs {
  const state = useBetslipStore.getState();
  return {
    coupon: state.coupon,
    config: selectCouponConfig(state),
    target: state.stakeTarget,
    balance: null,
    maxStake: null,
    maxPayout: null,
    ...over,
  };
}

/** The limit for `balance` is a stake the slip takes within it, and a cent more is not. */
function expectLargestStakeWithin(balance: number) {
  const limit = stakeLimitOf(inputs({ balance }));
  useBetslipStore.getState().setStake(limit!.max);
  expect(useBetslipStore.getState().coupon.totalStake).toBeLessThanOrEqual(balance);
  useBetslipStore.getState().setStake(limit!.max + 0.01);
  expect(useBetslipStore.getState().coupon.totalStake).toBeGreaterThan(balance);
}

describe('stakeLimitOf', () => {
  it('floors the maximum payout over the total odds to 2 decimals', () => {
    pickAll(2, 1.5);
    expect(stakeLimitOf(inputs({ maxPayout: 1000 }))).toMatchObject({
      max: 333.33,
      reason: 'max-payout',
      amount: 1000,
    });
  });

  it('counts the multi-bet bonus in what a unit of stake returns', () => {
    serverSettings();
    pickAll(2, 1.5, 3); // 9.00 and 3% → 9.27 a unit
    expect(stakeLimitOf(inputs({ maxPayout: 1000 }))?.max).toBe(107.87);
  });

  it('takes the lowest of balance, maximum stake and maximum payout', () => {
    pickAll(2, 1.5);
    expect(stakeLimitOf(inputs({ balance: 250, maxStake: 300, maxPayout: 1000 }))).toMatchObject({
      max: 250,
      reason: 'balance',
    });
    expect(stakeLimitOf(inputs({ balance: 5000, maxStake: 300, maxPayout: 1000 }))).toMatchObject({
      max: 300,
      reason: 'max-stake',
    });
    useBetslipStore.getState().updateCoupon({ useBonus: true });
    expect(stakeLimitOf(inputs({ balance: 40.5 }))).toMatchObject({ max: 40.5, reason: 'bonus-balance' });
  });

  it('shares the balance over the selections of singles', () => {
    pickAll(2, 1.5, 3);
    switchBetMode('single', 100000);
    expect(stakeLimitOf(inputs({ balance: 100 }))).toMatchObject({ max: 33.33, perSelection: true });
  });

  it("gives a system bet the stake the engine's line rounding and floor let through", () => {
    pickAll(2, 1.5, 3);
    switchBetMode('system', 100000); // doubles: 3 lines, at least 100 in all
    expect(stakeLimitOf(inputs({ balance: 50 }))?.max).toBe(0);
    expectLargestStakeWithin(100.1);
  });

  it("finds a large system bet's limit where its line floors no longer weigh on the stake", () => {
    pickAll(1.5, 1.6, 1.7, 1.8, 1.9, 2, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6);
    switchBetMode('system', 100000);
    useBetslipStore.getState().setCombos([2, 3, 4, 5, 6]); // 2,583 lines
    expectLargestStakeWithin(1_000_000);
  });

  it('has nothing to say without a balance or a published limit', () => {
    pickAll(2, 1.5);
    expect(stakeLimitOf(inputs())).toBeNull();
  });
});

describe('the stake box and Place Bet', () => {
  function logIn(availableBalance: number) {
    useAuthStore.getState().loginSucceeded('tok', '2348030000000');
    useUserStore.getState().setCurrentUser({ id: 7, availableBalance });
  }

  function publishLimits() {
    useBetslipStore.getState().setSportsbookGlobalVariable({
      CurrencyCode: 'NGN',
      BetCouponGlobalVariable: { MinBonusOdd: 1.2, MaxCouponCombinations: 100000, MaxPayout: 1000 },
    });
  }

  it('shows the most the player may stake, says why a bigger stake is too big, and offers the most', async () => {
    const user = userEvent.setup();
    logIn(250);
    publishLimits();
    pickAll(2, 1.5);
    const api = apiRoutes({});
    mockFetch(api.handler);
    renderWithRouter(<BetslipPanel />);
    const stake = screen.getByLabelText('Stake');
    expect(screen.getByText('Max stake NGN 250.00')).toBeTruthy();
    expect(stake.getAttribute('aria-describedby')).toBe(screen.getByText('Max stake NGN 250.00').id);

    await user.clear(stake);
    await user.type(stake, '300');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'The most you can stake on this slip is NGN 250.00: your available balance is NGN 250.00.',
    );
    expect(stake.getAttribute('aria-invalid')).toBe('true');

    // Place Bet is refused beside the box: the cursor goes back to it, where the limit already says why.
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(stake));
    expect(screen.getAllByRole('alert')).toEqual([alert]);
    expect(api.of('POST', 'bets/place-bet/12')).toHaveLength(0);

    await user.click(within(alert).getByRole('button', { name: 'Stake 250.00' }));
    expect(useBetslipStore.getState().coupon.stake).toBe(250);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the payout cap when it binds', async () => {
    const user = userEvent.setup();
    logIn(5000);
    publishLimits();
    pickAll(2, 1.5);
    renderWithRouter(<BetslipPanel />);
    expect(screen.getByText('Max stake NGN 333.33')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add 500 to the stake' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'The most you can stake on this slip is NGN 333.33: a bet can win at most NGN 1,000.00.',
    );
  });
});
