import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActiveBonus } from '../../api/bonus.ts';
import type { CurrentUser } from '../../api/auth.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { resetAppState } from '../../test/reset-app-state.ts';
import { CASINO_BONUS_EVENT, refreshActiveBonus } from './refresh-active-bonus.ts';

const bonus = (wallet: ActiveBonus['wallet']): ActiveBonus => ({
  id: 1,
  kind: 'first_deposit',
  name: 'First deposit bonus',
  wallet,
  status: 'active',
  amount: 1000,
  wagered: 0,
  required: 5000,
  progress: 0,
  minOdds: 1.5,
  expiresAt: '2026-12-21T00:00:00.000Z',
});

afterEach(() => resetAppState());

describe('refreshing the active bonus (SPEC.md §4)', () => {
  it('does nothing without a user', async () => {
    const fetch = vi.fn(async () => [bonus('casino_bonus')]);
    await refreshActiveBonus(fetch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores the bonuses, the casino one as the casino bonus, and raises the casino-bonus event', async () => {
    useUserStore.getState().setCurrentUser({ id: 7 } as CurrentUser);
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(CASINO_BONUS_EVENT, listener);
    await refreshActiveBonus(async () => [bonus('sport_bonus'), bonus('casino_bonus')]);
    window.removeEventListener(CASINO_BONUS_EVENT, listener);
    expect(useUserStore.getState().activeBonus).toHaveLength(2);
    expect(useUserStore.getState().casinoActiveBonus).toMatchObject({ wallet: 'casino_bonus' });
    expect(seen).toEqual([expect.objectContaining({ wallet: 'casino_bonus' })]);
  });

  it('keeps the stored bonus when the fetch fails', async () => {
    useUserStore.getState().setCurrentUser({ id: 7 } as CurrentUser);
    useUserStore.getState().setActiveBonus(['kept']);
    await refreshActiveBonus(async () => {
      throw new Error('offline');
    });
    expect(useUserStore.getState().activeBonus).toEqual(['kept']);
  });
});
