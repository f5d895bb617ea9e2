// The auth dialog against a fake server at the fetch level (SPEC.md §4, §5, §8): login and its data
// loads, registration through Verify Mobile Number, and the error texts shown in the dialog.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { openDialog } from '../../stores/dialog-store.ts';
import { logout } from '../../stores/session.ts';
import { useTrackingStore } from '../../stores/tracking-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { json, mockFetch, type FetchHandler } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { ACCOUNT_EXISTS_TEXT } from './auth-flow.ts';

const USER = { id: 7, phone: '2348031234567', availableBalance: 0, sportBonusBalance: 0 };

type Route = Record<string, (body: Record<string, unknown>) => Response>;

/** Answers by path (without /api/v2/ and the query); unknown paths fail like a dead server. */
function fakeServer(routes: Route) {
  const handler: FetchHandler = (url, init) => {
    const path = url.replace(/^\/api\/v2\//, '').replace(/\?.*$/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    return routes[path]?.(body);
  };
  return mockFetch(handler);
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, path: string) => {
  const call = fetchMock.mock.calls.find(([u]) => String(u).includes(path));
  return call ? (JSON.parse(String(call[1]?.body ?? '{}')) as Record<string, unknown>) : undefined;
};

async function openAuth(tab: 'login' | 'register') {
  const utils = renderWithRouter(null);
  void openDialog('auth', { tab });
  // The dialog's code loads on first open, which can take a while on a busy machine.
  const name = tab === 'login' ? 'Welcome back' : 'Join Slipstream';
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 5000 });
  return { ...utils, dialog };
}

async function fill(dialog: HTMLElement, number: string, password: string) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), number);
  await user.type(within(dialog).getByLabelText('Password'), password);
  return user;
}

describe('login', () => {
  it('stores the token and number, loads profile and cashback, keeps the bonus when its fetch fails, and goes to the return URL', async () => {
    useAuthStore.getState().setReturnUrl('/Account/Transactions');
    useUserStore.getState().setActiveBonus({ kept: true });
    fakeServer({
      'auth/login': () => json({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user: { id: 7 } }),
      'auth/details/12': () => json(USER),
      'bonus/user/check-cashback-bonus': () => json({ message: 'down' }, 500),
      'bets/open-bets': () => json({ bets: 2 }),
    });
    const { dialog } = await openAuth('login');
    const user = await fill(dialog, '08031234567', 'hunter22');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/Account/Transactions'));
    expect(useAuthStore.getState()).toMatchObject({
      token: 'tok-1',
      mobile_number: '2348031234567',
      returnUrl: null,
      loading: false,
    });
    expect(useUserStore.getState().currentUser?.id).toBe(7);
    expect(useUserStore.getState().activeBonus).toEqual({ kept: true });
    expect(useUserStore.getState().activeCashback).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message in the dialog and ends loading when login fails', async () => {
    fakeServer({
      'auth/login': () =>
        json({ message: 'The mobile number or password is incorrect.', code: 'CREDENTIALS_INVALID' }, 401),
    });
    const { dialog } = await openAuth('login');
    const user = await fill(dialog, '8031234567', 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The mobile number or password is incorrect.',
    );
    expect(useAuthStore.getState().loading).toBe(false);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('treats an answer without a token as an error built from its error field', async () => {
    fakeServer({ 'auth/login': () => json({ error: 'Account not active' }) });
    const { dialog } = await openAuth('login');
    const user = await fill(dialog, '08031234567', 'hunter22');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Account not active');
  });
});

describe('logout', () => {
  it('tells the server with the old token, then clears the stores and the open-bet count', async () => {
    const fetchMock = fakeServer({ 'auth/logout': () => json({ status: true }) });
    useAuthStore.getState().loginSucceeded('tok-9', '2348031234567');
    useUserStore.getState().setCurrentUser({ id: 7 });
    useUtilityStore.getState().setOpenBetCount(3);
    logout();
    expect(useAuthStore.getState().token).toBeNull();
    expect(useUserStore.getState().currentUser).toBeNull();
    expect(useUtilityStore.getState().openBetCount).toBe(0);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('auth/logout'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('auth/logout'));
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
  });
});

describe('registration', () => {
  it('stops with the SPEC text when the number already has an account', async () => {
    const fetchMock = fakeServer({ 'auth/verify-username': () => json({ responseMessage: 'SUCCESSFUL' }) });
    const { dialog } = await openAuth('register');
    const user = await fill(dialog, '08031234567', 'hunter22x');
    await user.click(within(dialog).getByRole('checkbox', { name: /over 18/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ACCOUNT_EXISTS_TEXT);
    expect(useAuthStore.getState().loading).toBe(false);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('send-otp'))).toBe(false);
  });

  it('verifies the number with a 6-digit code, registers with promo code and tracking token, then logs in', async () => {
    useTrackingStore.getState().setTrackingToken('click-42');
    let codeTries = 0;
    const fetchMock = fakeServer({
      'auth/verify-username': () => json({ responseMessage: 'NOT_FOUND' }),
      'notification/send-otp': () =>
        json({ status: true, message: 'Code sent', expiresInSeconds: 600, resendAfterSeconds: 60 }),
      'notification/verify-otp': (body) =>
        body.code === '123456'
          ? json({ status: true, message: 'Verified', verificationToken: 'vt-1' })
          : (codeTries++,
            json(
              { status: false, message: 'That code is not right. 4 tries left.', code: 'OTP_INVALID' },
              400,
            )),
      'auth/register': () => json({ status: true, message: 'Welcome', user: { id: 7 } }, 201),
      'auth/login': () => json({ token: 'tok-new', expiresAt: '2030-01-01T00:00:00Z', user: { id: 7 } }),
      'auth/details/12': () => json(USER),
    });
    const { dialog } = await openAuth('register');
    const user = await fill(dialog, '08031234567', 'hunter22x');
    await user.type(within(dialog).getByRole('textbox', { name: 'Promo code (optional)' }), ' WELCOME ');
    await user.click(within(dialog).getByRole('checkbox', { name: /over 18/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const verify = await screen.findByRole('dialog', { name: 'Verify Mobile Number' });
    expect(bodyOf(fetchMock, 'send-otp')).toEqual({
      clientID: 12,
      phoneNumber: '2348031234567',
      purpose: 'register',
    });
    const sendAgain = within(verify).getByRole('button', { name: 'Send Again' }) as HTMLButtonElement;
    expect(sendAgain.disabled).toBe(true);
    expect(within(verify).getByText(/New code in 60 s/)).toBeTruthy();

    const code = within(verify).getByRole('textbox', { name: 'Verification code' });
    await user.type(code, '999999');
    expect((await within(verify).findByRole('alert')).textContent).toBe(
      'That code is not right. 4 tries left.',
    );
    expect(codeTries).toBe(1);
    await user.clear(code);
    await user.type(code, '123456');

    await waitFor(() => expect(useAuthStore.getState().token).toBe('tok-new'));
    expect(bodyOf(fetchMock, 'auth/register')).toEqual({
      username: '2348031234567',
      phone: '2348031234567',
      password: 'hunter22x',
      clientId: 12,
      promoCode: 'WELCOME',
      trackingToken: 'click-42',
      verificationToken: 'vt-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/');
  });

  it('counts Send Again down each second and enables it after 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeServer({
        'auth/verify-username': () => json({ responseMessage: 'NOT_FOUND' }),
        'notification/send-otp': () => json({ status: true, message: 'Code sent', resendAfterSeconds: 60 }),
      });
      const { dialog } = await openAuth('register');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '08031234567');
      await user.type(within(dialog).getByLabelText('Password'), 'hunter22x');
      await user.click(within(dialog).getByRole('checkbox', { name: /over 18/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      const verify = await screen.findByRole('dialog', { name: 'Verify Mobile Number' });
      const sendAgain = within(verify).getByRole('button', { name: 'Send Again' }) as HTMLButtonElement;
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(within(verify).getByText(/New code in 59 s/)).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(sendAgain.disabled).toBe(false);
      expect(within(verify).queryByText(/New code in/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a too-short password before texting a code', async () => {
    const fetchMock = fakeServer({});
    const { dialog } = await openAuth('register');
    const user = await fill(dialog, '08031234567', 'short');
    await user.click(within(dialog).getByRole('checkbox', { name: /over 18/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your password must be at least 8 characters long.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
