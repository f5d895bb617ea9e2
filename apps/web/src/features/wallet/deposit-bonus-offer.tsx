// The first-deposit bonus where money goes in (docs/decisions.md "Content and bonuses"): before the
// first deposit, the offer and its terms; once that deposit is credited (on the deposit page or the
// payment verification page), the bonus it earned and a Claim bonus button. Claiming is the player's
// explicit choice, made knowing the amount and the wagering rules it binds the money to.
import { formatMoney } from '@slipstream/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { depositBonusQuery, type ActiveBonus, type DepositBonusCheck } from '../../api/bonus.ts';
import { useClaimDepositBonus } from '../../api/claim-deposit-bonus.ts';
import { paths } from '../../site/paths.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { useDateFormat } from '../../ui/date-format.ts';
import { useFormatOdds } from '../../ui/odds-format.ts';
import { errorText } from './error-text.ts';
import { refreshBalances } from './refresh-balances.ts';
import './deposit-bonus-offer.css';

export function DepositBonusOffer() {
  const formatDate = useDateFormat();
  const formatOdds = useFormatOdds();
  const offer = useQuery(depositBonusQuery());
  const [claimed, setClaimed] = useState<ActiveBonus | null>(null);
  const claim = useClaimDepositBonus((bonus) => {
    setClaimed(bonus);
    // The balance message moves the header at once; this is the fallback if it is lost.
    void refreshBalances();
  });
  const { currencyCode } = useSportsbookSettings();
  const money = (amount: number) => `${currencyCode} ${formatMoney(amount)}`;

  if (claimed) {
    return (
      <section className="deposit-bonus deposit-bonus--claimed" aria-labelledby="deposit-bonus-title">
        <h2 id="deposit-bonus-title" className="deposit-bonus__title">
          Bonus claimed: {money(claimed.amount)}
        </h2>
        <p role="status">
          It is in your sport bonus balance. Tick <strong>Bet with bonus</strong> on the betslip to use it;
          bets at odds {claimed.minOdds != null ? formatOdds(claimed.minOdds) : '—'} or more count towards
          wagering {money(claimed.required)} by {formatDate(claimed.expiresAt, 'dateTime')}.
        </p>
        <Link to={paths.accountMe} className="btn btn--ghost btn--sm">
          See your bonus progress
        </Link>
      </section>
    );
  }

  const check = offer.data;
  if (!check || (check.status !== 'deposit-first' && check.status !== 'claimable')) return null;
  const { terms } = check;
  return (
    <section className="deposit-bonus" aria-labelledby="deposit-bonus-title">
      {check.status === 'claimable' ? (
        <>
          <h2 id="deposit-bonus-title" className="deposit-bonus__title">
            Your first deposit bonus: {money(check.bonusAmount ?? 0)}
          </h2>
          <p>
            Your first deposit earned it. Claim it
            {check.claimBy ? ` by ${formatDate(check.claimBy, 'dateTime')}` : ''} to bet with it.
          </p>
        </>
      ) : (
        <>
          <h2 id="deposit-bonus-title" className="deposit-bonus__title">
            {terms.percent}% first deposit bonus
          </h2>
          <p>
            Make your first deposit and claim {terms.percent}% of it as a sport bonus, up to{' '}
            {money(terms.maxBonus)}.
          </p>
        </>
      )}
      <OfferTerms terms={terms} money={money} />
      {check.status === 'claimable' && (
        <div className="deposit-bonus__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={claim.isPending}
            onClick={() => claim.mutate()}
          >
            {claim.isPending ? 'Please Wait' : 'Claim bonus'}
          </button>
          {claim.error && (
            <p className="form-error" role="alert">
              {errorText(claim.error)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function OfferTerms({
  terms,
  money,
}: {
  terms: DepositBonusCheck['terms'];
  money: (amount: number) => string;
}) {
  const formatOdds = useFormatOdds();
  const rows = [
    ['Bonus', `${terms.percent}% of your first deposit, up to ${money(terms.maxBonus)}`],
    ['Minimum deposit', money(terms.minDeposit)],
    ['Wagering', `${terms.rollover}× the bonus before it turns into cash`],
    ['Minimum odds', `${formatOdds(terms.minOdds)} (total odds of the bet)`],
    ['Expires', `${terms.validDays} days after you claim it`],
    ['Claim within', `${terms.claimWithinDays} days of your first deposit`],
  ];
  return (
    <dl className="deposit-bonus__terms" aria-label="Bonus terms">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
