// /payment-verification/{method}?transactionRef=DEP-… (SPEC.md §2): where the payment page sends the
// payer back. Asks the server for the deposit's state: pending (checked again every few seconds for a
// short while, and on demand), successful (amount, new balance, and the first-deposit bonus to claim
// when this deposit earned it) or failed (the reason, Try again).
import { formatMoney } from '@slipstream/domain';
import type { DepositChannel } from '@slipstream/domain/wallet';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { verifyPayment } from '../../api/wallet.ts';
import { paths } from '../../site/paths.ts';
import { refreshActiveBonus } from '../../stores/active-bonus.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { DepositBonusOffer } from './deposit-bonus-offer.tsx';
import { errorText } from './error-text.ts';
import { refreshBalances } from './refresh-balances.ts';
import './wallet.css';

/** Gentle polling: a provider usually settles within seconds; after this the player asks. */
export const VERIFY_POLL_MS = 3_000;
export const VERIFY_POLL_ATTEMPTS = 10;

const METHOD_NAMES: Record<DepositChannel, string> = { card: 'Card', 'bank-transfer': 'Bank transfer' };

/** True when the return address names a deposit channel. */
function isDepositChannel(method: string): method is DepositChannel {
  return Object.hasOwn(METHOD_NAMES, method);
}

export function PaymentVerificationPage() {
  const { method = '' } = useParams();
  const [search] = useSearchParams();
  const transactionRef = search.get('transactionRef') ?? '';
  const { currencyCode } = useSportsbookSettings();
  const channel = isDepositChannel(method) ? method : null;
  const known = channel !== null && transactionRef !== '';
  const polls = useRef(0);

  const verification = useQuery({
    queryKey: ['wallet', 'verify-payment', method, transactionRef],
    queryFn: known
      ? () => {
          polls.current += 1;
          return verifyPayment({ paymentChannel: channel, transactionRef });
        }
      : skipToken,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && polls.current < VERIFY_POLL_ATTEMPTS ? VERIFY_POLL_MS : false,
  });

  const status = verification.data?.status;
  /** The outcome the balances were last refreshed for: once per outcome, even if the effect runs again. */
  const refreshedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (status !== 'failed' && status !== 'successful') return;
    if (refreshedFor.current === status) return;
    refreshedFor.current = status;
    // The balances moved (or the deposit settled as failed): bring the header up to date. A credited
    // deposit may also have changed the player's bonuses (SPEC.md §4 refresh of the active bonus),
    // asked after the details, as the refresh needs the player known.
    if (status === 'failed') void refreshBalances();
    else void refreshBalances().then(() => refreshActiveBonus());
  }, [status]);

  const subtitle = channel ? METHOD_NAMES[channel] : 'Deposit';
  if (!known) {
    return (
      <Page title="Payment verification" subtitle={subtitle}>
        <EmptyState
          title="No payment waiting to be verified"
          action={
            <Link to={paths.deposit} className="btn btn--primary">
              Make a deposit
            </Link>
          }
        >
          <p>After you pay, you come back here and we confirm the deposit with the payment provider.</p>
        </EmptyState>
      </Page>
    );
  }

  const data = verification.data;
  return (
    <Page title="Payment verification" subtitle={subtitle}>
      <div className="verify-card" aria-live="polite" aria-busy={verification.isFetching}>
        {verification.isPending ? (
          <div className="verify-card__state">
            <Spinner label="Checking your payment" />
            <p className="verify-card__title">Checking your payment…</p>
          </div>
        ) : verification.isError && !data ? (
          <div className="verify-card__state">
            <p className="verify-card__title">We could not check this payment</p>
            <p className="form-error" role="alert">
              {errorText(verification.error)}
            </p>
            <div className="verify-card__actions">
              <button type="button" className="btn btn--primary" onClick={() => void verification.refetch()}>
                Check again
              </button>
              <Link to={paths.deposit} className="btn btn--ghost">
                Back to deposit
              </Link>
            </div>
          </div>
        ) : data?.status === 'successful' ? (
          <div className="verify-card__state verify-card__state--success">
            <p className="verify-card__title">Deposit successful</p>
            <p className="muted">{data.message}</p>
            <dl className="verify-card__facts">
              <div>
                <dt>Amount</dt>
                <dd>
                  {currencyCode} {formatMoney(data.amount)}
                </dd>
              </div>
              <div>
                <dt>New balance</dt>
                <dd>
                  {currencyCode} {formatMoney(data.availableBalance)}
                </dd>
              </div>
              <div>
                <dt>Reference</dt>
                <dd>{data.transactionRef}</dd>
              </div>
            </dl>
            <DepositBonusOffer />
            <div className="verify-card__actions">
              <Link to={paths.home} className="btn btn--primary">
                Place a bet
              </Link>
              <Link to={paths.transactions} className="btn btn--ghost">
                View transactions
              </Link>
            </div>
          </div>
        ) : data?.status === 'failed' ? (
          <div className="verify-card__state verify-card__state--failed">
            <p className="verify-card__title">Payment failed</p>
            <p>{data.message}</p>
            <p className="muted">
              {currencyCode} {formatMoney(data.amount)} · {data.transactionRef}. Nothing was taken from your
              balance.
            </p>
            <div className="verify-card__actions">
              <Link to={paths.deposit} className="btn btn--primary">
                Try again
              </Link>
            </div>
          </div>
        ) : (
          <div className="verify-card__state">
            {verification.isFetching ? <Spinner label="Checking your payment" /> : null}
            <p className="verify-card__title">Payment pending</p>
            <p className="muted">{data?.message}</p>
            <p className="muted">
              {currencyCode} {formatMoney(data?.amount)} · {data?.transactionRef}
            </p>
            <div className="verify-card__actions">
              <button
                type="button"
                className="btn btn--primary"
                disabled={verification.isFetching}
                onClick={() => {
                  polls.current = 0;
                  void verification.refetch();
                }}
              >
                Check again
              </button>
              <Link to={paths.deposit} className="btn btn--ghost">
                Back to deposit
              </Link>
            </div>
          </div>
        )}
      </div>
    </Page>
  );
}
