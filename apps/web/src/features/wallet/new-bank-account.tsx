// Adding a bank account to withdraw to: the bank from the server's list, the 10-digit account number,
// and the name the bank directory holds for it (looked up as soon as both are complete).
import { isAccountNumber } from '@slipstream/domain/wallet';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { fetchBanks, verifyBankAccount, walletKeys, type VerifiedAccount } from '../../api/wallet.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { errorText } from './error-text.ts';

interface NewBankAccountProps {
  bankCode: string;
  accountNumber: string;
  onChange: (next: { bankCode: string; accountNumber: string }) => void;
  showErrors: boolean;
}

/** The account the directory found for the typed bank and number, or null while unknown. */
export function useVerifiedAccount(bankCode: string, accountNumber: string) {
  return useQuery<VerifiedAccount>({
    queryKey: ['wallet', 'verify-bank-account', bankCode, accountNumber],
    queryFn: () => verifyBankAccount({ bankCode, accountNumber }),
    enabled: bankCode !== '' && isAccountNumber(accountNumber),
    retry: false,
    staleTime: Infinity,
  });
}

export function NewBankAccount({ bankCode, accountNumber, onChange, showErrors }: NewBankAccountProps) {
  const id = useId();
  const banks = useQuery({ queryKey: walletKeys.banks, queryFn: () => fetchBanks(), staleTime: Infinity });
  const verified = useVerifiedAccount(bankCode, accountNumber);
  const numberError =
    accountNumber !== '' && accountNumber.length >= 10 && !isAccountNumber(accountNumber)
      ? 'The account number is 10 digits'
      : showErrors && !isAccountNumber(accountNumber)
        ? 'Enter the 10-digit account number'
        : null;

  return (
    <div className="new-account">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-bank`}>
          Bank
        </label>
        <div className="field__control">
          <select
            id={`${id}-bank`}
            className="field__input field__select"
            value={bankCode}
            onChange={(e) => onChange({ bankCode: e.target.value, accountNumber })}
          >
            <option value="">{banks.isPending ? 'Loading banks…' : 'Choose your bank'}</option>
            {(banks.data ?? []).map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
        </div>
        {showErrors && bankCode === '' && (
          <p className="field-error" role="alert">
            Choose your bank
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-number`}>
          Account number
        </label>
        <div className="field__control">
          <input
            id={`${id}-number`}
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            placeholder="10 digits"
            value={accountNumber}
            aria-invalid={numberError ? true : undefined}
            onChange={(e) =>
              onChange({ bankCode, accountNumber: e.target.value.replace(/\D/g, '').slice(0, 10) })
            }
          />
        </div>
        {numberError && (
          <p className="field-error" role="alert">
            {numberError}
          </p>
        )}
      </div>
      <div className="account-lookup" aria-live="polite">
        {verified.isFetching ? (
          <span className="account-lookup__row">
            <Spinner label="Checking the account" /> Checking the account…
          </span>
        ) : verified.data ? (
          <span className="account-lookup__row account-lookup__row--found">
            <span className="muted">Account name</span>
            <strong>{verified.data.account_name}</strong>
          </span>
        ) : verified.isError ? (
          <span className="field-error">{errorText(verified.error)}</span>
        ) : null}
      </div>
    </div>
  );
}
