// Shows the open dialogs by type (SPEC.md §2), newest on top. Only the top one is interactive; the
// ones under it are inert. Each dialog's code loads when it is first opened.
import { lazy, Suspense, useCallback, type ComponentType } from 'react';
import { closeDialog, useDialogStore } from '../stores/dialog-store.ts';
import type { DialogComponentProps, DialogEntry, DialogType } from '../stores/dialog-types.ts';
import { Spinner } from '../ui/spinner.tsx';

type AnyDialog = ComponentType<DialogComponentProps<DialogType>>;

const pick =
  <K extends string>(key: K) =>
  (module: Record<K, unknown>) => ({ default: module[key] as AnyDialog });

const DIALOGS: Record<DialogType, AnyDialog> = {
  auth: lazy(() => import('../features/auth/auth-dialog.tsx').then(pick('AuthDialog'))),
  withdrawal: lazy(() =>
    import('../features/wallet/withdrawal-confirm-dialog.tsx').then(pick('WithdrawalConfirmDialog')),
  ),
  'shop-transaction': lazy(() =>
    import('../features/wallet/shop-transaction-dialog.tsx').then(pick('ShopTransactionDialog')),
  ),
  error: lazy(() => import('./dialogs/error-dialog.tsx').then(pick('ErrorDialog'))),
  popup: lazy(() => import('../features/content/image-popup-dialog.tsx').then(pick('ImagePopupDialog'))),
  'place-bet': lazy(() => import('../features/betslip/bet-placed-dialog.tsx').then(pick('BetPlacedDialog'))),
  'book-bet': lazy(() => import('../features/betslip/book-bet-dialog.tsx').then(pick('BookBetDialog'))),
  simulation: lazy(() => import('../features/betslip/simulation-dialog.tsx').then(pick('SimulationDialog'))),
  'casino-balance': lazy(() =>
    import('../features/casino/casino-balance-dialog.tsx').then(pick('CasinoBalanceDialog')),
  ),
  'casino-bonus': lazy(() =>
    import('../features/casino/casino-bonus-dialog.tsx').then(pick('CasinoBonusDialog')),
  ),
};

function DialogLoading() {
  return (
    <div className="dialog-backdrop">
      <Spinner label="Loading dialog" />
    </div>
  );
}

function DialogView({ entry }: { entry: DialogEntry }) {
  // Stable per dialog, so dialogs may list `close` in their effects.
  const close = useCallback((result?: unknown) => closeDialog(entry.id, result), [entry.id]);
  const Component = DIALOGS[entry.type];
  return <Component data={entry.data} close={close} />;
}

export function DialogHost() {
  const stack = useDialogStore((s) => s.stack);
  return (
    <>
      {stack.map((entry, index) => (
        <div key={entry.id} className="dialog-layer" inert={index !== stack.length - 1}>
          <Suspense fallback={<DialogLoading />}>
            <DialogView entry={entry} />
          </Suspense>
        </div>
      ))}
    </>
  );
}
