// The popup banner's queue (SPEC.md §4 "Popup banner"): what keeps it back, and how long it then waits.
import { POPUP_BANNER_DELAY_MS } from '@slipstream/domain';
import { describe, expect, it } from 'vitest';
import {
  findPopupBanner,
  isQuietPage,
  popupBlocker,
  popupWait,
  type PopupScene,
} from './popup-banner-queue.ts';

const clear: PopupScene = {
  dialogsOpen: 0,
  betslipSheetOpen: false,
  pathname: '/',
  sharedSlipArriving: false,
  sharedSlipShownOn: null,
};

describe('popupBlocker', () => {
  it('lets the popup open when nothing else is in front of the visitor', () => {
    expect(popupBlocker(clear)).toBeNull();
    expect(popupBlocker({ ...clear, pathname: '/Sports/Prematch/Soccer' })).toBeNull();
  });

  it('waits behind any other dialog (login, registration, an error) and the betslip sheet', () => {
    expect(popupBlocker({ ...clear, dialogsOpen: 1 })).toBe('dialog');
    expect(popupBlocker({ ...clear, betslipSheetOpen: true })).toBe('betslip');
  });

  it('never covers a shared slip: while it arrives, and on the page it was shown on', () => {
    expect(popupBlocker({ ...clear, sharedSlipArriving: true })).toBe('shared-slip');
    expect(popupBlocker({ ...clear, sharedSlipShownOn: '/' })).toBe('shared-slip');
    // Once the visitor has moved on from that page, the coast is clear.
    expect(popupBlocker({ ...clear, sharedSlipShownOn: '/', pathname: '/Promotions' })).toBeNull();
  });

  it('stays away from registration, password reset, deposits, withdrawals and a game in play', () => {
    for (const pathname of [
      '/Register',
      '/register',
      '/Account/ResetPassword',
      '/Account/Deposit',
      '/Account/Deposit/',
      '/payment-verification/card',
      '/Account/Withdraw',
      '/Games/lucky-dice/7/Play',
    ]) {
      expect(popupBlocker({ ...clear, pathname }), pathname).toBe('quiet-page');
    }
    for (const pathname of ['/Account/Me', '/Games', '/Games/Providers', '/cms/faq']) {
      expect(isQuietPage(pathname), pathname).toBe(false);
    }
  });
});

describe('popupWait', () => {
  it('counts the delay from start when the coast has been clear all along', () => {
    expect(popupWait(1_000, 1_000)).toBe(POPUP_BANNER_DELAY_MS);
    expect(popupWait(1_400, 1_000)).toBe(POPUP_BANNER_DELAY_MS - 400);
    expect(popupWait(9_000, 1_000)).toBe(0);
  });

  it('counts it again from when the coast became clear, so it never opens the instant a dialog closes', () => {
    expect(popupWait(60_000, 60_000)).toBe(POPUP_BANNER_DELAY_MS);
  });
});

describe('findPopupBanner', () => {
  it('takes the first banner whose position is popup, whatever its case', () => {
    const banners = [
      { image: '/a.png', position: 'home' },
      { image: '/b.png', position: 'Popup' },
      { image: '/c.png', position: 'popup' },
    ];
    expect(findPopupBanner(banners)?.image).toBe('/b.png');
    expect(findPopupBanner([{ image: '/a.png', position: 'home' }])).toBeUndefined();
  });
});
