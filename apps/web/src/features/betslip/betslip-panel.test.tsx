// The betslip panel shows what the engine computed: total odds, bonus and potential win of an
// accumulator, the lines and win range of a system bet, Suspended picks, and the stake-0 rule of
// SPEC.md §5 when Place Bet is pressed. Booking codes load shared slips.
import { STAKE_REQUIRED } from '@slipstream/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiRoutes, json, mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { useAuthStore } from '../../stores/auth-store.ts';
import { placedAnswer } from './bet-answers.test-helper.ts';
import { pickAll, selectionCheck, serverSettings } from './betslip-test-data.test-helper.ts';
import { useBetslipStore } from './betslip-store.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { BetslipPanel } from './betslip-panel.tsx';

const totals = () => within(screen.getByRole('status', { name: 'Betslip totals' }));
const row = (label: string) => totals().getByText(label).nextElementSibling?.textContent;

describe('betslip panel', () => {
  it('shows an empty slip with the booking-code box', () => {
    renderWithRouter(<BetslipPanel />);
    expect(screen.getByText('Your betslip is empty')).toBeTruthy();
    expect(screen.getByLabelText('Have a booking code?')).toBeTruthy();
  });

  it("shows the engine's total odds, multi-bet bonus and potential win of an accumulator", () => {
    serverSettings();
    pickAll(2, 1.5, 3);
    renderWithRouter(<BetslipPanel />);
    expect(screen.getByRole('radio', { name: 'Multiple' })).toHaveProperty('checked', true);
    expect(row('Total odds')).toBe('9.00');
    expect(row('Total stake')).toBe('NGN 100.00');
    expect(row('Multi-bet bonus')).toBe('NGN 27.00');
    expect(row('Potential win')).toBe('NGN 927.00');
    expect(screen.getByLabelText('Stake')).toHaveProperty('value', '100');
  });

  it('recomputes the potential win as the stake is typed or added to', async () => {
    const user = userEvent.setup();
    serverSettings();
    pickAll(2, 1.5, 3);
    renderWithRouter(<BetslipPanel />);
    await user.clear(screen.getByLabelText('Stake'));
    await user.type(screen.getByLabelText('Stake'), '50');
    expect(row('Potential win')).toBe('NGN 463.50');
    await user.click(screen.getByRole('button', { name: 'Add 500 to the stake' }));
    expect(row('Total stake')).toBe('NGN 550.00');
  });

  it('lists the system groupings with their lines and prices the ticked ones, with a win range', async () => {
    const user = userEvent.setup();
    serverSettings();
    pickAll(2, 1.5, 3);
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(screen.getByRole('checkbox', { name: 'Doubles (3 lines)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Singles (3 lines)' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Trixie (4 lines)' })).toBeTruthy();
    // Changing the bet type zeroes the stake (SPEC.md §4).
    expect(screen.getByLabelText('Total stake')).toHaveProperty('value', '');
    await user.type(screen.getByLabelText('Total stake'), '300');
    expect(row('Lines')).toBe('3');
    expect(row('Stake per line')).toBe('NGN 100.00');
    expect(row('Potential win')).toBe('NGN 300.00 – 1,350.00');
    await user.click(screen.getByRole('checkbox', { name: 'Trebles (1 line)' }));
    expect(row('Lines')).toBe('4');
    expect(screen.getByRole('checkbox', { name: 'Trixie (4 lines)' })).toHaveProperty('checked', true);
    expect(screen.getAllByRole('button', { name: /^Banker:/ })).toHaveLength(3);
  });

  it('shows the stake rule when Place Bet is pressed with a stake of 0', async () => {
    const user = userEvent.setup();
    pickAll(2, 3);
    useBetslipStore.getState().setStake(0);
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(screen.getByRole('alert').textContent).toBe(STAKE_REQUIRED);
    expect(STAKE_REQUIRED).toBe('error. stake must be greater than 0');
  });

  it("asks a visitor to log in, and places a player's bet", async () => {
    const user = userEvent.setup();
    pickAll(2);
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(useDialogStore.getState().stack.map((d) => d.type)).toEqual(['auth']);
    useDialogStore.setState({ stack: [] });

    useAuthStore.setState({ token: 'tok' });
    const fetchMock = mockFetch((url) =>
      url.endsWith('/bets/place-bet/12')
        ? json(placedAnswer({ stake: 100, possibleWin: 200, betslipId: 'BK1' }))
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await vi.waitFor(() => expect(useDialogStore.getState().stack).toHaveLength(1));
    const placed = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/bets/place-bet/12'));
    const body = JSON.parse(String(placed?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ stake: 100, bet_type: 'Single', isBooking: 0 });
    expect(useDialogStore.getState().stack[0]).toMatchObject({
      type: 'place-bet',
      data: { betslipId: 'BK1' },
    });
  });

  it('greys out a suspended pick, leaves it out of the totals and keeps Place Bet off when nothing is left', () => {
    pickAll(2, 3);
    useBetslipStore.getState().applyBetStop(1);
    renderWithRouter(<BetslipPanel />);
    expect(screen.getAllByText('Suspended')).toHaveLength(1);
    expect(row('Total odds')).toBe('3.00');
    act(() => useBetslipStore.getState().applyBetStop(2));
    expect(screen.getByRole('button', { name: 'Place Bet' })).toHaveProperty('disabled', true);
  });

  it('removes one pick, then clears all', async () => {
    const user = userEvent.setup();
    pickAll(2, 3);
    renderWithRouter(<BetslipPanel />);
    await user.click(screen.getByRole('button', { name: 'Remove Home, 1X2, Home 1 - Away 1' }));
    expect(useBetslipStore.getState().coupon.selections.map((s) => s.matchId)).toEqual([2]);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('Your betslip is empty')).toBeTruthy();
  });

  it('loads a booked slip by code, or says all its selections have expired', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(async (url, init) => {
      if (!url.endsWith('/bets/find-bet')) return undefined;
      const { betslipId } = JSON.parse(String(init.body)) as { betslipId: string };
      if (betslipId === 'OLD1') return json({ success: true, data: { selections: [] } });
      return json({
        success: true,
        data: {
          stake: 200,
          selections: [
            {
              matchId: 5,
              marketId: 1,
              outcomeId: 1,
              odds: '1.80',
              eventName: 'X - Y',
              marketName: '1X2',
              outcomeName: 'X',
            },
            {
              matchId: 6,
              marketId: 1,
              outcomeId: 2,
              odds: '3.00',
              eventName: 'Z - W',
              marketName: '1X2',
              outcomeName: 'Draw',
            },
          ],
        },
      });
    });
    renderWithRouter(<BetslipPanel />);
    await user.type(screen.getByLabelText('Have a booking code?'), 'BK7Q2');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Z - W')).toBeTruthy();
    const findBet = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/bets/find-bet'));
    expect(JSON.parse(String(findBet?.[1]?.body))).toEqual({ betslipId: 'BK7Q2', clientId: 12 });
    expect(useBetslipStore.getState().coupon).toMatchObject({
      betslip_type: 'Multiple',
      stake: 200,
      source: 'mobile',
    });

    await user.type(screen.getByLabelText('Have a booking code?'), 'OLD1');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('All Selections have expired');
  });

  it('has a slip loaded by code checked, so a pick that closed since shows Suspended before Place Bet', async () => {
    const user = userEvent.setup();
    const pick = (matchId: number, eventName: string) => ({
      matchId,
      marketId: 1,
      specifier: '',
      outcomeId: 1,
      odds: '2.00',
      eventName,
      marketName: '1X2',
      outcomeName: 'Home',
    });
    const api = apiRoutes({
      'POST bets/find-bet': () =>
        json({ success: true, data: { stake: 100, selections: [pick(5, 'X - Y'), pick(6, 'Z - W')] } }),
      'POST bets/validate-selections': () =>
        json({
          success: true,
          data: [selectionCheck(5, 2), selectionCheck(6, 2, 'market_not_active')],
        }),
    });
    mockFetch(api.handler);
    renderWithRouter(<BetslipPanel />);
    await user.type(screen.getByLabelText('Have a booking code?'), 'BK7Q2');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const closed = (await screen.findByText('Z - W')).closest('.betslip-match') as HTMLElement;
    expect(await within(closed).findByText('Suspended')).toBeTruthy();
    expect(
      within(screen.getByText('X - Y').closest('.betslip-match') as HTMLElement).queryByText('Suspended'),
    ).toBeNull();
    expect(api.of('POST', 'bets/validate-selections')[0]?.body).toEqual({
      selections: [
        { matchId: 5, marketId: 1, specifier: '', outcomeId: 1 },
        { matchId: 6, marketId: 1, specifier: '', outcomeId: 1 },
      ],
    });
    expect(row('Total odds')).toBe('2.00');
  });
});
