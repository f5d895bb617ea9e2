// The question before a cash-out: which bet (what it was on, its type, the stake), the amount it
// would be cashed out for, that this cannot be undone, then Cancel or Confirm. When the offer moved
// since the player last saw it, the question says so and names the new amount on Confirm, so the new
// amount is only ever accepted by a deliberate second answer. Rendered over the page (a portal), so
// the list's busy dimming and stacking never reach it.
import type { MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { BetSummary } from '../../api/bet-history.ts';
import { DetailList } from '../../ui/detail-list.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Money, moneyText } from '../../ui/money.tsx';
import { betKindText, betOnText } from './bet-labels.ts';

export type CashOutBet = Pick<
  BetSummary,
  'id' | 'status' | 'cashoutOffer' | 'stake' | 'matches' | 'selectionCount' | 'bet_type' | 'firstPick'
>;

interface CashOutQuestionProps {
  bet: CashOutBet;
  currency: string;
  /** The offer now; null when the bet has none any more. */
  amount: number | null;
  /** The amount the player last saw, when the offer has moved away from it. */
  movedFrom: number | null;
  pending: boolean;
  /** Why the last attempt failed, when it was not a moved offer. */
  error: string | null;
  onConfirm: (amount: number) => void;
  onCancel: () => void;
}

export const NO_OFFER_TEXT = 'Cash-out is not available for this bet right now.';

export function CashOutQuestion({
  bet,
  currency,
  amount,
  movedFrom,
  pending,
  error,
  onConfirm,
  onCancel,
}: CashOutQuestionProps) {
  // The second click of a double click (detail 2) never answers: a moved offer must be read first.
  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1 || amount === null) return;
    onConfirm(amount);
  };
  return createPortal(
    <Dialog
      title="Cash out this bet?"
      onDismiss={pending ? undefined : onCancel}
      className="cash-out-question"
      footer={
        <>
          <button
            type="button"
            className="btn btn--ghost"
            data-autofocus
            disabled={pending}
            onClick={onCancel}
          >
            {amount === null ? 'OK' : 'Cancel'}
          </button>
          {amount !== null && (
            <button type="button" className="btn btn--primary" disabled={pending} onClick={confirm}>
              {pending ? 'Cashing out…' : `Confirm ${moneyText(amount, currency)}`}
            </button>
          )}
        </>
      }
    >
      <p className="cash-out-question__bet">
        <span className="cash-out-question__match">{betOnText(bet)}</span>
        <span className="cash-out-question__kind">{betKindText(bet)}</span>
      </p>
      <DetailList
        rows={[
          { label: 'Stake', value: <Money amount={bet.stake} currency={currency} /> },
          {
            label: 'Cash out for',
            value: amount === null ? '—' : <Money amount={amount} currency={currency} />,
          },
        ]}
      />
      {amount === null ? (
        <p className="form-error" role="alert">
          {NO_OFFER_TEXT}
        </p>
      ) : (
        <>
          {movedFrom !== null && (
            <p className="notice cash-out-question__moved" role="alert">
              The offer changed from {moneyText(movedFrom, currency)} to {moneyText(amount, currency)}.
              Confirm the new amount to cash out.
            </p>
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <p className="cash-out-question__final">
            Cashing out settles this bet now for this amount. <strong>It cannot be undone.</strong>
          </p>
        </>
      )}
    </Dialog>,
    document.body,
  );
}
