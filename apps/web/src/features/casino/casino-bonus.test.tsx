// Opening the casino refreshes the active bonus (SPEC.md §4): the lobby screens announce a casino
// bonus in its dialog once per bonus id (utility `bonusModalShown`, persisted); a new bonus is
// announced again; the play page refreshes without a second dialog over the balance chooser.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActiveBonus } from '../../api/bonus.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { STORAGE_KEYS } from '../../stores/persist-options.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { renderApp } from '../../test/render-app.tsx';
import { casinoApi, json } from './casino-test-data.test-helper.ts';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const casinoBonus = (id: number): ActiveBonus => ({
  id,
  kind: 'casino',
  name: 'Casino welcome bonus',
  wallet: 'casino_bonus',
  status: 'active',
  amount: 1000,
  wagered: 0,
  required: 30_000,
  progress: 0,
  minOdds: null,
  expiresAt: '2030-01-14T23:00:00.000Z',
});

function logIn() {
  const user = {
    id: 7,
    availableBalance: 250,
    sportBonusBalance: 0,
    casinoBonusBalance: 1000,
    virtualBonusBalance: 0,
    trustBalance: 0,
  };
  useAuthStore.getState().loginSucceeded('test-token', '2348030000000');
  useUserStore.getState().setCurrentUser(user);
  return { 'GET auth/details/12': () => json({ data: user }) };
}

describe('casino bonus on opening the casino', () => {
  it('announces a casino bonus once per bonus id, and a new bonus again', async () => {
    const user = userEvent.setup();
    let bonuses = [casinoBonus(41)];
    const api = casinoApi({ ...logIn(), 'GET bonus/get-active-bonus': () => json({ data: bonuses }) });
    const { router } = renderApp('/Games', api.handler);

    const dialog = await screen.findByRole('dialog', { name: 'You have a casino bonus' });
    expect(dialog.textContent).toContain('Casino welcome bonus: NGN 1,000.00');
    expect(dialog.textContent).toContain('Wager NGN 30,000.00 in casino games');
    expect(dialog.textContent).toContain('15 Jan 2030');
    expect(useUserStore.getState().casinoActiveBonus).toMatchObject({ id: 41 });
    expect(useUtilityStore.getState().bonusModalShown).toBe(41);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.utility) ?? '{}').state.bonusModalShown).toBe(41);
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Another casino screen refreshes again; the same bonus is not announced twice.
    const asked = api.of('GET', 'bonus/get-active-bonus').length;
    await act(() => router.navigate('/Games/Providers'));
    await waitFor(() => expect(api.of('GET', 'bonus/get-active-bonus').length).toBeGreaterThan(asked));
    await screen.findByRole('heading', { level: 1, name: 'Game providers' });
    expect(screen.queryByRole('dialog')).toBeNull();

    bonuses = [casinoBonus(42)];
    await act(() => router.navigate('/Games'));
    expect(await screen.findByRole('dialog', { name: 'You have a casino bonus' })).toBeTruthy();
    expect(useUtilityStore.getState().bonusModalShown).toBe(42);
  });

  it("refreshes once a fresh page has the player's details", async () => {
    const routes = logIn();
    useUserStore.getState().reset();
    const api = casinoApi({
      ...routes,
      'GET bonus/get-active-bonus': () => json({ data: [casinoBonus(45)] }),
    });
    renderApp('/Games', api.handler);
    expect(await screen.findByRole('dialog', { name: 'You have a casino bonus' })).toBeTruthy();
    expect(api.of('GET', 'auth/details/12').length).toBeGreaterThan(0);
  });

  it('refreshes on the play page without a dialog over the balance chooser', async () => {
    const api = casinoApi({
      ...logIn(),
      'GET bonus/get-active-bonus': () => json({ data: [casinoBonus(43)] }),
    });
    renderApp('/Games/starlight-reels/1/Play', api.handler);
    await screen.findByRole('dialog', { name: 'Choose a balance' });
    await waitFor(() => expect(useUserStore.getState().casinoActiveBonus).toMatchObject({ id: 43 }));
    expect(screen.queryByRole('dialog', { name: 'You have a casino bonus' })).toBeNull();
    expect(useUtilityStore.getState().bonusModalShown).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    const api = casinoApi({ 'GET bonus/get-active-bonus': () => json({ data: [casinoBonus(44)] }) });
    renderApp('/Games', api.handler);
    await screen.findByRole('list', { name: 'All games' });
    expect(api.of('GET', 'bonus/get-active-bonus')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
