// The player's active bonuses with a progress bar towards each wagering requirement, and the
// first-deposit bonus offer when it can be claimed. Rendered by the account overview (/Account/Me).
import { formatMoney } from '@slipstream/domain';
import { useQuery } from '@tanstack/react-query';
import { activeBonusesQuery, depositBonusQuery, type ActiveBonus } from '../../api/bonus.ts';
import { useClaimDepositBonus } from '../../api/claim-deposit-bonus.ts';
import { useDateFormat } from '../../ui/date-format.ts';
import { useFormatOdds } from '../../ui/odds-format.ts';
import './bonus-progress.css';

export function BonusProgress() {
  const bonuses = useQuery(activeBonusesQuery());
  const offer = useQuery(depositBonusQuery());
  const list = bonuses.data ?? [];
  const claimable = offer.data?.qualifies ? offer.data : null;
  if (list.length === 0 && !claimable) return null;
  return (
    <section className="bonus-progress" aria-labelledby="bonus-progress-title">
      <h2 id="bonus-progress-title" className="bonus-progress__title">
        Bonuses
      </h2>
      {claimable && <ClaimOffer amount={claimable.bonusAmount ?? 0} terms={claimable.terms} />}
      <ul className="bonus-progress__list">
        {list.map((b) => (
          <BonusRow key={b.id} bonus={b} />
        ))}
      </ul>
    </section>
  );
}

function BonusRow({ bonus: b }: { bonus: ActiveBonus }) {
  const formatDate = useDateFormat();
  const formatOdds = useFormatOdds();
  const id = `bonus-${b.id}`;
  return (
    <li className="bonus-progress__item">
      <div className="bonus-progress__head">
        <span id={id} className="bonus-progress__name">
          {b.name}
        </span>
        <span className="bonus-progress__amount">{formatMoney(b.amount)}</span>
      </div>
      <progress
        className="bonus-progress__bar"
        max={100}
        value={b.progress}
        aria-labelledby={id}
        aria-valuetext={`${b.progress}% wagered`}
      />
      <p className="bonus-progress__meta">
        Wagered {formatMoney(b.wagered)} of {formatMoney(b.required)} ·{' '}
        {b.minOdds === null ? 'casino games' : `odds ${formatOdds(b.minOdds)}+`} · expires{' '}
        {formatDate(b.expiresAt, 'date')}
      </p>
    </li>
  );
}

function ClaimOffer({
  amount,
  terms,
}: {
  amount: number;
  terms: { rollover: number; minOdds: number; validDays: number };
}) {
  const claim = useClaimDepositBonus();
  const formatOdds = useFormatOdds();
  return (
    <div className="bonus-progress__offer">
      <p>
        <strong>First deposit bonus: {formatMoney(amount)}</strong> to bet with. Wager it {terms.rollover}× at
        odds {formatOdds(terms.minOdds)}+ within {terms.validDays} days to turn it into cash.
      </p>
      <button
        type="button"
        className="btn btn--primary btn--sm"
        disabled={claim.isPending}
        onClick={() => claim.mutate()}
      >
        {claim.isPending ? 'Please Wait' : 'Claim bonus'}
      </button>
      {claim.error && (
        <p className="bonus-progress__error" role="alert">
          {claim.error.message}
        </p>
      )}
    </div>
  );
}
