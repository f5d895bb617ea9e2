// /Account/Deposit (SPEC.md §2): type an amount within the method's limits, choose card, bank transfer
// or shop, Continue. Card and bank transfer go to the provider's payment page; shop answers a code to
// take to any shop (the shop-transaction dialog). The amount and Continue come first; a player who can
// still get the first-deposit bonus sees its offer and terms under the form.
import { formatMoney } from '@slipstream/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import {
  createShopTransaction,
  fetchPaymentMethods,
  initiateDeposit,
  walletKeys,
  type PaymentMethod,
} from '../../api/wallet.ts';
import { openDialog } from '../../stores/dialog-store.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { amountError, parseAmount } from './amount.ts';
import { AmountField } from './amount-field.tsx';
import { DepositBonusOffer } from './deposit-bonus-offer.tsx';
import { errorText } from './error-text.ts';
import { useActionKey } from './idempotency-key.ts';
import { PaymentMethodPicker } from './payment-method-picker.tsx';
import { refreshBalances } from './refresh-balances.ts';
import './wallet.css';

const QUICK_AMOUNTS = [1_000, 5_000, 10_000, 50_000];

/** Where the browser goes to pay; replaced in tests. */
export const paymentRedirect = { go: (url: string) => window.location.assign(url) };

export function DepositPage() {
  const { currencyCode } = useSportsbookSettings();
  const methods = useQuery({ queryKey: walletKeys.paymentMethods, queryFn: () => fetchPaymentMethods() });
  const [chosen, setChosen] = useState<PaymentMethod['id'] | null>(null);
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const actionKey = useActionKey();

  // Coming back from the payment page with the browser's Back restores this page as it was left
  // (back/forward cache), Please Wait included; the form must be usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const list = methods.data ?? [];
  const method = list.find((m) => m.id === chosen) ?? list[0];
  const limits = { min: method?.minAmount, max: method?.maxAmount, currency: currencyCode };
  const invalid = amountError(amount, limits);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!method || invalid) return;
    const value = parseAmount(amount);
    setBusy(true);
    try {
      if (method.id === 'shop') {
        const key = actionKey.keyFor(`shop-deposit:${value}`);
        const code = await createShopTransaction({ type: 'deposit', amount: value }, key);
        actionKey.done();
        setBusy(false);
        setAmount('');
        setSubmitted(false);
        await openDialog('shop-transaction', {
          message: code.message,
          amount: code.amount,
          transactionCode: code.transactionCode,
        });
        void refreshBalances();
        return;
      }
      const key = actionKey.keyFor(`deposit:${method.id}:${value}`);
      const started = await initiateDeposit({ amount: value, paymentChannel: method.id }, key);
      actionKey.done();
      paymentRedirect.go(started.paymentUrl);
    } catch (err) {
      setFailure(errorText(err));
      setBusy(false);
    }
  }

  return (
    <Page title="Deposit" subtitle="Add money to your available balance">
      {methods.isPending ? (
        <div className="wallet-loading">
          <Spinner label="Loading payment methods" />
        </div>
      ) : methods.isError ? (
        <EmptyState
          title="Payment methods could not be loaded"
          action={
            <button type="button" className="btn btn--ghost" onClick={() => void methods.refetch()}>
              Try again
            </button>
          }
        >
          <p>{errorText(methods.error)}</p>
        </EmptyState>
      ) : list.length === 0 || !method ? (
        <EmptyState title="No payment methods available">
          <p>Deposits are not available right now. Please try again later.</p>
        </EmptyState>
      ) : (
        <form className="wallet-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <AmountField
            value={amount}
            onChange={setAmount}
            currency={currencyCode}
            quickAmounts={QUICK_AMOUNTS.filter((q) => q >= method.minAmount && q <= method.maxAmount)}
            hint={`Min ${currencyCode} ${formatMoney(method.minAmount)} · Max ${currencyCode} ${formatMoney(method.maxAmount)}`}
            error={submitted ? invalid : null}
          />
          <PaymentMethodPicker methods={list} chosen={method} onChoose={setChosen} />
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? 'Please Wait' : 'Continue'}
          </button>
          {method.flow === 'redirect' && (
            <p className="muted wallet-note">
              You will pay on the payment provider&apos;s page and come back here.
            </p>
          )}
        </form>
      )}
      <DepositBonusOffer />
    </Page>
  );
}
