// Every screen is its own chunk (React.lazy), so the first load of / carries only the shell and home.
// Each page can also be loaded ahead (`preload`): main.tsx loads the first screen's chunk (which the
// page's HTML already preloads) before the first render, and a page whose chunk is in renders at
// once instead of showing the loading fallback first.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadablePage<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/** A thenable that calls back at once, so React.lazy takes an already loaded module without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) as never,
  };
}

function page<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        loaded = pick(module);
      },
      (err: unknown) => {
        // A failed chunk (a flaky network) is tried again by the next render or preload.
        loading = null;
        throw err;
      },
    ));
  // React.lazy only calls `then` (its types ask for a whole Promise).
  const Page = lazy(() =>
    loaded
      ? (settled({ default: loaded }) as Promise<{ default: ComponentType<P> }>)
      : preload().then(() => ({ default: loaded as ComponentType<P> })),
  );
  return Object.assign(Page, { preload }) as PreloadablePage<P>;
}

export const HomePage = page(
  () => import('../features/sports/home-page.tsx'),
  (m) => m.HomePage,
);
export const PrematchPage = page(
  () => import('../features/sports/prematch-page.tsx'),
  (m) => m.PrematchPage,
);
export const FixturePage = page(
  () => import('../features/sports/fixture-page.tsx'),
  (m) => m.FixturePage,
);
export const LiveListPage = page(
  () => import('../features/live/live-list-page.tsx'),
  (m) => m.LiveListPage,
);
export const LiveMatchPage = page(
  () => import('../features/live/live-match-page.tsx'),
  (m) => m.LiveMatchPage,
);

const casino = () => import('../features/casino/casino-pages.tsx');
export const CasinoLobbyPage = page(casino, (m) => m.CasinoLobbyPage);
export const CasinoCategoryPage = page(casino, (m) => m.CasinoCategoryPage);
export const CasinoProvidersPage = page(casino, (m) => m.CasinoProvidersPage);
export const CasinoProviderPage = page(casino, (m) => m.CasinoProviderPage);
export const GamePlayPage = page(
  () => import('../features/casino/game-play-page.tsx'),
  (m) => m.GamePlayPage,
);
export const FairnessPage = page(
  () => import('../features/casino/fairness/fairness-page.tsx'),
  (m) => m.FairnessPage,
);

export const PromotionsPage = page(
  () => import('../features/content/promotions-page.tsx'),
  (m) => m.PromotionsPage,
);
export const CmsPage = page(
  () => import('../features/content/cms-page.tsx'),
  (m) => m.CmsPage,
);

export const AccountMePage = page(
  () => import('./account-me-route.tsx'),
  (m) => m.default,
);
export const SafetySecurityPage = page(
  () => import('../features/account/safety-security-page.tsx'),
  (m) => m.SafetySecurityPage,
);
export const ResetPasswordPage = page(
  () => import('../features/account/reset-password-page.tsx'),
  (m) => m.ResetPasswordPage,
);

const wallet = () => import('../features/wallet/wallet-pages.tsx');
export const DepositPage = page(wallet, (m) => m.DepositPage);
export const PaymentVerificationPage = page(wallet, (m) => m.PaymentVerificationPage);
export const WithdrawPage = page(wallet, (m) => m.WithdrawPage);
export const TransactionsPage = page(wallet, (m) => m.TransactionsPage);

const bets = () => import('../features/bets/bet-history-pages.tsx');
export const BetHistoryPage = page(bets, (m) => m.BetHistoryPage);
export const BetDetailPage = page(bets, (m) => m.BetDetailPage);
