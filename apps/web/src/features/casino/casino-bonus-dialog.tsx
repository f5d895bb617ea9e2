// The casino bonus announcement (SPEC.md §4 "raises a casino bonus dialog event"): shown once per
// bonus when the casino opens, saying how much it is, what must be wagered to turn it into real money
// and until when. Playing with it is chosen per game in the casino balance dialog.
import { formatMoney } from '@slipstream/domain';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import type { DialogComponentProps } from '../../stores/dialog-types.ts';
import { Dialog } from '../../ui/dialog.tsx';

export function CasinoBonusDialog({ data, close }: DialogComponentProps<'casino-bonus'>) {
  const { bonus } = data;
  const { currencyCode } = useSportsbookSettings();
  const money = (amount: number) => `${currencyCode} ${formatMoney(amount)}`;
  // Bonus days end at midnight in the market's time (West Africa Time), as the account page shows them.
  const expires = new Date(bonus.expiresAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });
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
        {bonus.name}: <strong>{money(bonus.amount)}</strong>
      </p>
      <p>
        Wager {money(bonus.required)} in casino games to turn what is left of it into real money
        {bonus.wagered > 0 ? ` (${money(bonus.wagered)} so far)` : ''}. It expires on {expires}.
      </p>
      <p className="muted">Choose Bonus when a game asks which balance to play with.</p>
    </Dialog>
  );
}
