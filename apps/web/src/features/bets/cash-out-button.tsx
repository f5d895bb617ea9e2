// Cash-out of an open bet at the offer shown (docs/decisions.md "Bets"). The button names the amount,
// so pressing it is accepting that offer; it goes to `POST bets/cashout` with one Idempotency-Key per
// (bet, amount). When the odds moved the server refuses with the new offer: it is shown and the
// player may accept it in turn. Success refreshes the bets and the balances.
import { formatMoney } from '@slipstream/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { betKeys, cashOutBet, CashoutOfferChanged } from '../../api/bet-history.ts';
import { useActionKey } from '../../api/idempotency-key.ts';
import { refreshCurrentUser } from '../../app/load-session-data.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';

export type CashOutRequest = typeof cashOutBet;

interface CashOutButtonProps {
  betId: number;
  offer: number;
  request?: CashOutRequest;
}

export function CashOutButton({ betId, offer: listedOffer, request = cashOutBet }: CashOutButtonProps) {
  const { currencyCode } = useSportsbookSettings();
  const queryClient = useQueryClient();
  const actionKey = useActionKey();
  // The offer the server last named, when it refused the one on the list.
  const [movedOffer, setMovedOffer] = useState<number | null | undefined>(undefined);
  const offer = movedOffer === undefined ? listedOffer : movedOffer;
  const money = (amount: number) => `${currencyCode} ${formatMoney(amount)}`;

  const cashOut = useMutation({
    mutationFn: (amount: number) => request(betId, amount, actionKey.keyFor(`${betId}:${amount}`)),
    onSuccess: () => {
      actionKey.done();
      void refreshCurrentUser();
      void queryClient.invalidateQueries({ queryKey: betKeys.all });
    },
    onError: (err) => {
      if (err instanceof CashoutOfferChanged) setMovedOffer(err.offer);
    },
  });

  if (cashOut.isSuccess) {
    return (
      <p className="cash-out__done" role="status">
        Cashed out {money(cashOut.data)}
      </p>
    );
  }

  const error = cashOut.error;
  const moved = error instanceof CashoutOfferChanged;
  return (
    <div className="cash-out">
      {error && (
        <p className={moved ? 'notice cash-out__notice' : 'form-error'} role="alert">
          {moved && offer !== null
            ? `The offer changed to ${money(offer)}. Accept the new offer?`
            : error.message}
        </p>
      )}
      {offer !== null && (
        <button
          type="button"
          className="btn btn--secondary btn--sm cash-out__button"
          disabled={cashOut.isPending}
          onClick={() => cashOut.mutate(offer)}
        >
          {cashOut.isPending ? 'Cashing out…' : `${moved ? 'Accept' : 'Cash out'} ${money(offer)}`}
        </button>
      )}
    </div>
  );
}
