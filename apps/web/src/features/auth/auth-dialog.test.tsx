// The auth dialog shell (SPEC.md §2, §4, §5): tabs, dial-code number, Continue rules, terms text.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { openDialog } from '../../stores/dialog-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { TERMS_REQUIRED_TEXT } from './auth-submit.ts';

async function openAuth(tab: 'login' | 'register') {
  renderWithRouter(null);
  void openDialog('auth', { tab });
  return screen.findByRole('dialog', { name: tab === 'login' ? 'Welcome back' : 'Join Slipstream' });
}

describe('auth dialog', () => {
  it('keeps Continue disabled until number and password are filled, and takes digits only', async () => {
    const user = userEvent.setup();
    const dialog = await openAuth('login');
    const cont = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(cont.disabled).toBe(true);
    const number = within(dialog).getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    await user.type(number, '0803-12a3');
    expect(number.value).toBe('0803123');
    expect(cont.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Password'), 'hunter22');
    expect(cont.disabled).toBe(false);
  });

  it('shows the dial code from the global variables as the prefix', async () => {
    useUtilityStore.getState().setSportsbookGlobalVariable({ BetCouponGlobalVariable: { DialCode: '+233' } });
    const dialog = await openAuth('login');
    expect(within(dialog).getByText('+233')).toBeTruthy();
  });

  it('needs the age and terms box on Register, linking the terms in a new tab', async () => {
    const user = userEvent.setup();
    const dialog = await openAuth('register');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '08031234567');
    await user.type(within(dialog).getByLabelText('Password'), 'hunter22');
    expect(within(dialog).getByRole('textbox', { name: 'Promo code (optional)' })).toBeTruthy();
    const cont = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(cont.disabled).toBe(true);
    const terms = within(dialog).getByRole('link', { name: 'Terms and Conditions' });
    expect(terms.getAttribute('href')).toBe('/CMS/TandC');
    expect(terms.getAttribute('target')).toBe('_blank');
    await user.click(within(dialog).getByRole('checkbox', { name: /over 18/ }));
    expect(cont.disabled).toBe(false);
  });

  it('explains the terms rule if the form is submitted without the box', async () => {
    const user = userEvent.setup();
    const dialog = await openAuth('register');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '08031234567');
    await user.type(within(dialog).getByLabelText('Password'), 'hunter22');
    within(dialog)
      .getByRole('tabpanel')
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(TERMS_REQUIRED_TEXT);
  });

  it('clears the auth error when switching tabs, and reads Please Wait while loading', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ authError: 'Wrong password' });
    const dialog = await openAuth('login');
    expect(within(dialog).getByRole('alert').textContent).toBe('Wrong password');
    await user.click(within(dialog).getByRole('tab', { name: 'Register' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');

    useAuthStore.getState().loginStarted();
    const wait = (await within(dialog).findByRole('button', { name: 'Please Wait' })) as HTMLButtonElement;
    expect(wait.disabled).toBe(true);
  });

  it('logs in with the composed phone (dial code, no leading zero)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((url) =>
      url.includes('auth/login') ? json({ error: 'Nope' }, 401) : undefined,
    );
    const dialog = await openAuth('login');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '08031234567');
    await user.type(within(dialog).getByLabelText('Password'), 'hunter22');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByRole('alert');
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('auth/login'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: '2348031234567',
      password: 'hunter22',
      clientId: 12,
    });
  });

  it('closes itself once the player is logged in', async () => {
    await openAuth('login');
    useAuthStore.getState().loginSucceeded('tok', '2348031234567');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
