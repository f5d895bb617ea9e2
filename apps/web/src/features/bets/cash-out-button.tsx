// Cash-out of an open bet (docs/decisions.md "Bets"). The button names the offer and asks first
// (cash-out-question.tsx): only Confirm sends `POST bets/cashout`, with one Idempotency-Key per
// (bet, amount); Cancel and Escape send nothing. The offer may move while the question is open — the
// list is read again with a new one, or the server refuses the amount with its new offer — and the
// question then shows the new amount, which the player must confirm in turn. While it is open the
// offer is read again every few seconds. Success refreshes the bets and the balances.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { betKeys, cashOutBet, CashoutOfferChanged } from '../../api/bet-history.ts';
import { useActionKey } from '../../api/idempotency-key.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { refreshCurrentUser } from '../../stores/load-session-data.ts';
import { moneyText } from '../../ui/money.tsx';
import { CashOutQuestion, type CashOutBet } from './cash-out-question.tsx';

export type CashOutRequest = typeof cashOutBet;

/** How often the offer is read again while the question is open (prices move by the second in play). */
export const OFFER_REFRESH_MS = 5_000;

interface CashOutButtonProps {
  bet: CashOutBet;
  request?: CashOutRequest;
}

/** A refused amount's answer, kept for as long as the list still shows the offer it was refused on. */
interface Refusal {
  offer: number | null;
  listed: number | null;
}

export function CashOutButton({ bet, request = cashOutBet }: CashOutButtonProps) {
  const { currencyCode } = useSportsbookSettings();
  const queryClient = useQueryClient();
  const actionKey = useActionKey();
  const listed = bet.cashoutOffer;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // A newer list wins over an older refusal: both say what the offer is now, the list said it later.
  const offer = refusal && refusal.listed === listed ? refusal.offer : listed;
  // The amount the player last saw in the question (on opening it, or on confirming); null when closed.
  const [seen, setSeen] = useState<number | null>(null);
  const asking = seen !== null;
  const done = useRef<HTMLParagraphElement>(null);

  const cashOut = useMutation({
    mutationFn: ({ amount }: { amount: number; listed: number | null }) =>
      request(bet.id, amount, actionKey.keyFor(`${bet.id}:${amount}`)),
    onSuccess: () => {
      actionKey.done();
      setSeen(null);
      void refreshCurrentUser();
      refreshOffers();
    },
    onError: (err, { listed: listedThen }) => {
      if (!(err instanceof CashoutOfferChanged)) return;
      setRefusal({ offer: err.offer, listed: listedThen });
      refreshOffers();
    },
  });

  function refreshOffers() {
    void queryClient.invalidateQueries({ queryKey: betKeys.all });
  }

  // While the question is open the offer is read again now and then, so the amount it names is the
  // one the server would pay, and an offer back after a bet stop shows without closing the question.
  useEffect(() => {
    if (!asking) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: betKeys.all }),
      OFFER_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [asking, queryClient]);

  // The button that was pressed is gone: the player hears what happened and keeps their place.
  useEffect(() => {
    if (cashOut.isSuccess) done.current?.focus();
  }, [cashOut.isSuccess]);

  if (cashOut.isSuccess) {
    return (
      <p ref={done} className="cash-out__done" role="status" tabIndex={-1}>
        Cashed out {moneyText(cashOut.data, currencyCode)}
      </p>
    );
  }

  const failure = cashOut.error && !(cashOut.error instanceof CashoutOfferChanged) ? cashOut.error : null;
  return (
    <div className="cash-out">
      {offer !== null && (
        <button
          type="button"
          className="btn btn--secondary btn--sm cash-out__button"
          aria-haspopup="dialog"
          onClick={() => {
            cashOut.reset();
            setSeen(offer);
          }}
        >
          Cash out {moneyText(offer, currencyCode)}
        </button>
      )}
      {asking && (
        <CashOutQuestion
          bet={bet}
          currency={currencyCode}
          amount={offer}
          movedFrom={offer !== null && offer !== seen ? seen : null}
          pending={cashOut.isPending}
          error={failure ? failure.message : null}
          onConfirm={(amount) => {
            setSeen(amount);
            cashOut.mutate({ amount, listed });
          }}
          onCancel={() => {
            cashOut.reset();
            setSeen(null);
          }}
        />
      )}
    </div>
  );
}
