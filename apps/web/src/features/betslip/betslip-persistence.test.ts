// The betslip store, one of the four persisted stores of SPEC.md §3: its defaults, its key in local
// storage without the spinners, and a logout (SPEC.md §4) that leaves the slip as it was.
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { STORAGE_KEYS } from '../../stores/persist-options.ts';
import { bindNavigation, logout } from '../../stores/session.ts';
import { useBetslipStore } from './betslip-store.ts';
import { emptyCoupon } from './coupon.ts';

const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { state: Record<string, unknown> };

describe('the persisted betslip', () => {
  it('starts with the defaults of SPEC.md §3', () => {
    expect(useBetslipStore.getState().mode).toBe('real');
    expect(useBetslipStore.getState().coupon).toEqual(emptyCoupon());
    expect(emptyCoupon()).toMatchObject({ source: 'mobile', stake: 100, clientId: 12, isBooking: 0 });
  });

  it('is written to local storage under its own key, without its spinner', () => {
    useBetslipStore.getState().setMode('sim');
    useBetslipStore.getState().setBetslipLoading(true);
    expect(stored(STORAGE_KEYS.betslip).state).toMatchObject({ mode: 'sim', coupon: emptyCoupon() });
    expect(stored(STORAGE_KEYS.betslip).state).not.toHaveProperty('isBetslipLoading');
  });

  it('stays as it was when the player logs out', () => {
    bindNavigation(vi.fn());
    useAuthStore.setState({ token: 'tok', mobile_number: '2348031234567' });
    useBetslipStore.getState().updateCoupon({ stake: 250 });
    logout();
    expect(useBetslipStore.getState().coupon.stake).toBe(250);
  });
});
