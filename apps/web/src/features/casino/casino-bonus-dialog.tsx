// The casino bonus announcement (SPEC.md §4 "raises a casino bonus dialog event"): shown once per
// bonus when the casino opens, saying how much it is, what must be wagered to turn it into real money
// and until when. Playing with it is chosen per game in the casino balance dialog.
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import type { DialogComponentProps } from '../../stores/dialog-types.ts';
import { useDateFormat } from '../../ui/date-format.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Money } from '../../ui/money.tsx';

export function CasinoBonusDialog({ data, close }: DialogComponentProps<'casino-bonus'>) {
  const formatDate = useDateFormat();
  const { bonus } = data;
  const { currencyCode } = useSportsbookSettings();
  return (
    <Dialog
      title="You have a casino bonus"
      onDismiss={() => close()}
      footer={
        <button type="button" className="btn btn--primary" data-autofocus onClick={() => close()}>
          Got it
        </button>
      }
    >
      <p>
        {bonus.name}:{' '}
        <strong>
          <Money amount={bonus.amount} currency={currencyCode} />
        </strong>
      </p>
      <p>
        Wager <Money amount={bonus.required} currency={currencyCode} /> in casino games to turn what is left
        of it into real money
        {bonus.wagered > 0 && (
          <>
            {' ('}
            <Money amount={bonus.wagered} currency={currencyCode} /> so far)
          </>
        )}
        . It expires on {formatDate(bonus.expiresAt, 'date')}.
      </p>
      <p className="muted">Choose Bonus when a game asks which balance to play with.</p>
    </Dialog>
  );
}
