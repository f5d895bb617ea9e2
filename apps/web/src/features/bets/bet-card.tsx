// One bet in the history: what it was on (its match, or its first match and how many more), its type
// and first pick, when it was placed, stake, odds, the multi-bet bonus it was placed with, what it may
// win or what it paid (with the final score of a one-match bet), its status and booking code, a link
// to its detail and, while it has one, the cash-out offer.
import { useId } from 'react';
import { Link } from 'react-router';
import type { BetSummary } from '../../api/bet-history.ts';
import { to } from '../../site/paths.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { useDateFormat } from '../../ui/date-format.ts';
import { Money } from '../../ui/money.tsx';
import { useFormatOdds } from '../../ui/odds-format.ts';
import { ResultBadge } from '../../ui/result-badge.tsx';
import { betKindText, betOnText, bonusLabel } from './bet-labels.ts';
import { CashOutButton } from './cash-out-button.tsx';

/** "Potential win" while open; afterwards what it paid ("Paid" is 0.00 for a lost bet). */
export function winFigure(bet: Pick<BetSummary, 'status' | 'possibleWin' | 'payout'>) {
  return bet.status === 'open'
    ? { label: 'Potential win', amount: bet.possibleWin }
    : { label: bet.status === 'cashed_out' ? 'Cashed out for' : 'Paid', amount: bet.payout };
}

/** The final score, for a bet on one match once that match ended. */
function finalScoreOf(bet: Pick<BetSummary, 'matches'>): string | null {
  return bet.matches.length === 1 ? (bet.matches[0]?.finalScore ?? null) : null;
}

export function BetCard({ bet }: { bet: BetSummary }) {
  const formatDate = useDateFormat();
  const formatOdds = useFormatOdds();
  const { currencyCode } = useSportsbookSettings();
  const titleId = useId();
  const win = winFigure(bet);
  const finalScore = finalScoreOf(bet);
  return (
    <article className="bet-card" aria-labelledby={titleId}>
      <header className="bet-card__head">
        <div className="bet-card__what">
          <h2 id={titleId} className="bet-card__title">
            {betOnText(bet)}
          </h2>
          <p className="bet-card__kind">
            {betKindText(bet)}
            {bet.live && <span className="bet-card__live">Live</span>}
          </p>
        </div>
        <ResultBadge result={bet.status} />
      </header>
      <p className="bet-card__meta">
        <time dateTime={bet.placedAt}>{formatDate(bet.placedAt, 'dateTime')}</time>
        <span aria-hidden="true"> · </span>
        <span>
          Booking code <span className="bet-card__code">{bet.betslipId}</span>
        </span>
      </p>
      <dl className="bet-card__figures">
        <div>
          <dt>Stake</dt>
          <dd>
            <Money amount={bet.stake} currency={currencyCode} />
            {bet.useBonus && <span className="bet-card__bonus"> (bonus)</span>}
          </dd>
        </div>
        <div>
          <dt>Odds</dt>
          <dd>{formatOdds(bet.totalOdds)}</dd>
        </div>
        {bet.bonus > 0 && (
          <div>
            <dt>{bonusLabel(bet.bet_type)}</dt>
            <dd>
              <Money amount={bet.bonus} currency={currencyCode} />
            </dd>
          </div>
        )}
        <div>
          <dt>{win.label}</dt>
          <dd className={bet.status === 'won' || bet.status === 'cashed_out' ? 'bet-card__won' : undefined}>
            <Money amount={win.amount} currency={currencyCode} />
          </dd>
        </div>
        {finalScore && (
          <div>
            <dt>Final score</dt>
            <dd>{finalScore}</dd>
          </div>
        )}
      </dl>
      <footer className="bet-card__actions">
        <Link className="btn btn--ghost btn--sm" to={to.betDetail(bet.id)} aria-describedby={titleId}>
          Bet details
        </Link>
        <CashOutButton key={bet.id} bet={bet} />
      </footer>
    </article>
  );
}
