// The bettor's odds format reaches every price: chosen once (here on the account page), the odds
// buttons, the slip's picks and its total odds read fractional or American at once, with accessible
// names to match, and so does a placed bet; the slip keeps and sends decimal odds whatever the
// choice, and the choice is remembered on the device.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { OddsFormatSetting } from '../features/account/odds-format-setting.tsx';
import { BetDetailPage } from '../features/bets/bet-detail-page.tsx';
import { detail, json, logIn, mockBets, renderScreen } from '../features/bets/bets-test.test-helper.tsx';
import { BetslipPanel } from '../features/betslip/betslip-panel.tsx';
import { useBetslipStore } from '../features/betslip/betslip-store.ts';
import {
  fixture,
  market1x2,
  outcome,
  pickAll,
  serverSettings,
} from '../features/betslip/betslip-test-data.test-helper.ts';
import { useOddsFormatStore } from '../stores/odds-format-store.ts';
import { STORAGE_KEYS } from '../stores/persist-options.ts';
import { renderWithRouter } from '../test/render-with-router.tsx';
import { OddsButton } from '../ui/odds-button.tsx';
import { SiteFooter } from './layout/site-footer.tsx';

const totals = () => within(screen.getByRole('status', { name: 'Betslip totals' }));
const totalOdds = () => totals().getByText('Total odds').nextElementSibling?.textContent;
const pickPrices = () =>
  Array.from(document.querySelectorAll('.betslip-pick__odds')).map((el) => el.textContent);

function renderBoardAndSlip() {
  return renderWithRouter(
    <>
      <OddsFormatSetting />
      <OddsButton fixture={fixture(9)} market={market1x2} outcome={outcome(1, '2.50')} label="1" />
      <BetslipPanel />
    </>,
  );
}

describe('the odds format', () => {
  it('writes every price in the chosen format and keeps the slip in decimals', async () => {
    const user = userEvent.setup();
    serverSettings();
    pickAll(2, 1.5);
    renderBoardAndSlip();
    expect(screen.getByRole('button', { name: 'Home 9 - Away 9 1X2 Home, odds 2.50' })).toBeTruthy();
    expect(pickPrices()).toEqual(['2.00', '1.50']);
    expect(totalOdds()).toBe('3.00');

    await user.selectOptions(screen.getByLabelText('Odds format'), 'fractional');
    expect(screen.getByRole('button', { name: 'Home 9 - Away 9 1X2 Home, odds 6/4' }).textContent).toContain(
      '6/4',
    );
    expect(pickPrices()).toEqual(['Evens', '1/2']);
    expect(totalOdds()).toBe('2/1');

    await user.selectOptions(screen.getByLabelText('Odds format'), 'american');
    expect(screen.getByRole('button', { name: 'Home 9 - Away 9 1X2 Home, odds +150' })).toBeTruthy();
    expect(pickPrices()).toEqual(['+100', '\u2212200']);
    expect(totalOdds()).toBe('+200');

    // What the slip keeps (and places) is the decimal price.
    expect(useBetslipStore.getState().coupon.selections.map((s) => s.odds)).toEqual(['2.00', '1.50']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.oddsFormat) ?? '{}')).toMatchObject({
      state: { format: 'american' },
    });
  });

  it('writes a placed bet’s odds in the chosen format too', async () => {
    logIn();
    useOddsFormatStore.getState().setFormat('fractional');
    mockBets({ 'GET bets/5': () => json({ data: detail(5) }) });
    renderScreen(
      <Routes>
        <Route path="/Account/BetHistory/:id/Detail" element={<BetDetailPage />} />
      </Routes>,
      '/Account/BetHistory/5/Detail',
    );
    const legs = await screen.findByRole('list', { name: 'Selections' }, { timeout: 5_000 });
    // The legs were taken at 2.10 and 1.85; the bet's total odds are 5.235, shown as 5.24.
    expect(within(legs).getByText('11/10')).toBeTruthy();
    expect(within(legs).getByText('17/20')).toBeTruthy();
    const figures = screen.getByText('Total odds').nextElementSibling;
    expect(figures?.textContent).toBe('106/25');
  });

  it('reads an unknown stored format as decimal', async () => {
    localStorage.setItem(
      STORAGE_KEYS.oddsFormat,
      JSON.stringify({ state: { format: 'hongkong' }, version: 1 }),
    );
    await act(() => useOddsFormatStore.persist.rehydrate());
    expect(useOddsFormatStore.getState().format).toBe('decimal');
  });

  it('lets a visitor choose it in the footer, and the prices follow', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <OddsButton fixture={fixture(9)} market={market1x2} outcome={outcome(1, '2.50')} label="1" />
        <SiteFooter />
      </>,
    );
    await user.selectOptions(screen.getByLabelText('Odds format'), 'american');
    expect(useOddsFormatStore.getState().format).toBe('american');
    expect(screen.getByRole('button', { name: 'Home 9 - Away 9 1X2 Home, odds +150' })).toBeTruthy();
  });
});
