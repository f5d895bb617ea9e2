// Account overview (SPEC.md §2 /Account/Me): the five balances of SPEC.md §3, the number and member
// since, the editable personal details (GET auth/details/12, PUT auth/update/details) and the odds format.
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAccountDetails, type AccountDetails } from '../../api/accounts.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { useDateFormat } from '../../ui/date-format.ts';
import { DetailList } from '../../ui/detail-list.tsx';
import { Money } from '../../ui/money.tsx';
import { Page, Section } from '../../ui/page.tsx';
import { usePhoneFormat } from '../../ui/phone-text.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { DetailsForm } from './details-form.tsx';
import { OddsFormatSetting } from './odds-format-setting.tsx';
import './account.css';

const DETAILS_KEY = ['account', 'details'] as const;

/** `bonusPanel` is composed in by app/ (features do not import each other). */
export function AccountMePage({ bonusPanel }: { bonusPanel?: ReactNode } = {}) {
  const formatDate = useDateFormat();
  const user = useUserStore((s) => s.currentUser);
  const error = useUserStore((s) => s.error);
  const mobile = useAuthStore((s) => s.mobile_number);
  const openBets = useUtilityStore((s) => s.openBetCount);
  const { currencyCode } = useSportsbookSettings();
  const queryClient = useQueryClient();
  const details = useQuery({
    queryKey: DETAILS_KEY,
    queryFn: async () => {
      const answer = await fetchAccountDetails();
      // The same answer carries the balances: keep the header and this page in step.
      useUserStore.getState().setCurrentUser(answer);
      return answer;
    },
  });

  const balances = [
    { label: 'Available balance', amount: user?.availableBalance, main: true },
    { label: 'Sport bonus', amount: user?.sportBonusBalance },
    { label: 'Casino bonus', amount: user?.casinoBonusBalance },
    { label: 'Virtual bonus', amount: user?.virtualBonusBalance },
    { label: 'Trust balance', amount: user?.trustBalance },
  ];
  const phone = details.data?.phone ?? mobile;
  const formatPhone = usePhoneFormat();

  function onSaved(saved: AccountDetails) {
    queryClient.setQueryData(DETAILS_KEY, saved);
    useUserStore.getState().setCurrentUser(saved);
  }

  return (
    <Page title="My account" subtitle={phone ? formatPhone(phone) : undefined}>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ul className="balance-grid" aria-label="Balances">
        {balances.map((b) => (
          <li key={b.label} className={`balance-card${b.main ? ' balance-card--main' : ''}`}>
            <span className="balance-card__label">{b.label}</span>
            <Money className="balance-card__amount" amount={b.amount} currency={currencyCode} />
          </li>
        ))}
        <li className="balance-card">
          <span className="balance-card__label">Open bets</span>
          <span className="balance-card__amount">{openBets}</span>
        </li>
      </ul>

      {bonusPanel}

      <Section title="Profile">
        <DetailList
          rows={[
            { label: 'Mobile number', value: phone ? `+${phone}` : '—' },
            { label: 'Member since', value: formatDate(details.data?.createdAt, 'date') },
            ...(details.data?.promoCode ? [{ label: 'Promo code', value: details.data.promoCode }] : []),
          ]}
        />
      </Section>

      <Section title="Personal details">
        {details.isPending ? (
          <Spinner label="Loading your details" />
        ) : details.isError ? (
          <p className="form-error" role="alert">
            We could not load your details. {details.error.message}
          </p>
        ) : (
          <DetailsForm key={details.dataUpdatedAt} details={details.data} onSaved={onSaved} />
        )}
      </Section>

      <OddsFormatSetting />
    </Page>
  );
}
