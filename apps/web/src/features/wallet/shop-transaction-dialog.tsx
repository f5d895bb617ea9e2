// The shop transaction dialog (SPEC.md §2): the message as title, the take-it-to-a-shop text, the
// amount as a whole number with separators, a copyable transaction code and Continue.
import { formatWhole } from '@slipstream/domain';
import type { DialogComponentProps } from '../../stores/dialog-types.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { CodeBox } from '../../ui/code-box.tsx';
import { Dialog } from '../../ui/dialog.tsx';

export function ShopTransactionDialog({ data, close }: DialogComponentProps<'shop-transaction'>) {
  const { currencyCode } = useSportsbookSettings();
  return (
    <Dialog
      title={data.message}
      footer={
        <button type="button" className="btn btn--primary" data-autofocus onClick={() => close()}>
          Continue
        </button>
      }
    >
      <p>Take the code to any shop to complete the process.</p>
      <p className="dialog-amount">
        {currencyCode} {formatWhole(data.amount)}
      </p>
      <CodeBox label="Transaction Code" code={data.transactionCode} />
    </Dialog>
  );
}
