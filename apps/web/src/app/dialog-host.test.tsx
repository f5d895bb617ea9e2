// The dialogs of SPEC.md §2 as a player meets them: titles, texts, masks, answers, copy, focus.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useBetslipStore } from '../features/betslip/betslip-store.ts';
import { openDialog } from '../stores/dialog-store.ts';
import { renderWithRouter } from '../test/render-with-router.tsx';

function Trigger({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick}>
      Open
    </button>
  );
}

describe('dialog host', () => {
  it('shows the error dialog, focuses OK, answers on OK and returns focus', async () => {
    const user = userEvent.setup();
    let answer: Promise<unknown> = Promise.resolve();
    renderWithRouter(
      <Trigger onClick={() => (answer = openDialog('error', { message: 'All Selections have expired' }))} />,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('All Selections have expired')).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(document.activeElement).toBe(ok));

    await user.click(ok);
    expect(screen.queryByRole('dialog')).toBeNull();
    await expect(answer).resolves.toBeUndefined();
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Trigger onClick={() => void openDialog('error', { message: 'Oops' })} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(ok);
  });

  it('confirms a withdrawal with masked account details; Escape answers no', async () => {
    const user = userEvent.setup();
    renderWithRouter(null);
    const data = {
      amount: 25000,
      bank_name: 'First Bank',
      account_number: '0123456789',
      account_name: 'Ada Lovelace Okafor',
    };

    const confirmed = openDialog('withdrawal', data);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm to Withdraw' });
    expect(within(dialog).getByText('NGN 25,000.00')).toBeTruthy();
    expect(within(dialog).getByText('First Bank')).toBeTruthy();
    expect(within(dialog).getByText('******6789')).toBeTruthy();
    expect(within(dialog).getByText('Ada Love***********')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(confirmed).resolves.toBe(true);

    const cancelled = openDialog('withdrawal', data);
    await screen.findByRole('dialog', { name: 'Confirm to Withdraw' });
    await user.keyboard('{Escape}');
    await expect(cancelled).resolves.toBe(false);
  });

  it('shows a shop transaction and copies its code with a Copied! toast', async () => {
    const user = userEvent.setup();
    renderWithRouter(null);
    void openDialog('shop-transaction', {
      message: 'Withdrawal request created',
      amount: 12500.75,
      transactionCode: 'SHP-889',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal request created' });
    expect(within(dialog).getByText('Take the code to any shop to complete the process.')).toBeTruthy();
    expect(within(dialog).getByText('NGN 12,500')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Copy transaction code' }));
    expect(await navigator.clipboard.readText()).toBe('SHP-889');
    expect(await screen.findByText('Copied!')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a placed bet; OK clears the betslip', async () => {
    const user = userEvent.setup();
    useBetslipStore.getState().updateCoupon({ stake: 500, totalStake: 500 });
    renderWithRouter(null);
    const answer = openDialog('place-bet', { stake: 500, possibleWin: 1234.5, betslipId: 'BK7Q2' });
    const dialog = await screen.findByRole('dialog', { name: 'Submission Successful' });
    expect(within(dialog).getByText('Total Stake')).toBeTruthy();
    expect(within(dialog).getByText('NGN 500.00')).toBeTruthy();
    expect(within(dialog).getByText('NGN 1,234.50')).toBeTruthy();
    expect(within(dialog).getByText('BK7Q2')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Share booking code' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy booking code' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Check Bet History' }).getAttribute('href')).toBe(
      '/Account/BetHistory',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe('ok');
    expect(useBetslipStore.getState().coupon.stake).toBe(100);
  });

  it('offers the booking code to X, Facebook, WhatsApp and as a link', async () => {
    const user = userEvent.setup();
    renderWithRouter(null);
    void openDialog('book-bet', { bookingCode: 'ABC123' });
    const dialog = await screen.findByRole('dialog', { name: 'Betslip Booked' });
    const link = `${window.location.origin}/?shareCode=ABC123`;
    const text = encodeURIComponent(`Hey I just placed on Slipstream ${link}`);
    expect(within(dialog).getByRole('link', { name: 'X' }).getAttribute('href')).toBe(
      `https://x.com/intent/post?text=${text}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toContain(
      encodeURIComponent(link),
    );
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${text}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('links the popup image only when its link is followable', async () => {
    renderWithRouter(null);
    void openDialog('popup', {
      image: '/banners/p.png',
      link: 'https://example.com/promo',
      title: 'Double odds',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Double odds' });
    expect(within(dialog).getByRole('link', { name: 'Double odds' }).getAttribute('href')).toBe(
      'https://example.com/promo',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    void openDialog('popup', { image: '/banners/p.png', link: 'javascript:alert(1)' });
    const plain = await screen.findByRole('dialog', { name: 'Promotion' });
    expect(within(plain).queryByRole('link')).toBeNull();
    expect(within(plain).getByRole('img', { name: 'Promotion' })).toBeTruthy();
  });

  it('lets the player choose Real Money or Bonus, or Demo without a bonus', async () => {
    const user = userEvent.setup();
    renderWithRouter(null);
    const withBonus = openDialog('casino-balance', { casinoBonusBalance: 300 });
    let dialog = await screen.findByRole('dialog', { name: 'Choose a balance' });
    expect(within(dialog).getByText('You have an active casino bonus')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Real Money' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Demo' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Bonus' }));
    await expect(withBonus).resolves.toBe('bonus');

    const noBonus = openDialog('casino-balance', { casinoBonusBalance: 0 });
    dialog = await screen.findByRole('dialog', { name: 'Choose a balance' });
    expect(within(dialog).queryByText('You have an active casino bonus')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Demo' }));
    await expect(noBonus).resolves.toBe('demo');
  });

  it('stacks an error over another dialog and makes the one below inert', async () => {
    renderWithRouter(null);
    void openDialog('book-bet', { bookingCode: 'ZZ1' });
    await screen.findByRole('dialog', { name: 'Betslip Booked' });
    void openDialog('error', { message: 'Network down' });
    await screen.findByRole('dialog', { name: 'Error' });
    const lower = screen.getByRole('dialog', { name: 'Betslip Booked' });
    expect(lower.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Error' }).closest('[inert]')).toBeNull();
  });
});
