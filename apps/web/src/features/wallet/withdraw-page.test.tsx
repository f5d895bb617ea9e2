// The withdraw screen: a saved account through the confirm dialog (masked), Cancel sending nothing, a
// new account checked with the bank directory, a shop code, and the list of withdrawals.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../stores/user-store.ts';
import { PLAYER, json, logIn, mockWallet, renderScreen, type Routes } from './wallet-test.test-helper.tsx';
import { WithdrawPage } from './withdraw-page.tsx';

beforeEach(() => logIn());

const SAVED = {
  id: 3,
  bank_code: '044',
  bank_name: 'Access Bank',
  account_number: '0123456789',
  account_name: 'NWOSU CHIOMA AMAKA',
  last_used_at: '2026-11-20T10:00:00.000Z',
};

const withdrawal = (over: object = {}) => ({
  id: 11,
  reference: 'WDR-ABC',
  status: 'pending',
  amount: 1500,
  bank_code: '044',
  bank_name: 'Access Bank',
  account_number: '0123456789',
  account_name: 'NWOSU CHIOMA AMAKA',
  reason: null,
  payout_reference: null,
  created_at: '2026-11-21T10:00:00.000Z',
  approved_at: null,
  paid_at: null,
  rejected_at: null,
  ...over,
});

function routes(extra: Routes = {}): Routes {
  return {
    'GET bank-accounts': () => json({ data: [SAVED] }),
    'GET withdrawals': () => json({ data: [], total: 0, page: 1, perPage: 30 }),
    'GET 12/banks': () =>
      json({
        data: [
          { code: '044', name: 'Access Bank' },
          { code: '058', name: 'GTBank' },
        ],
      }),
    'GET auth/details/12': () => json({ data: { ...PLAYER, availableBalance: 8_500 } }),
    ...extra,
  };
}

describe('withdraw page', () => {
  it('confirms with the masked account and holds the money once confirmed', async () => {
    const user = userEvent.setup();
    const api = mockWallet(
      routes({
        'POST withdraw': () =>
          json({
            ...withdrawal(),
            message: 'Your withdrawal of 1,500.00 is being processed.',
            availableBalance: 8_500,
          }),
      }),
    );
    renderScreen(<WithdrawPage />);
    expect(await screen.findByRole('radio', { name: /Access Bank \*{6}6789/ })).toHaveProperty(
      'checked',
      true,
    );
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1500');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm to Withdraw' });
    expect(within(dialog).getByText('NGN 1,500.00')).toBeTruthy();
    expect(within(dialog).getByText('Access Bank')).toBeTruthy();
    expect(within(dialog).getByText('******6789')).toBeTruthy();
    expect(within(dialog).getByText('NWOSU CHIO********')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Your withdrawal of 1,500.00 is being processed.')).toBeTruthy();
    expect(screen.getByText(/The amount is held from your balance/)).toBeTruthy();
    expect(screen.getByText(/Status:/).textContent).toContain('Pending');
    expect(api.of('POST', 'withdraw')[0]?.body).toEqual({ amount: 1500, bankAccountId: 3 });
    expect(api.of('POST', 'withdraw')[0]?.headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(useUserStore.getState().currentUser?.availableBalance).toBe(8_500));
  });

  it("shows the server's refusal under the form", async () => {
    const user = userEvent.setup();
    mockWallet(
      routes({
        'POST withdraw': () =>
          json(
            { code: 'WALLET_INSUFFICIENT_FUNDS', message: 'Your balance is too low for this withdrawal' },
            422,
          ),
      }),
    );
    renderScreen(<WithdrawPage />);
    await screen.findByRole('radio', { name: /Access Bank/ });
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '999999');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm to Withdraw' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your balance is too low for this withdrawal',
    );
  });

  it('sends nothing when the player cancels', async () => {
    const user = userEvent.setup();
    const api = mockWallet(routes());
    renderScreen(<WithdrawPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '2000');
    await screen.findByRole('radio', { name: /Access Bank/ });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm to Withdraw' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.of('POST', 'withdraw')).toHaveLength(0);
  });

  it('checks a new account with the bank directory and withdraws to it by bank and number', async () => {
    const user = userEvent.setup();
    const api = mockWallet(
      routes({
        'GET bank-accounts': () => json({ data: [] }),
        'POST verify-bank-account': ({ body }) => {
          const { accountNumber } = body as { accountNumber: string };
          return accountNumber.endsWith('0000')
            ? json({ code: 'BANK_ACCOUNT_NOT_FOUND', message: 'We could not find this bank account' }, 422)
            : json({
                bank_code: '058',
                bank_name: 'GTBank',
                account_number: accountNumber,
                account_name: 'ADE BOLA',
              });
        },
        'POST withdraw': () =>
          json({
            ...withdrawal({ bank_name: 'GTBank', account_name: 'ADE BOLA' }),
            message: 'Done',
            availableBalance: 9_000,
          }),
      }),
    );
    renderScreen(<WithdrawPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '1000');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bank' }), '058');
    await screen.findByRole('option', { name: 'GTBank' });
    const number = screen.getByRole('textbox', { name: 'Account number' });
    await user.type(number, '1234560000');
    expect(await screen.findByText('We could not find this bank account')).toBeTruthy();
    await user.clear(number);
    await user.type(number, '12ab34567891');
    expect((number as HTMLInputElement).value).toBe('1234567891');
    expect(await screen.findByText('ADE BOLA')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm to Withdraw' });
    expect(within(dialog).getByText('ADE BOLA')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.of('POST', 'withdraw')).toHaveLength(1));
    expect(api.of('POST', 'withdraw')[0]?.body).toEqual({
      amount: 1000,
      bankCode: '058',
      accountNumber: '1234567891',
    });
  });

  it('gives a shop code for a shop withdrawal', async () => {
    const user = userEvent.setup();
    const api = mockWallet(
      routes({
        'POST shop-transaction': () =>
          json({
            message: 'Shop withdrawal code created',
            amount: 3000,
            transactionCode: 'ABCDEFGH23',
            type: 'withdraw',
            status: 'pending',
            expiresAt: '2026-11-22T10:00:00.000Z',
            availableBalance: 7_000,
          }),
      }),
    );
    renderScreen(<WithdrawPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '3000');
    await user.click(await screen.findByRole('radio', { name: /Withdraw in a shop/ }));
    await user.click(screen.getByRole('button', { name: 'Get shop code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shop withdrawal code created' });
    expect(within(dialog).getByText('NGN 3,000')).toBeTruthy();
    expect(within(dialog).getByText('ABCDEFGH23')).toBeTruthy();
    expect(api.of('POST', 'shop-transaction')[0]?.body).toEqual({ type: 'withdraw', amount: 3000 });
  });

  it('lists withdrawals with their status and a rejection reason', async () => {
    mockWallet(
      routes({
        'GET withdrawals': () =>
          json({
            data: [
              withdrawal({ id: 2, status: 'paid', amount: 2000 }),
              withdrawal({ id: 1, status: 'rejected', reason: 'Account name does not match' }),
            ],
            total: 2,
            page: 1,
            perPage: 30,
          }),
      }),
    );
    renderScreen(<WithdrawPage />);
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    expect(within(list).getByText('Paid')).toBeTruthy();
    expect(within(list).getByText('Rejected')).toBeTruthy();
    expect(within(list).getByText('Reason: Account name does not match')).toBeTruthy();
  });
});
