// /Account/BetHistory/{id}/Detail (SPEC.md §2): one bet in full — what it was on, every selection
// with its odds, result and score (the final score kept on the bet once the match ended, even after the
// fixture closed), a system bet's lines, stake, bonus, taxes, payout and the cash-out offer. It
// follows the player's bet events like the history does.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { betKeys, fetchBet, OPEN_BETS_REFRESH_MS, type BetDetail } from '../../api/bet-history.ts';
import { paths } from '../../site/paths.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { useDateFormat } from '../../ui/date-format.ts';
import { DetailList } from '../../ui/detail-list.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Money } from '../../ui/money.tsx';
import { useFormatOdds } from '../../ui/odds-format.ts';
import { Page, Section } from '../../ui/page.tsx';
import { ResultBadge } from '../../ui/result-badge.tsx';
import { winFigure } from './bet-card.tsx';
import { betKindText, betOnText, bonusLabel } from './bet-labels.ts';
import { BetLines } from './bet-lines.tsx';
import { BetSelections } from './bet-selections.tsx';
import { BetDetailSkeleton } from './bet-skeletons.tsx';
import { CashOutButton } from './cash-out-button.tsx';
import './bets.css';

const backLink = (
  <Link className="btn btn--ghost btn--sm" to={paths.accountBetHistory}>
    Back to bet history
  </Link>
);

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'NOT_FOUND';
}

function BetFigures({ bet, currency }: { bet: BetDetail; currency: string }) {
  const formatDate = useDateFormat();
  const formatOdds = useFormatOdds();
  const money = (amount: number) => <Money amount={amount} currency={currency} />;
  const win = winFigure(bet);
  return (
    <DetailList
      rows={[
        { label: 'Status', value: <ResultBadge result={bet.status} /> },
        { label: 'Placed', value: formatDate(bet.placedAt, 'dateTime') },
        ...(bet.settledAt ? [{ label: 'Settled', value: formatDate(bet.settledAt, 'dateTime') }] : []),
        { label: 'Booking code', value: <span className="bet-card__code">{bet.betslipId}</span> },
        { label: bet.useBonus ? 'Stake (sport bonus)' : 'Stake', value: money(bet.stake) },
        { label: 'Total odds', value: formatOdds(bet.totalOdds) },
        // The bonus inside the potential win, as the slip showed it, whatever became of the bet.
        { label: bonusLabel(bet.bet_type), value: money(bet.bonus) },
        ...(bet.status === 'won' ? [{ label: 'Bonus paid', value: money(bet.bonusPaid) }] : []),
        { label: 'Withholding tax', value: money(bet.wthTax) },
        ...(bet.status === 'open' ? [] : [{ label: 'Potential win', value: money(bet.possibleWin) }]),
        { label: win.label, value: money(win.amount) },
      ]}
    />
  );
}

export function BetDetailPage() {
  const { id = '' } = useParams();
  const betId = Number(id);
  const valid = Number.isSafeInteger(betId) && betId > 0;
  const { currencyCode } = useSportsbookSettings();
  const query = useQuery({
    queryKey: betKeys.detail(betId),
    queryFn: () => fetchBet(betId),
    enabled: valid,
    staleTime: 0,
    // An open bet's cash-out offer and live scores follow the feed.
    refetchInterval: (q) => (q.state.data?.status === 'open' ? OPEN_BETS_REFRESH_MS : false),
  });

  if (!valid || (query.isError && isNotFound(query.error))) {
    return (
      <Page title="Bet details">
        <EmptyState title="This bet could not be found" action={backLink}>
          <p>It may belong to another account, or the link is incomplete.</p>
        </EmptyState>
      </Page>
    );
  }

  const bet = query.data;
  return (
    <Page
      title="Bet details"
      subtitle={bet ? `${betOnText(bet)} · ${betKindText(bet)} · ${bet.betslipId}` : `Bet ${id}`}
      actions={backLink}
    >
      {query.isPending ? (
        <BetDetailSkeleton />
      ) : query.isError ? (
        <LoadError error={query.error} what="this bet" onRetry={() => void query.refetch()} />
      ) : bet ? (
        <div className="bet-detail" aria-busy={query.isFetching}>
          <div className="bet-detail__summary">
            <BetFigures bet={bet} currency={currencyCode} />
            <CashOutButton key={bet.id} bet={bet} />
          </div>
          <Section title={`Selections (${bet.selections.length})`}>
            <BetSelections selections={bet.selections} />
          </Section>
          {bet.bet_type === 'Combo' && bet.lines.length > 0 && (
            <Section title="Lines">
              <BetLines lines={bet.lines} currency={currencyCode} />
            </Section>
          )}
        </div>
      ) : null}
    </Page>
  );
}
