// The deposit screen as a player uses it: methods and limits, validation, the payment page redirect
// with one idempotency key per action, the shop code dialog and the server's refusals.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositPage, paymentRedirect } from './deposit-page.tsx';
import { METHODS, PLAYER, json, logIn, mockWallet, renderScreen } from './wallet-test.test-helper.tsx';

beforeEach(() => logIn());

describe('deposit page', () => {
  it('offers the methods with their limits and checks the amount against them', async () => {
    const user = userEvent.setup();
    const api = mockWallet({ 'GET 12/payment-methods': () => json(METHODS) });
    renderScreen(<DepositPage />);
    const card = await screen.findByRole('radio', { name: /Card/ });
    expect(card).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Shop/ })).toBeTruthy();
    expect(screen.getByText('Min NGN 100.00 · Max NGN 5,000,000.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter an amount')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '50');
    expect(screen.getByText('The minimum is NGN 100.00')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100.555');
    expect(screen.getByText('Amount must have at most 2 decimals')).toBeTruthy();
    expect(api.of('POST', 'initiate-deposit')).toHaveLength(0);
  });

  it('starts the payment and sends the browser to the payment page', async () => {
    const user = userEvent.setup();
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const api = mockWallet({
      'GET 12/payment-methods': () => json(METHODS),
      'POST initiate-deposit': ({ body }) =>
        json({
          transactionRef: 'DEP-1',
          status: 'pending',
          paymentUrl: '/sandbox-pay/SBX-1',
          ...(body as object),
        }),
    });
    renderScreen(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await user.click(screen.getByRole('button', { name: '5,000' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/sandbox-pay/SBX-1'));
    const [call] = api.of('POST', 'initiate-deposit');
    expect(call?.body).toEqual({ amount: 5000, paymentChannel: 'bank-transfer' });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal and retries the same action with the same key", async () => {
    const user = userEvent.setup();
    vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    let attempts = 0;
    const api = mockWallet({
      'GET 12/payment-methods': () => json(METHODS),
      'POST initiate-deposit': () =>
        ++attempts === 1
          ? json(
              { code: 'WALLET_DEPOSIT_LIMIT', message: 'This deposit is over your daily deposit limit' },
              422,
            )
          : json({
              transactionRef: 'DEP-2',
              paymentChannel: 'card',
              amount: 300,
              status: 'pending',
              paymentUrl: '/p',
            }),
    });
    renderScreen(<DepositPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '300');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This deposit is over your daily deposit limit')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(api.of('POST', 'initiate-deposit')).toHaveLength(2));
    const [first, second] = api.of('POST', 'initiate-deposit');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('creates a shop code and shows it in the shop transaction dialog', async () => {
    const user = userEvent.setup();
    const api = mockWallet({
      'GET 12/payment-methods': () => json(METHODS),
      'POST shop-transaction': () =>
        json({
          message: 'Shop deposit code created',
          amount: 25000,
          transactionCode: 'K7M2QX9TRB',
          type: 'deposit',
          status: 'pending',
          expiresAt: '2026-11-22T10:00:00.000Z',
          availableBalance: 10_000,
        }),
      'GET auth/details/12': () => json({ data: PLAYER }),
    });
    renderScreen(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Shop/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '25000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shop deposit code created' });
    expect(within(dialog).getByText('Take the code to any shop to complete the process.')).toBeTruthy();
    expect(within(dialog).getByText('NGN 25,000')).toBeTruthy();
    expect(within(dialog).getByText('K7M2QX9TRB')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy transaction code' })).toBeTruthy();
    expect(api.of('POST', 'shop-transaction')[0]?.body).toEqual({ type: 'deposit', amount: 25000 });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
