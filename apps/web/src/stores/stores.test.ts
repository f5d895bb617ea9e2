// The auth, user and utility stores of SPEC.md §3 persist to local storage and come back on
// rehydration, and logout (SPEC.md §4) resets auth and user, zeroes the open-bet count and goes home.
// The fourth, the betslip, is the betslip feature's (features/betslip/betslip-persistence.test.ts).
import { DEFAULT_SPORT } from '@slipstream/domain';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth-store.ts';
import { STORAGE_KEYS } from './persist-options.ts';
import { bindNavigation, logout } from './session.ts';
import { useUserStore } from './user-store.ts';
import { useUtilityStore } from './utility-store.ts';

const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { state: Record<string, unknown> };

describe('persisted stores', () => {
  it('start with the defaults of SPEC.md §3', () => {
    const utility = useUtilityStore.getState();
    expect(utility.activeSport).toEqual({ sportID: 1, sportName: 'Soccer' });
    expect(utility.sportID).toBe(DEFAULT_SPORT.sportID);
    expect(utility.openBetCount).toBe(0);
    expect(utility.showDefaultHeaderItems).toBe(true);
  });

  it('write each store to local storage under its own key', () => {
    useAuthStore.getState().loginSucceeded('tok-1', '2348031234567');
    useUserStore.getState().setCurrentUser({ id: 9, availableBalance: 10 });
    useUtilityStore.getState().setActiveSport({ sportID: 2, sportName: 'Basketball' });

    expect(stored(STORAGE_KEYS.auth).state).toEqual({
      token: 'tok-1',
      mobile_number: '2348031234567',
      returnUrl: null,
    });
    expect(stored(STORAGE_KEYS.user).state.currentUser).toEqual({ id: 9, availableBalance: 10 });
    expect(stored(STORAGE_KEYS.utility).state).toMatchObject({
      activeSport: { sportID: 2, sportName: 'Basketball' },
      sportID: 2,
    });
  });

  it('keep spinners and transient errors out of storage', () => {
    useAuthStore.getState().loginStarted();
    useUserStore.getState().userLoadStarted();
    expect(stored(STORAGE_KEYS.auth).state).not.toHaveProperty('loading');
    expect(stored(STORAGE_KEYS.user).state).not.toHaveProperty('isLoadingCurrentUser');
  });

  it('come back from storage on rehydration', async () => {
    localStorage.setItem(
      STORAGE_KEYS.auth,
      JSON.stringify({
        state: { token: 'from-disk', mobile_number: '233241234567', returnUrl: '/Account/Me' },
        version: 1,
      }),
    );
    localStorage.setItem(
      STORAGE_KEYS.utility,
      JSON.stringify({
        state: { activeSport: { sportID: 5, sportName: 'Tennis' }, sportID: 5, openBetCount: 2 },
        version: 1,
      }),
    );
    await useAuthStore.persist.rehydrate();
    await useUtilityStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({
      token: 'from-disk',
      returnUrl: '/Account/Me',
      loading: false,
    });
    expect(useUtilityStore.getState()).toMatchObject({ sportID: 5, openBetCount: 2, showFooter: true });
  });

  it('keep the id of the casino bonus announced, and read an old flag as none announced', async () => {
    useUtilityStore.getState().setBonusModalShown(41);
    expect(stored(STORAGE_KEYS.utility)).toMatchObject({ version: 2, state: { bonusModalShown: 41 } });
    localStorage.setItem(
      STORAGE_KEYS.utility,
      JSON.stringify({ state: { bonusModalShown: false, openBetCount: 3 }, version: 1 }),
    );
    await useUtilityStore.persist.rehydrate();
    expect(useUtilityStore.getState()).toMatchObject({ bonusModalShown: null, openBetCount: 3 });
  });

  it('hand back the return URL once, then / (login step 4)', () => {
    useAuthStore.getState().setReturnUrl('/Account/Deposit?amount=500');
    expect(useAuthStore.getState().consumeReturnUrl()).toBe('/Account/Deposit?amount=500');
    expect(useAuthStore.getState().consumeReturnUrl()).toBe('/');
  });

  it('clear the user and the casino bonus when the profile fails to load', () => {
    useUserStore.setState({ currentUser: { id: 1 }, casinoActiveBonus: { id: 3 }, activeBonus: { id: 4 } });
    useUserStore.getState().userLoadFailed('Failed to fetch user details');
    expect(useUserStore.getState()).toMatchObject({
      currentUser: null,
      casinoActiveBonus: null,
      activeBonus: { id: 4 },
      error: 'Failed to fetch user details',
    });
  });
});

describe('logout', () => {
  it('clears token and number, resets auth and user, zeroes open bets and goes home', () => {
    const navigate = vi.fn();
    bindNavigation(navigate);
    useAuthStore.setState({
      token: 'tok',
      mobile_number: '2348031234567',
      returnUrl: '/Account/Me',
      authError: 'x',
    });
    useUserStore.setState({ currentUser: { id: 3, availableBalance: 20 }, activeCashback: { amount: 1 } });
    useUtilityStore.setState({ openBetCount: 6, activeSport: { sportID: 2, sportName: 'Basketball' } });

    logout();

    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      mobile_number: null,
      returnUrl: null,
      authError: null,
    });
    expect(useUserStore.getState()).toMatchObject({ currentUser: null, activeCashback: null, error: null });
    expect(useUtilityStore.getState().openBetCount).toBe(0);
    // Logout touches only what SPEC.md §4 names: the chosen sport stays (and the betslip).
    expect(useUtilityStore.getState().activeSport.sportName).toBe('Basketball');
    expect(stored(STORAGE_KEYS.auth).state.token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
