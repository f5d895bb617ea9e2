// The casino balance chooser (SPEC.md §2, §4): asks which balance to play this game session with.
// Real Money always; Bonus when a casino bonus balance exists, otherwise Demo.
import type { CasinoBalanceType, DialogComponentProps } from '../../stores/dialog-types.ts';
import { Dialog } from '../../ui/dialog.tsx';

export function CasinoBalanceDialog({ data, close }: DialogComponentProps<'casino-balance'>) {
  const hasBonus = data.casinoBonusBalance > 0;
  const choose = (type: CasinoBalanceType) => close(type);
  return (
    <Dialog
      title="Choose a balance"
      onDismiss={() => close()}
      footer={
        <>
          <button type="button" className="btn btn--primary" data-autofocus onClick={() => choose('real')}>
            Real Money
          </button>
          {hasBonus ? (
            <button type="button" className="btn btn--secondary" onClick={() => choose('bonus')}>
              Bonus
            </button>
          ) : (
            <button type="button" className="btn btn--ghost" onClick={() => choose('demo')}>
              Demo
            </button>
          )}
        </>
      }
    >
      <p>Choose the balance for this game session.</p>
      {hasBonus && <p className="notice">You have an active casino bonus</p>}
    </Dialog>
  );
}
