// /Account/Withdraw (SPEC.md §2): an amount, then a saved bank account, a new one (checked with the
// bank directory) or a shop. Withdraw asks "Confirm to Withdraw" with the masked account, then holds
// the money while the request goes pending → approved → paid. A shop withdrawal answers a code.
import { formatMoney, maskAccountNumber } from '@slipstream/domain';
import { isAccountNumber } from '@slipstream/domain/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  createShopTransaction,
  fetchBankAccounts,
  walletKeys,
  withdraw,
  type WithdrawResult,
} from '../../api/wallet.ts';
import { openDialog } from '../../stores/dialog-store.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { Page, Section } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { amountError, parseAmount } from './amount.ts';
import { AmountField } from './amount-field.tsx';
import { errorText } from './error-text.ts';
import { useActionKey } from './idempotency-key.ts';
import { NewBankAccount, useVerifiedAccount } from './new-bank-account.tsx';
import { refreshBalances } from './refresh-balances.ts';
import { STATUS_LABELS, WithdrawalsList } from './withdrawals-list.tsx';
import './wallet.css';

/** `saved:<id>`, a new account, or cash at a shop. */
type Destination = `saved:${number}` | 'new' | 'shop';

export function WithdrawPage() {
  const { currencyCode } = useSportsbookSettings();
  const available = useUserStore((s) => s.currentUser?.availableBalance);
  const queryClient = useQueryClient();
  const accounts = useQuery({ queryKey: walletKeys.bankAccounts, queryFn: () => fetchBankAccounts() });
  const [amount, setAmount] = useState('');
  const [picked, setPicked] = useState<Destination | null>(null);
  const [account, setAccount] = useState({ bankCode: '', accountNumber: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<WithdrawResult | null>(null);
  const actionKey = useActionKey();
  const verified = useVerifiedAccount(account.bankCode, account.accountNumber);

  const saved = accounts.data ?? [];
  // Until the player picks, the most recently used account (the server lists it first), else a new one.
  const destination: Destination = picked ?? (saved[0] ? `saved:${saved[0].id}` : 'new');
  const savedAccount = destination.startsWith('saved:')
    ? saved.find((a) => `saved:${a.id}` === destination)
    : undefined;
  const invalid = amountError(amount, { currency: currencyCode });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    setResult(null);
    if (invalid) return;
    const value = parseAmount(amount);
    try {
      if (destination === 'shop') {
        setBusy(true);
        const key = actionKey.keyFor(`shop-withdraw:${value}`);
        const code = await createShopTransaction({ type: 'withdraw', amount: value }, key);
        actionKey.done();
        setBusy(false);
        setAmount('');
        setSubmitted(false);
        void refreshBalances();
        await openDialog('shop-transaction', {
          message: code.message,
          amount: code.amount,
          transactionCode: code.transactionCode,
        });
        return;
      }
      const target = savedAccount ?? (destination === 'new' ? verified.data : undefined);
      if (!target) {
        if (destination === 'new' && isAccountNumber(account.accountNumber) && account.bankCode !== '')
          setFailure(verified.isError ? errorText(verified.error) : 'Wait for the account name to be found.');
        return;
      }
      const confirmed = await openDialog('withdrawal', {
        amount: value,
        bank_name: target.bank_name,
        account_number: target.account_number,
        account_name: target.account_name,
      });
      if (confirmed !== true) return;
      setBusy(true);
      const request = savedAccount
        ? { amount: value, bankAccountId: savedAccount.id }
        : { amount: value, bankCode: target.bank_code, accountNumber: target.account_number };
      const key = actionKey.keyFor(`withdraw:${JSON.stringify(request)}`);
      const done = await withdraw(request, key);
      actionKey.done();
      setResult(done);
      setAmount('');
      setSubmitted(false);
      setPicked(null);
      setAccount({ bankCode: '', accountNumber: '' });
      void refreshBalances();
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals });
      void queryClient.invalidateQueries({ queryKey: walletKeys.bankAccounts });
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page
      title="Withdraw"
      subtitle={
        <>
          Available to withdraw:{' '}
          <strong className="wallet-available">
            {currencyCode} {formatMoney(available)}
          </strong>
        </>
      }
    >
      {result && (
        <div className="notice wallet-success" role="status">
          <p>{result.message}</p>
          <p className="wallet-success__detail">
            {currencyCode} {formatMoney(result.amount)} to {result.bank_name}{' '}
            {maskAccountNumber(result.account_number)} · Status:{' '}
            <span className={`status-badge status-badge--${result.status}`}>
              {STATUS_LABELS[result.status]}
            </span>
          </p>
          <p className="wallet-success__detail muted">
            The amount is held from your balance until the withdrawal is paid. New available balance:{' '}
            {currencyCode} {formatMoney(result.availableBalance)}.
          </p>
        </div>
      )}
      <form className="wallet-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <AmountField
          value={amount}
          onChange={setAmount}
          currency={currencyCode}
          error={submitted ? invalid : null}
        />
        <Section title="Withdraw to">
          {/* The choices wait for the saved accounts, so the default cannot jump under the player. */}
          {accounts.isPending ? (
            <div className="wallet-loading wallet-loading--small">
              <Spinner label="Loading your bank accounts" />
            </div>
          ) : (
            <fieldset className="choice-list">
              <legend className="visually-hidden">Withdraw to</legend>
              {saved.map((a) => (
                <label key={a.id} className="choice">
                  <input
                    type="radio"
                    name="destination"
                    checked={destination === `saved:${a.id}`}
                    onChange={() => setPicked(`saved:${a.id}`)}
                  />
                  <span className="choice__body">
                    <span className="choice__title">
                      {a.bank_name} {maskAccountNumber(a.account_number)}
                    </span>
                    <span className="choice__text">{a.account_name}</span>
                  </span>
                </label>
              ))}
              <label className="choice">
                <input
                  type="radio"
                  name="destination"
                  checked={destination === 'new'}
                  onChange={() => setPicked('new')}
                />
                <span className="choice__body">
                  <span className="choice__title">
                    {saved.length > 0 ? 'Another bank account' : 'Bank account'}
                  </span>
                  <span className="choice__text">Paid to your bank after approval</span>
                </span>
              </label>
              <label className="choice">
                <input
                  type="radio"
                  name="destination"
                  checked={destination === 'shop'}
                  onChange={() => setPicked('shop')}
                />
                <span className="choice__body">
                  <span className="choice__title">Withdraw in a shop</span>
                  <span className="choice__text">Get a code and collect the cash at any shop</span>
                </span>
              </label>
            </fieldset>
          )}
          {!accounts.isPending && destination === 'new' && (
            <NewBankAccount
              bankCode={account.bankCode}
              accountNumber={account.accountNumber}
              onChange={setAccount}
              showErrors={submitted}
            />
          )}
        </Section>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? 'Please Wait' : destination === 'shop' ? 'Get shop code' : 'Withdraw'}
        </button>
      </form>
      <WithdrawalsList />
    </Page>
  );
}
