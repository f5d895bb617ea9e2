// Bet history and one bet's detail (SPEC.md §2). The lists come with the bet history issue.
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BetslipIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';

export function BetHistoryPage() {
  return (
    <Page title="Bet history">
      <EmptyState
        title="No bets yet"
        icon={<BetslipIcon />}
        action={
          <Link className="btn btn--primary" to={paths.home}>
            Browse sports
          </Link>
        }
      >
        <p>Every bet you place is listed here with its status and winnings.</p>
      </EmptyState>
    </Page>
  );
}

export function BetDetailPage() {
  const { id = '' } = useParams();
  return (
    <Page title="Bet details" subtitle={`Bet ${id}`}>
      <EmptyState
        title="This bet could not be shown"
        action={
          <Link className="btn btn--ghost" to={paths.accountBetHistory}>
            Back to bet history
          </Link>
        }
      >
        <p>Its selections, stake and result appear here.</p>
      </EmptyState>
    </Page>
  );
}
