// The account screens, in menu order (header account menu and the account side navigation).
import { paths } from '../../site/paths.ts';

export const ACCOUNT_LINKS = [
  { to: paths.accountMe, label: 'My account' },
  { to: paths.deposit, label: 'Deposit' },
  { to: paths.withdraw, label: 'Withdraw' },
  { to: paths.accountBetHistory, label: 'Bet history' },
  { to: paths.transactions, label: 'Transactions' },
  { to: paths.safetySecurity, label: 'Safety & security' },
] as const;
