// The transactions screen: rows with signed, coloured amounts, the type and date filters sent to the
// server, paging by 30, and the empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TransactionsPage } from './transactions-page.tsx';
import { json, logIn, mockWallet, renderScreen } from './wallet-test.test-helper.tsx';

beforeEach(() => logIn());

const row = (id: number, amount: number, category: string, description: string) => ({
  id,
  date: '2026-11-21T10:00:00.000Z',
  type: `${category}.x`,
  category,
  description,
  balanceType: 'available',
  amount,
  balanceAfter: 5000,
  reference: `REF-${id}`,
});

describe('transactions page', () => {
  it('lists movements with signed amounts and pages by 30', async () => {
    const user = userEvent.setup();
    const api = mockWallet({
      'POST transactions': ({ body }) => {
        const { page } = body as { page: number };
        return json({
          data:
            page === 1
              ? [row(2, -1500, 'withdrawal', 'Withdrawal to bank'), row(1, 5000, 'deposit', 'Deposit')]
              : [row(0, 100, 'bonus', 'Bonus')],
          total: 31,
          page,
          perPage: 30,
        });
      },
    });
    renderScreen(<TransactionsPage />);
    const table = await screen.findByRole('table');
    const out = within(table).getByText('−1,500.00');
    expect(out.className).toContain('tx-amount--out');
    expect(within(table).getByText('+5,000.00').className).toContain('tx-amount--in');
    expect(within(table).getByText('REF-2')).toBeTruthy();
    expect(within(table).getByText('Withdrawal to bank')).toBeTruthy();
    expect(api.of('POST', 'transactions')[0]?.body).toEqual({ type: 'all', page: 1, perPage: 30 });
    expect(screen.getByText('Page 1 of 2 · 31 transactions')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('REF-0')).toBeTruthy();
    expect(api.of('POST', 'transactions').at(-1)?.body).toEqual({ type: 'all', page: 2, perPage: 30 });
  });

  it('filters by type and date range, back on the first page', async () => {
    const user = userEvent.setup();
    const api = mockWallet({
      'POST transactions': () =>
        json({ data: [row(1, 5000, 'deposit', 'Deposit')], total: 1, page: 1, perPage: 30 }),
    });
    renderScreen(<TransactionsPage />, '/?page=3');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'deposit');
    await waitFor(() =>
      expect(api.of('POST', 'transactions').at(-1)?.body).toEqual({ type: 'deposit', page: 1, perPage: 30 }),
    );
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-11-01');
    const to = screen.getByLabelText('To');
    await user.type(to, '2026-11-21');
    await waitFor(() =>
      expect(api.of('POST', 'transactions').at(-1)?.body).toEqual({
        type: 'deposit',
        from: '2026-11-01',
        to: '2026-11-21',
        page: 1,
        perPage: 30,
      }),
    );
  });

  it('says so when there is nothing yet, and when filters match nothing', async () => {
    mockWallet({ 'POST transactions': () => json({ data: [], total: 0, page: 1, perPage: 30 }) });
    const first = renderScreen(<TransactionsPage />);
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    first.unmount();
    renderScreen(<TransactionsPage />, '/?type=bet');
    expect(await screen.findByText('No transactions match these filters')).toBeTruthy();
  });
});
