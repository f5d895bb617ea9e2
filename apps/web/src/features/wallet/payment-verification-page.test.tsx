// Coming back from the payment page: the deposit's state from verify-payment — successful with the
// new balance (and the header refreshed), failed with Try again, pending with Check again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CASINO_BONUS_EVENT } from '../../stores/active-bonus.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { PaymentVerificationPage } from './payment-verification-page.tsx';
import { PLAYER, json, logIn, mockWallet } from './wallet-test.test-helper.tsx';

beforeEach(() => logIn());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/payment-verification/:method', element: <PaymentVerificationPage /> }],
    {
      initialEntries: [path],
    },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const answer = (status: string, message: string) => ({
  transactionRef: 'DEP-ABC123',
  paymentChannel: 'card',
  amount: 5000,
  status,
  message,
  availableBalance: status === 'successful' ? 15_000 : 10_000,
});

describe('payment verification page', () => {
  it('shows a successful deposit with the new balance and refreshes the balances', async () => {
    const api = mockWallet({
      'GET verify-payment': () => json(answer('successful', 'Your deposit of 5,000.00 was successful.')),
      'GET auth/details/12': () => json({ data: { ...PLAYER, availableBalance: 15_000 } }),
      'GET bonus/get-active-bonus': () => json({ data: [] }),
    });
    renderAt('/payment-verification/card?transactionRef=DEP-ABC123');
    expect(await screen.findByText('Deposit successful')).toBeTruthy();
    expect(screen.getByText('NGN 5,000.00')).toBeTruthy();
    expect(screen.getByText('NGN 15,000.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View transactions' }).getAttribute('href')).toBe(
      '/Account/Transactions',
    );
    const [call] = api.of('GET', 'verify-payment');
    expect(Object.fromEntries(call!.query)).toEqual({
      paymentChannel: 'card',
      transactionRef: 'DEP-ABC123',
      clientId: '12',
    });
    await waitFor(() => expect(useUserStore.getState().currentUser?.availableBalance).toBe(15_000));
    // The bonus refresh that follows the balances is over before the next test's fetch takes over.
    await waitFor(() => expect(api.of('GET', 'bonus/get-active-bonus')).toHaveLength(1));
  });

  it('refreshes the active bonus once the deposit is credited (SPEC.md §4)', async () => {
    const casino = {
      id: 9,
      kind: 'casino',
      name: 'Casino bonus',
      wallet: 'casino_bonus',
      status: 'active',
      amount: 500,
      wagered: 0,
      required: 15_000,
      progress: 0,
      minOdds: null,
      expiresAt: '2030-01-01T00:00:00.000Z',
    };
    const api = mockWallet({
      'GET verify-payment': () => json(answer('successful', 'Your deposit of 5,000.00 was successful.')),
      'GET auth/details/12': () => json({ data: { ...PLAYER, availableBalance: 15_000 } }),
      'GET bonus/get-active-bonus': () => json({ data: [casino] }),
    });
    const raised: unknown[] = [];
    const listener = (e: Event) => raised.push((e as CustomEvent).detail);
    window.addEventListener(CASINO_BONUS_EVENT, listener);
    try {
      renderAt('/payment-verification/card?transactionRef=DEP-ABC123');
      expect(await screen.findByText('Deposit successful')).toBeTruthy();
      await waitFor(() => expect(useUserStore.getState().casinoActiveBonus).toMatchObject({ id: 9 }));
      expect(useUserStore.getState().activeBonus).toEqual([casino]);
      expect(raised).toEqual([expect.objectContaining({ id: 9 })]);
      expect(api.of('GET', 'bonus/get-active-bonus')).toHaveLength(1);
    } finally {
      window.removeEventListener(CASINO_BONUS_EVENT, listener);
    }
  });

  it('does not refresh the bonus for a payment that failed or is pending', async () => {
    const api = mockWallet({
      'GET verify-payment': () => json(answer('failed', 'The payment was declined.')),
      'GET auth/details/12': () => json({ data: PLAYER }),
    });
    renderAt('/payment-verification/card?transactionRef=DEP-ABC123');
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    await waitFor(() => expect(api.of('GET', 'auth/details/12')).toHaveLength(1));
    expect(api.of('GET', 'bonus/get-active-bonus')).toHaveLength(0);
  });

  it('shows a failed payment with its reason and Try again', async () => {
    mockWallet({
      'GET verify-payment': () => json(answer('failed', 'The payment was declined.')),
      'GET auth/details/12': () => json({ data: PLAYER }),
    });
    renderAt('/payment-verification/bank-transfer?transactionRef=DEP-ABC123');
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText('The payment was declined.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/Account/Deposit');
  });

  it('lets the player check a pending payment again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockWallet({
      'GET verify-payment': () =>
        ++calls === 1
          ? json(answer('pending', 'We are waiting for the payment provider.'))
          : json(answer('successful', 'Your deposit of 5,000.00 was successful.')),
      'GET auth/details/12': () => json({ data: PLAYER }),
    });
    renderAt('/payment-verification/card?transactionRef=DEP-ABC123');
    expect(await screen.findByText('Payment pending')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Deposit successful')).toBeTruthy();
  });

  it('explains when there is no payment to verify', async () => {
    const api = mockWallet({});
    renderAt('/payment-verification/card');
    expect(await screen.findByText('No payment waiting to be verified')).toBeTruthy();
    expect(api.of('GET', 'verify-payment')).toHaveLength(0);
  });
});
