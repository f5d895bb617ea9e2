// /Account/Transactions (SPEC.md §2): every movement of the player's money, newest first, with date,
// type, description, signed amount, balance after and reference; filtered by type and date range
// (kept in the address, so a filtered view can be reloaded or shared), 30 a page (SPEC.md §9).
import { formatMoney } from '@slipstream/domain';
import { isDateBound } from '@slipstream/domain/wallet-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  fetchTransactions,
  walletKeys,
  type TransactionFilter,
  type TransactionsQuery,
} from '../../api/wallet.ts';
import { paths } from '../../site/paths.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { useDateFormat } from '../../ui/date-format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ListFilters } from '../../ui/list-filters.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { errorText } from './error-text.ts';
import './wallet.css';

export const TRANSACTIONS_PER_PAGE = 30;

export const TYPE_OPTIONS: { value: TransactionFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'deposit', label: 'Deposits' },
  { value: 'withdrawal', label: 'Withdrawals' },
  { value: 'bet', label: 'Bets' },
  { value: 'casino', label: 'Casino' },
  { value: 'bonus', label: 'Bonus' },
  { value: 'adjustment', label: 'Adjustments' },
];

const TYPE_NAMES: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  bet: 'Bet',
  casino: 'Casino',
  bonus: 'Bonus',
  adjustment: 'Adjustment',
};

function readQuery(search: URLSearchParams): TransactionsQuery {
  const type = search.get('type') ?? 'all';
  const page = Number(search.get('page') ?? '1');
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && isDateBound(value) ? value : undefined;
  };
  let from = date('from');
  let to = date('to');
  // A range typed backwards is read the way it was meant.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    type: TYPE_OPTIONS.some((o) => o.value === type) ? (type as TransactionFilter) : 'all',
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    perPage: TRANSACTIONS_PER_PAGE,
  };
}

export function TransactionsPage() {
  const formatDate = useDateFormat();
  const { currencyCode } = useSportsbookSettings();
  const [search, setSearch] = useSearchParams();
  const query = readQuery(search);
  const list = useQuery({
    queryKey: walletKeys.transactions(query),
    queryFn: () => fetchTransactions(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  /** Changes one filter and goes back to the first page. */
  const setFilter = (name: 'type' | 'from' | 'to' | 'page', value: string) => {
    const next = new URLSearchParams(search);
    if (value === '' || (name === 'type' && value === 'all') || (name === 'page' && value === '1'))
      next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setSearch(next, { replace: name !== 'page' });
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / TRANSACTIONS_PER_PAGE)) : 1;
  const filtered = query.type !== 'all' || query.from !== undefined || query.to !== undefined;

  return (
    <Page title="Transactions" subtitle="Every movement of your money">
      <ListFilters
        label="Filter transactions"
        className="tx-filters"
        choice={{ name: 'type', label: 'Type', value: query.type, options: TYPE_OPTIONS }}
        from={query.from}
        to={query.to}
        filtered={filtered}
        onChange={setFilter}
        onClear={() => setSearch(new URLSearchParams())}
      />

      {list.isPending ? (
        <div className="wallet-loading">
          <Spinner label="Loading transactions" />
        </div>
      ) : list.isError ? (
        <EmptyState
          title="Transactions could not be loaded"
          action={
            <button type="button" className="btn btn--ghost" onClick={() => void list.refetch()}>
              Try again
            </button>
          }
        >
          <p>{errorText(list.error)}</p>
        </EmptyState>
      ) : data && data.data.length === 0 ? (
        <EmptyState
          title={filtered ? 'No transactions match these filters' : 'No transactions yet'}
          action={
            filtered ? undefined : (
              <Link to={paths.deposit} className="btn btn--primary">
                Make a deposit
              </Link>
            )
          }
        >
          <p>
            {filtered
              ? 'Try another type or a wider date range.'
              : 'Deposits, withdrawals, stakes and winnings are listed here as they happen.'}
          </p>
        </EmptyState>
      ) : data ? (
        <>
          <div className="tx-table-wrap" aria-busy={list.isFetching}>
            <table className="tx-table">
              <caption className="visually-hidden">Transactions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Type</th>
                  <th scope="col">Description</th>
                  <th scope="col" className="tx-table__num">
                    Amount
                  </th>
                  <th scope="col" className="tx-table__num">
                    Balance after
                  </th>
                  <th scope="col">Reference</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((tx) => (
                  <tr key={tx.id}>
                    <td data-label="Date">{formatDate(tx.date, 'dateTime')}</td>
                    <td data-label="Type">{TYPE_NAMES[tx.category] ?? tx.category}</td>
                    <td data-label="Description">{tx.description}</td>
                    <td
                      data-label="Amount"
                      className={`tx-table__num tx-amount ${tx.amount < 0 ? 'tx-amount--out' : 'tx-amount--in'}`}
                    >
                      {tx.amount < 0 ? '−' : '+'}
                      {formatMoney(Math.abs(tx.amount))}
                    </td>
                    <td data-label="Balance after" className="tx-table__num">
                      {formatMoney(tx.balanceAfter)}
                    </td>
                    <td data-label="Reference" className="tx-table__ref">
                      {tx.reference}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label="Pages">
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={query.page <= 1}
              onClick={() => setFilter('page', String(query.page - 1))}
            >
              Previous
            </button>
            <span className="pager__status">
              Page {query.page} of {pages} · {data.total} {data.total === 1 ? 'transaction' : 'transactions'}
            </span>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={query.page >= pages}
              onClick={() => setFilter('page', String(query.page + 1))}
            >
              Next
            </button>
          </nav>
          <p className="muted wallet-note">Amounts in {currencyCode}.</p>
        </>
      ) : null}
    </Page>
  );
}
