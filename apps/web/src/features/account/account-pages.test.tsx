// The account pages against a fake server at the fetch level: reset password, details with server
// field errors, password change storing the new token, and a time-out that logs out after confirming.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { AccountMePage } from './account-me-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { SafetySecurityPage } from './safety-security-page.tsx';

type Handler = (method: string, body: Record<string, unknown>) => Response | undefined;

function fakeServer(routes: Record<string, Handler>) {
  return mockFetch((url, init) => {
    const path = url.replace(/^\/api\/v2\//, '').replace(/\?.*$/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    return routes[path]?.(init.method ?? 'GET', body);
  });
}

function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

const DETAILS = {
  id: 7,
  phone: '2348031234567',
  firstName: null,
  lastName: null,
  email: null,
  dateOfBirth: null,
  address: null,
  city: null,
  state: null,
  promoCode: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  currency: 'NGN',
  availableBalance: 1234.5,
  sportBonusBalance: 0,
  casinoBonusBalance: null,
  virtualBonusBalance: 0,
  trustBalance: 0,
};

const RG = {
  currency: 'NGN',
  depositLimits: {
    daily: { amount: 5000, pending: { amount: 10000, effectiveAt: '2030-01-02T10:00:00.000Z' } },
    weekly: { amount: null, pending: null },
    monthly: { amount: null, pending: null },
  },
  exclusion: null,
  rules: {},
};

describe('reset password page', () => {
  it('goes number → code → new password → success with a Login button', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeServer({
      'notification/send-otp': () => json({ status: true, message: 'sent', resendAfterSeconds: 60 }),
      'notification/verify-otp': (_m, body) =>
        json({ status: true, message: 'ok', verificationToken: `vt-${String(body.code)}` }),
      'auth/update/reset-password': () => json({ status: true, message: 'changed' }),
    });
    renderPage(<ResetPasswordPage />);
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    expect((screen.getByRole('button', { name: 'Send Again' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(code, '654321');
    await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('reset-password'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      phone: '2348031234567',
      verificationToken: 'vt-654321',
      newPassword: 'new-secret-1',
    });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5000 })).toBeTruthy();
  });

  it("shows the server's message when the code is wrong", async () => {
    const user = userEvent.setup();
    fakeServer({
      'notification/send-otp': () => json({ status: true, message: 'sent', resendAfterSeconds: 60 }),
      'notification/verify-otp': () =>
        json({ status: false, message: 'That code is not right.', code: 'OTP_INVALID' }, 400),
    });
    renderPage(<ResetPasswordPage />);
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '8031234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '111111');
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right.');
  });
});

describe('account overview', () => {
  it('shows the five balances with 2 decimals (0.00 when missing) and a server error under its field', async () => {
    const user = userEvent.setup();
    useAuthStore.getState().loginSucceeded('tok', '2348031234567');
    fakeServer({
      'auth/details/12': () => json(DETAILS),
      'auth/update/details': () =>
        json({ message: 'email: must be an email address', code: 'VALIDATION_FAILED' }, 400),
    });
    renderPage(<AccountMePage />);
    const balances = await screen.findByRole('list', { name: 'Balances' });
    await waitFor(() => expect(within(balances).getByText('NGN 1,234.50')).toBeTruthy());
    expect(within(balances).getAllByText('NGN 0.00')).toHaveLength(4);
    expect(screen.getByText('5 Jan 2026')).toBeTruthy();

    await user.type(await screen.findByLabelText('Date of birth'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByText('You must be at least 18 years old to play.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('must be an email address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('safety and security page', () => {
  it('stores the new token after a password change and shows a wrong current password by its field', async () => {
    const user = userEvent.setup();
    useAuthStore.getState().loginSucceeded('old-token', '2348031234567');
    let tries = 0;
    fakeServer({
      'auth/sessions': () => json({ sessions: [] }),
      'auth/responsible-gambling': () => json(RG),
      'auth/update/password': () =>
        ++tries === 1
          ? json({ message: 'Your current password is not right.', code: 'PASSWORD_INCORRECT' }, 400)
          : json({ status: true, message: 'changed', token: 'new-token', expiresAt: '2030-01-01T00:00:00Z' }),
    });
    renderPage(<SafetySecurityPage />);
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'brand-new-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right.')).toBeTruthy();
    expect(useAuthStore.getState().token).toBe('old-token');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe('new-token'));
  });

  it('lists sessions with this device marked, and shows a pending limit increase with its time', async () => {
    useAuthStore.getState().loginSucceeded('tok', '2348031234567');
    fakeServer({
      'auth/sessions': () =>
        json({
          sessions: [
            {
              id: 's1',
              createdAt: '2026-01-01T00:00:00Z',
              lastSeenAt: '2026-01-02T00:00:00Z',
              expiresAt: '2030-01-01T00:00:00Z',
              userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0',
              ip: '10.0.0.1',
              current: true,
            },
            {
              id: 's2',
              createdAt: '2026-01-01T00:00:00Z',
              lastSeenAt: null,
              expiresAt: '2030-01-01T00:00:00Z',
              userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1',
              ip: '10.0.0.2',
              current: false,
            },
          ],
        }),
      'auth/responsible-gambling': () => json(RG),
    });
    renderPage(<SafetySecurityPage />);
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[0]!).getByText('Chrome on Windows')).toBeTruthy();
    expect(within(rows[1]!).getByText('Safari on iOS')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: /Sign out/ })).toBeTruthy();
    expect(await screen.findByText(/Changing to 10,000.00 on/)).toBeTruthy();
    expect((screen.getByLabelText('Daily limit (NGN)') as HTMLInputElement).value).toBe('5000');
  });

  it('confirms a time-out, shows the server message and logs out on OK', async () => {
    const user = userEvent.setup();
    useAuthStore.getState().loginSucceeded('tok', '2348031234567');
    const fetchMock = fakeServer({
      'auth/sessions': () => json({ sessions: [] }),
      'auth/responsible-gambling': () => json(RG),
      'auth/responsible-gambling/time-out': () =>
        json({
          status: true,
          message: 'Your time-out has started. You can log in again after 3 March.',
          exclusion: {},
        }),
      'auth/logout': () => json({}),
    });
    renderPage(<SafetySecurityPage />);
    await user.selectOptions(screen.getByLabelText('Time-out length'), '1 week');
    await user.click(screen.getByRole('button', { name: 'Take a time-out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Take a 1 week time-out?' });
    expect(within(confirm).getByText(/cannot be shortened/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByRole('dialog', { name: 'Your break has started' });
    expect(within(done).getByText(/You can log in again after 3 March/)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('time-out'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ hours: 168 });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(useAuthStore.getState().token).toBeNull();
  });
});
