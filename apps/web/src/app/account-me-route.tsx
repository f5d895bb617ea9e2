// /Account/Me as routed: the account overview with the bonus progress panel composed in.
import { AccountMePage } from '../features/account/account-me-page.tsx';
import { BonusProgress } from '../features/bonus/bonus-progress.tsx';

export default function AccountMeRoute() {
  return <AccountMePage bonusPanel={<BonusProgress />} />;
}
