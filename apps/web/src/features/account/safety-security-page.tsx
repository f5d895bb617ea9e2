// Safety and security (SPEC.md §2 /Account/SafetySecurity): change password, active sessions, and
// responsible gambling (deposit limits, time-out, self-exclusion) with a link to the CMS page.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchResponsibleGambling } from '../../api/account-safety.ts';
import { to } from '../../site/paths.ts';
import { Page, Section } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DepositLimitsForm } from './deposit-limits-form.tsx';
import { SESSIONS_KEY, SessionsList } from './sessions-list.tsx';
import { TakeABreak } from './take-a-break.tsx';
import './account.css';

const RG_KEY = ['account', 'responsible-gambling'] as const;

export function SafetySecurityPage() {
  const queryClient = useQueryClient();
  const rg = useQuery({
    queryKey: RG_KEY,
    queryFn: () => fetchResponsibleGambling(),
    refetchOnWindowFocus: false,
  });

  return (
    <Page title="Safety & security">
      <Section title="Change password">
        <ChangePasswordForm
          onChanged={() => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })}
        />
      </Section>

      <Section title="Where you are logged in">
        <SessionsList />
      </Section>

      <Section
        title="Responsible gambling"
        aside={<Link to={to.cms('responsible-gambling')}>About responsible gambling</Link>}
      >
        <h3 className="account-subtitle">Deposit limits</h3>
        {rg.isPending ? (
          <Spinner label="Loading your limits" />
        ) : rg.isError ? (
          <p className="form-error" role="alert">
            We could not load your limits. {rg.error.message}
          </p>
        ) : (
          <DepositLimitsForm
            key={rg.dataUpdatedAt}
            rg={rg.data}
            onSaved={(saved) => queryClient.setQueryData(RG_KEY, saved)}
          />
        )}
        <h3 className="account-subtitle">Take a break</h3>
        <TakeABreak />
      </Section>
    </Page>
  );
}
