// ?shareCode= on any page (SPEC.md §4 "Shared betslip"): the coupon is replaced, checked with
// validate-selections (SPEC.md §7) and the player goes home; a code whose selections all expired
// shows the error dialog and leaves the address clean.
import { screen } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes, json, mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { closeBetslipSheet, useBetslipSheetStore } from './betslip-sheet-store.ts';
import { useBetslipStore } from './betslip-store.ts';
import { useSharedSlipArrival } from './shared-slip-arrival.ts';
import { useSharedBetslip } from './use-shared-betslip.ts';

function ShareCodeReader() {
  const [search] = useSearchParams();
  useSharedBetslip(search.get('shareCode'));
  return null;
}

const pick = {
  matchId: 8,
  marketId: 1,
  outcomeId: 1,
  odds: '1.90',
  eventName: 'A - B',
  marketName: '1X2',
  outcomeName: 'A',
};

/** A window as wide as a desktop's (the betslip a column beside the page) or as a phone's. */
function windowWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  closeBetslipSheet();
  useSharedSlipArrival.setState({ shownOn: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('useSharedBetslip', () => {
  it('loads the shared slip once and goes home', async () => {
    const api = apiRoutes({
      'POST bets/find-bet': () => json({ success: true, data: { selections: [pick], stake: 50 } }),
    });
    mockFetch(api.handler);
    const { router } = renderWithRouter(<ShareCodeReader />, '/Sports/Prematch/Soccer?shareCode=SH4RE');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useBetslipStore.getState().coupon).toMatchObject({
      betslip_type: 'Single',
      stake: 50,
      maxWin: 95,
    });
    expect(api.of('POST', 'bets/find-bet')).toHaveLength(1);
  });

  it('opens the betslip sheet on a phone, so the visitor sees what was shared', async () => {
    windowWide(false);
    mockFetch(() => json({ success: true, data: { selections: [pick], stake: 50 } }));
    const { router } = renderWithRouter(<ShareCodeReader />, '/?shareCode=SH4RE');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(useBetslipSheetStore.getState().open).toBe(true);
    expect(useSharedSlipArrival.getState().shownOn).toBe('/');
  });

  it('announces the slip where it is a column beside the page, without opening the sheet', async () => {
    windowWide(true);
    mockFetch(() => json({ success: true, data: { selections: [pick], stake: 50 } }));
    renderWithRouter(<ShareCodeReader />, '/?shareCode=SH4RE');
    expect(await screen.findByText('Shared betslip loaded: 1 selection')).toBeTruthy();
    expect(useBetslipSheetStore.getState().open).toBe(false);
    expect(useSharedSlipArrival.getState().shownOn).toBe('/');
  });

  it('opens nothing when the slip could not be loaded', async () => {
    windowWide(false);
    mockFetch(() => json({ success: true, data: { selections: [] } }));
    renderWithRouter(<ShareCodeReader />, '/?shareCode=OLD');
    await screen.findByRole('dialog');
    expect(useBetslipSheetStore.getState().open).toBe(false);
    expect(useSharedSlipArrival.getState().shownOn).toBeNull();
  });

  it('has the loaded slip checked before going home, so a closed pick is already marked', async () => {
    const api = apiRoutes({
      'POST bets/find-bet': () => json({ success: true, data: { selections: [pick], stake: 50 } }),
      'POST bets/validate-selections': () =>
        json({
          success: true,
          data: [{ matchId: 8, marketId: 1, specifier: '', outcomeId: '1', odds: null, active: 0 }],
        }),
    });
    mockFetch(api.handler);
    const { router } = renderWithRouter(<ShareCodeReader />, '/Sports/Prematch/Soccer?shareCode=SH4RE');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.of('POST', 'bets/validate-selections')).toHaveLength(1);
    expect(useBetslipStore.getState().coupon.selections[0]).toMatchObject({
      suspended: true,
      unavailable: true,
    });
    expect(useBetslipStore.getState().coupon.maxWin).toBe(0);
  });

  it('says All Selections have expired and drops the code from the address', async () => {
    mockFetch(() => json({ success: true, data: { selections: [] } }));
    const { router } = renderWithRouter(<ShareCodeReader />, '/Promotions?shareCode=OLD&x=1');
    expect((await screen.findByRole('dialog')).textContent).toContain('All Selections have expired');
    expect(router.state.location.pathname + router.state.location.search).toBe('/Promotions?x=1');
  });

  it('shows the error dialog with the caught error when the lookup fails', async () => {
    mockFetch(() => json({ message: 'Booking code not found', code: 'NOT_FOUND' }, 404));
    renderWithRouter(<ShareCodeReader />, '/?shareCode=NOPE');
    expect((await screen.findByRole('dialog')).textContent).toContain('Booking code not found');
  });
});
