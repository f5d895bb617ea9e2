// The player's withdrawals, newest first, with where each one is: pending → approved → paid, or
// rejected with the operator's reason (the money is back in the balance then).
import { formatMoney, maskAccountNumber } from '@slipstream/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchWithdrawals, walletKeys, type WithdrawalStatus } from '../../api/wallet.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { useDateFormat } from '../../ui/date-format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Section } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { errorText } from './error-text.ts';

/** While a withdrawal is on its way its status can change at any moment; look again now and then. */
const OPEN_REFRESH_MS = 15_000;

export const STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
};

export function WithdrawalsList() {
  const formatDate = useDateFormat();
  const { currencyCode } = useSportsbookSettings();
  const withdrawals = useQuery({
    queryKey: walletKeys.withdrawals,
    queryFn: () => fetchWithdrawals(1, 30),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.data.some((w) => w.status === 'pending' || w.status === 'approved')
        ? OPEN_REFRESH_MS
        : false,
  });

  return (
    <Section title="Your withdrawals">
      {withdrawals.isPending ? (
        <div className="wallet-loading">
          <Spinner label="Loading withdrawals" />
        </div>
      ) : withdrawals.isError ? (
        <p className="form-error">{errorText(withdrawals.error)}</p>
      ) : withdrawals.data.data.length === 0 ? (
        <EmptyState title="No withdrawals yet">
          <p>Withdrawals you ask for are listed here with their status.</p>
        </EmptyState>
      ) : (
        <ul className="withdrawal-list" aria-label="Withdrawals">
          {withdrawals.data.data.map((w) => (
            <li key={w.id} className="withdrawal-row">
              <div className="withdrawal-row__main">
                <span className="withdrawal-row__amount">
                  {currencyCode} {formatMoney(w.amount)}
                </span>
                <span className={`status-badge status-badge--${w.status}`}>{STATUS_LABELS[w.status]}</span>
              </div>
              <div className="withdrawal-row__meta muted">
                {w.bank_name} {maskAccountNumber(w.account_number)} · {formatDate(w.created_at, 'dateTime')} ·{' '}
                {w.reference}
              </div>
              {w.status === 'rejected' && w.reason && (
                <div className="withdrawal-row__reason">Reason: {w.reason}</div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
