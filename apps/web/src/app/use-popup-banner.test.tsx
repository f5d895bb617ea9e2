// The start-up popup banner in the app (SPEC.md §4): shown a second after start when the coast is
// clear, queued behind another dialog, the betslip sheet or a shared slip, never on registration.
import { POPUP_BANNER_DELAY_MS } from '@slipstream/domain';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeBetslipSheet, openBetslipSheet } from '../features/betslip/betslip-sheet-store.ts';
import { useSharedSlipArrival } from '../features/betslip/shared-slip-arrival.ts';
import { closeDialogsOfType, openDialog, useDialogStore } from '../stores/dialog-store.ts';
import { useUtilityStore } from '../stores/utility-store.ts';
import { renderWithRouter } from '../test/render-with-router.tsx';
import { resetAppState } from '../test/reset-app-state.ts';
import { usePopupBanner } from './use-popup-banner.ts';

function PopupBanner() {
  usePopupBanner();
  return null;
}

const popupShown = () => useDialogStore.getState().stack.some((entry) => entry.type === 'popup');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  resetAppState();
  closeBetslipSheet();
  useSharedSlipArrival.setState({ shownOn: null });
  useUtilityStore.setState({
    banners: [{ image: '/media/double.png', position: 'popup', title: 'Double your first deposit' }],
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('usePopupBanner', () => {
  it('opens the popup a second after start when nothing else is open, and marks it handled', async () => {
    renderWithRouter(<PopupBanner />, '/');
    await wait(POPUP_BANNER_DELAY_MS);
    expect(popupShown()).toBe(true);
    expect(useUtilityStore.getState().popupDialogShown).toBe(true);
  });

  it('waits behind another dialog, then opens a second after it closes', async () => {
    void openDialog('auth', { tab: 'login' });
    renderWithRouter(<PopupBanner />, '/');
    await wait(10_000);
    expect(popupShown()).toBe(false);
    act(() => closeDialogsOfType('auth'));
    await wait(POPUP_BANNER_DELAY_MS - 1);
    expect(popupShown()).toBe(false);
    await wait(1);
    expect(popupShown()).toBe(true);
  });

  it('waits while the betslip sheet is open', async () => {
    openBetslipSheet();
    renderWithRouter(<PopupBanner />, '/');
    await wait(10_000);
    expect(popupShown()).toBe(false);
    act(() => closeBetslipSheet());
    await wait(POPUP_BANNER_DELAY_MS);
    expect(popupShown()).toBe(true);
  });

  it('never opens on the registration page, and is kept for later', async () => {
    renderWithRouter(<PopupBanner />, '/Register');
    await wait(10_000);
    expect(popupShown()).toBe(false);
    expect(useUtilityStore.getState().popupDialogShown).toBe(false);
  });

  it('stays off a shared slip: while it arrives and on the page it was shown on, then opens elsewhere', async () => {
    const { router } = renderWithRouter(<PopupBanner />, '/?shareCode=SH4RE');
    await wait(10_000);
    expect(popupShown()).toBe(false);
    act(() => useSharedSlipArrival.setState({ shownOn: '/' }));
    await act(() => router.navigate('/', { replace: true }));
    await wait(10_000);
    expect(popupShown()).toBe(false);
    await act(() => router.navigate('/Promotions'));
    await wait(POPUP_BANNER_DELAY_MS);
    expect(popupShown()).toBe(true);
  });

  it('shows nothing once handled, or without a popup banner', async () => {
    useUtilityStore.setState({ popupDialogShown: true });
    const first = renderWithRouter(<PopupBanner />, '/');
    await wait(10_000);
    expect(popupShown()).toBe(false);
    first.unmount();
    useUtilityStore.setState({ popupDialogShown: false, banners: [{ image: '/a.png', position: 'home' }] });
    renderWithRouter(<PopupBanner />, '/');
    await wait(10_000);
    expect(popupShown()).toBe(false);
  });
});
