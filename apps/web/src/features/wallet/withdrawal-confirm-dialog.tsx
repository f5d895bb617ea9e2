// "Confirm to Withdraw" (SPEC.md §2): amount with currency code, bank, masked account number and name,
// Cancel and Confirm. Answers true on Confirm, false on Cancel.
import { formatMoney, maskAccountName, maskAccountNumber } from '@slipstream/domain';
import type { DialogComponentProps } from '../../stores/dialog-types.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { DetailList } from '../../ui/detail-list.tsx';
import { Dialog } from '../../ui/dialog.tsx';

export function WithdrawalConfirmDialog({ data, close }: DialogComponentProps<'withdrawal'>) {
  const { currencyCode } = useSportsbookSettings();
  return (
    <Dialog
      title="Confirm to Withdraw"
      onDismiss={() => close(false)}
      footer={
        <>
          <button type="button" className="btn btn--ghost" data-autofocus onClick={() => close(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={() => close(true)}>
            Confirm
          </button>
        </>
      }
    >
      <DetailList
        rows={[
          { label: 'Amount', value: `${currencyCode} ${formatMoney(data.amount)}` },
          { label: 'Bank', value: data.bank_name },
          { label: 'Account number', value: maskAccountNumber(data.account_number) },
          { label: 'Account name', value: maskAccountName(data.account_name) },
        ]}
      />
    </Dialog>
  );
}
