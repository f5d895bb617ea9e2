// Route behaviour of SPEC.md §2: unknown paths, login-guarded routes, the {sport} parameter, /Register.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store.ts';
import { useTrackingStore } from '../stores/tracking-store.ts';
import { useUserStore } from '../stores/user-store.ts';
import { useUtilityStore } from '../stores/utility-store.ts';
import { json, renderApp } from '../test/render-app.tsx';

const MENU = {
  sports: [
    { sportID: 1, sportName: 'Soccer' },
    { sportID: 2, sportName: 'Basketball' },
    { sportID: 4, sportName: 'Ice Hockey' },
  ],
};

const serveMenu = (url: string) => (url.startsWith('/api/v2/sports/menu') ? json(MENU) : undefined);

describe('router', () => {
  it('redirects an unknown path to the home screen', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports betting' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the login dialog over home for an account route and remembers the full path', async () => {
    const { router } = renderApp('/Account/BetHistory?page=2');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(useAuthStore.getState().returnUrl).toBe('/Account/BetHistory?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports betting' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Account/BetHistory');
  });

  it('goes home and forgets the return URL when the login dialog is dismissed', async () => {
    const { router } = renderApp('/Account/Me');
    await screen.findByRole('dialog', { name: 'Welcome back' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useAuthStore.getState().returnUrl).toBeNull();
  });

  it('shows the account screen to a logged-in player with formatted balances', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useAuthStore.setState({ token: 't-1', mobile_number: '2348031234567' });
    useUserStore.setState({ currentUser: { id: 7, availableBalance: 1, sportBonusBalance: null } });
    renderApp('/Account/Me', (url) => {
      if (url === '/api/v2/auth/details/12')
        return json({ data: { id: 7, availableBalance: 1234.5, trustBalance: '0' } });
      if (url === '/api/v2/bets/open-bets') return json({ bets: 3 });
      return undefined;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    const balances = screen.getByRole('list', { name: 'Balances' });
    expect(await within(balances).findByText('NGN 1,234.50')).toBeTruthy();
    await waitFor(() => expect(within(balances).getAllByText('NGN 0.00').length).toBe(4));
    await waitFor(() => expect(useUtilityStore.getState().openBetCount).toBe(3));
    // SPEC.md §8: missing balance fields are a warning, shown as 0.00.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sportBonusBalance'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the sport of a {sport} route active, matching the menu by slug', async () => {
    renderApp('/Sports/Prematch/ice-hockey', serveMenu);
    await waitFor(() =>
      expect(useUtilityStore.getState().activeSport).toEqual({ sportID: 4, sportName: 'Ice Hockey' }),
    );
    expect(useUtilityStore.getState().sportID).toBe(4);
    const sports = screen.getByRole('navigation', { name: 'Sports' });
    expect(within(sports).getByRole('link', { name: 'Ice Hockey' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ice Hockey' })).toBeTruthy();
  });

  it('matches the sport case-insensitively and keeps the active sport for an unknown one', async () => {
    const first = renderApp('/Sports/Prematch/BASKETBALL/Upcoming', serveMenu);
    await waitFor(() => expect(useUtilityStore.getState().activeSport.sportName).toBe('Basketball'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming Basketball' })).toBeTruthy();
    first.unmount();

    renderApp('/Sports/Prematch/curling', serveMenu);
    await screen.findByRole('link', { name: 'Ice Hockey' });
    expect(useUtilityStore.getState().activeSport.sportName).toBe('Basketball');
  });

  it('opens /Register on the Register tab, hides the header items and keeps the clickid', async () => {
    renderApp('/Register?clickid=cmp-42');
    const dialog = await screen.findByRole('dialog', { name: 'Join Slipstream' });
    expect(within(dialog).getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Terms and Conditions' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(useUtilityStore.getState().showDefaultHeaderItems).toBe(false);
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Sports' })).toBeNull();
    expect(useTrackingStore.getState().trackingToken).toBe('cmp-42');
  });

  it('shows the header items again after leaving /Register', async () => {
    const { router } = renderApp('/Register');
    await screen.findByRole('dialog', { name: 'Join Slipstream' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(useUtilityStore.getState().showDefaultHeaderItems).toBe(true);
  });

  it('degrades gracefully when every start-up call fails', async () => {
    const { fetchMock } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports betting' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Each home block says its call failed and offers a Retry; the sports links stay usable.
    expect((await screen.findAllByRole('button', { name: 'Retry' })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Soccer' }).length).toBeGreaterThan(0);
  });
});
