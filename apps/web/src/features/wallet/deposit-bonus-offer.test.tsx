// The first-deposit bonus on the deposit page, as the player meets it: the offer and its terms before
// the first deposit, the earned bonus with Claim bonus after it (one idempotency key, the balances
// refreshed), the server's refusal, and nothing once the offer is over.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { depositBonusQuery } from '../../api/bonus.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { DepositPage } from './deposit-page.tsx';
import { METHODS, PLAYER, json, logIn, mockWallet, renderScreen } from './wallet-test.test-helper.tsx';

beforeEach(() => logIn());

const TERMS = {
  percent: 100,
  maxBonus: 50_000,
  minDeposit: 100,
  rollover: 5,
  minOdds: 1.5,
  validDays: 30,
  claimWithinDays: 7,
};

const check = (status: string, extra: Record<string, unknown> = {}) =>
  json({
    data: {
      qualifies: status === 'claimable',
      status,
      message: '',
      bonusAmount: null,
      claimBy: null,
      terms: TERMS,
      ...extra,
    },
  });

const AWARDED = {
  id: 41,
  kind: 'first_deposit',
  name: 'First deposit bonus',
  wallet: 'sport_bonus',
  status: 'active',
  amount: 5_000,
  wagered: 0,
  required: 25_000,
  progress: 0,
  minOdds: 1.5,
  expiresAt: '2026-12-21T10:00:00.000Z',
  awardedAt: '2026-11-21T10:00:00.000Z',
};

const termsOf = async () => within(await screen.findByLabelText('Bonus terms'));

describe('the first-deposit bonus on the deposit page', () => {
  it('offers the bonus with its terms before the first deposit, with nothing to claim yet', async () => {
    mockWallet({
      'GET 12/payment-methods': () => json(METHODS),
      'GET bonus/user/check-deposit-bonus': () => check('deposit-first'),
    });
    renderScreen(<DepositPage />);
    expect(await screen.findByRole('heading', { name: '100% first deposit bonus' })).toBeTruthy();
    const terms = await termsOf();
    expect(terms.getByText('100% of your first deposit, up to NGN 50,000.00')).toBeTruthy();
    expect(terms.getByText('NGN 100.00')).toBeTruthy();
    expect(terms.getByText('5× the bonus before it turns into cash')).toBeTruthy();
    expect(terms.getByText('1.50 (total odds of the bet)')).toBeTruthy();
    expect(terms.getByText('30 days after you claim it')).toBeTruthy();
    expect(terms.getByText('7 days of your first deposit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim bonus' })).toBeNull();
    // The deposit form is still there under the offer.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('claims the bonus the first deposit earned, once, and refreshes the balances', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const api = mockWallet({
      'GET 12/payment-methods': () => json(METHODS),
      'GET bonus/user/check-deposit-bonus': () =>
        claimed
          ? check('claimed')
          : check('claimable', { bonusAmount: 5_000, claimBy: '2026-11-28T10:00:00.000Z' }),
      'POST bonus/user/award': () => {
        claimed = true;
        return json({ data: AWARDED }, 201);
      },
      'GET auth/details/12': () => json({ data: { ...PLAYER, sportBonusBalance: 5_000 } }),
    });
    renderScreen(<DepositPage />);
    expect(
      await screen.findByRole('heading', { name: 'Your first deposit bonus: NGN 5,000.00' }),
    ).toBeTruthy();
    expect(screen.getByText(/Claim it by 28 Nov 2026/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Claim bonus' }));

    expect(await screen.findByRole('heading', { name: 'Bonus claimed: NGN 5,000.00' })).toBeTruthy();
    expect(screen.getByText(/It is in your sport bonus balance/).textContent).toMatch(
      /Bet with bonus.*odds 1\.50 or more.*NGN 25,000\.00/,
    );
    expect(screen.getByRole('link', { name: 'See your bonus progress' }).getAttribute('href')).toBe(
      '/Account/Me',
    );
    const [award] = api.of('POST', 'bonus/user/award');
    expect(award?.body).toEqual({ bonus: 'first_deposit' });
    expect(award?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.of('POST', 'bonus/user/award')).toHaveLength(1);
    await vi.waitFor(() => expect(useUserStore.getState().currentUser?.sportBonusBalance).toBe(5_000));
  });

  it("shows the server's refusal and retries the claim with the same key", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = mockWallet({
      'GET 12/payment-methods': () => json(METHODS),
      'GET bonus/user/check-deposit-bonus': () => check('claimable', { bonusAmount: 500 }),
      'POST bonus/user/award': () =>
        ++attempts === 1
          ? json({ code: 'UNAVAILABLE', message: 'Please try again in a moment.' }, 503)
          : json({ data: { ...AWARDED, amount: 500, required: 2_500 } }, 201),
      'GET auth/details/12': () => json({ data: PLAYER }),
    });
    renderScreen(<DepositPage />);
    await user.click(await screen.findByRole('button', { name: 'Claim bonus' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again in a moment.');
    await user.click(screen.getByRole('button', { name: 'Claim bonus' }));
    expect(await screen.findByRole('heading', { name: 'Bonus claimed: NGN 500.00' })).toBeTruthy();
    const [first, second] = api.of('POST', 'bonus/user/award');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('says nothing once the bonus is claimed, expired, too small or switched off', async () => {
    for (const status of ['claimed', 'claim-expired', 'deposit-too-small', 'disabled']) {
      mockWallet({
        'GET 12/payment-methods': () => json(METHODS),
        'GET bonus/user/check-deposit-bonus': () => check(status),
      });
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { unmount } = renderWithRouter(
        <QueryClientProvider client={queryClient}>
          <DepositPage />
        </QueryClientProvider>,
      );
      // The answer has been read (not merely asked for) before the page is looked at.
      await vi.waitFor(() =>
        expect(queryClient.getQueryData(depositBonusQuery().queryKey)?.status).toBe(status),
      );
      await screen.findByRole('radio', { name: /Card/ });
      expect(screen.queryByText(/deposit bonus/i)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Claim bonus' })).toBeNull();
      unmount();
    }
  });
});
