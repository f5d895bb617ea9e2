// The error dialog (SPEC.md §2): a message and OK. The spec's "continue to a next route" reads its
// route from the wrong place and in practice does nothing, so OK only closes (docs/decisions.md).
import type { DialogComponentProps } from '../../stores/dialog-types.ts';
import { Dialog } from '../../ui/dialog.tsx';

export function ErrorDialog({ data, close }: DialogComponentProps<'error'>) {
  return (
    <Dialog
      title="Error"
      onDismiss={() => close()}
      footer={
        <button type="button" className="btn btn--primary" data-autofocus onClick={() => close()}>
          OK
        </button>
      }
    >
      <p className="dialog-message">{data.message}</p>
    </Dialog>
  );
}
