// Every screen is its own chunk (React.lazy), so the first load of / carries only the shell and home.
import { lazy } from 'react';

export const HomePage = lazy(() =>
  import('../features/sports/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
export const PrematchPage = lazy(() =>
  import('../features/sports/prematch-page.tsx').then((m) => ({ default: m.PrematchPage })),
);
export const FixturePage = lazy(() =>
  import('../features/sports/fixture-page.tsx').then((m) => ({ default: m.FixturePage })),
);
export const LiveListPage = lazy(() =>
  import('../features/live/live-list-page.tsx').then((m) => ({ default: m.LiveListPage })),
);
export const LiveMatchPage = lazy(() =>
  import('../features/live/live-match-page.tsx').then((m) => ({ default: m.LiveMatchPage })),
);

const casino = () => import('../features/casino/casino-pages.tsx');
export const CasinoLobbyPage = lazy(() => casino().then((m) => ({ default: m.CasinoLobbyPage })));
export const CasinoCategoryPage = lazy(() => casino().then((m) => ({ default: m.CasinoCategoryPage })));
export const CasinoProvidersPage = lazy(() => casino().then((m) => ({ default: m.CasinoProvidersPage })));
export const CasinoProviderPage = lazy(() => casino().then((m) => ({ default: m.CasinoProviderPage })));
export const GamePlayPage = lazy(() =>
  import('../features/casino/game-play-page.tsx').then((m) => ({ default: m.GamePlayPage })),
);
export const FairnessPage = lazy(() =>
  import('../features/casino/fairness/fairness-page.tsx').then((m) => ({ default: m.FairnessPage })),
);

export const PromotionsPage = lazy(() =>
  import('../features/content/promotions-page.tsx').then((m) => ({ default: m.PromotionsPage })),
);
export const CmsPage = lazy(() =>
  import('../features/content/cms-page.tsx').then((m) => ({ default: m.CmsPage })),
);

export const AccountMePage = lazy(() => import('./account-me-route.tsx'));
export const SafetySecurityPage = lazy(() =>
  import('../features/account/safety-security-page.tsx').then((m) => ({ default: m.SafetySecurityPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../features/account/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);

const wallet = () => import('../features/wallet/wallet-pages.tsx');
export const DepositPage = lazy(() => wallet().then((m) => ({ default: m.DepositPage })));
export const PaymentVerificationPage = lazy(() =>
  wallet().then((m) => ({ default: m.PaymentVerificationPage })),
);
export const WithdrawPage = lazy(() => wallet().then((m) => ({ default: m.WithdrawPage })));
export const TransactionsPage = lazy(() => wallet().then((m) => ({ default: m.TransactionsPage })));

const bets = () => import('../features/bets/bet-history-pages.tsx');
export const BetHistoryPage = lazy(() => bets().then((m) => ({ default: m.BetHistoryPage })));
export const BetDetailPage = lazy(() => bets().then((m) => ({ default: m.BetDetailPage })));
