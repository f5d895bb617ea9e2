// Every route of SPEC.md §2. Account and payment-verification routes sit behind RequireAuth; sports
// screens show the betslip column; any unknown path redirects to /.
import { Navigate, type RouteObject } from 'react-router';
import { HomeFavouritesSlot } from './home-favourites-slot.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import * as Pages from './lazy-pages.ts';
import { RegisterRoute } from './register-route.tsx';
import { RequireAuth } from './require-auth.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RouteError } from './route-error.tsx';

const sports: RouteHandle = { betslip: true };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Pages.HomePage favourites={<HomeFavouritesSlot />} />, handle: sports },
      { path: 'Register', element: <RegisterRoute />, handle: { ...sports, hideDefaultHeaderItems: true } },
      { path: 'Account/ResetPassword', element: <Pages.ResetPasswordPage /> },

      { path: 'Sport/LiveList', element: <Pages.LiveListPage />, handle: sports },
      { path: 'Sport/Live', element: <Pages.LiveMatchPage />, handle: sports },
      {
        path: 'Sports/Live/:sport/:tournament/:match/:matchId',
        element: <Pages.LiveMatchPage />,
        handle: sports,
      },
      { path: 'Sports/Prematch/:sport', element: <Pages.PrematchPage view="sport" />, handle: sports },
      {
        path: 'Sports/Prematch/:sport/Upcoming',
        element: <Pages.PrematchPage view="upcoming" />,
        handle: sports,
      },
      {
        path: 'Sports/Prematch/:sport/:categories',
        element: <Pages.PrematchPage view="categories" />,
        handle: sports,
      },
      {
        path: 'Sports/Prematch/:sport/:categories/:tournaments',
        element: <Pages.PrematchPage view="tournaments" />,
        handle: sports,
      },
      {
        path: 'Sports/Prematch/:sport/:tournamentName/:eventName/:eventId',
        element: <Pages.FixturePage />,
        handle: sports,
      },

      { path: 'Games', element: <Pages.CasinoLobbyPage /> },
      { path: 'Games/Category/:categoryId/:categoryName', element: <Pages.CasinoCategoryPage /> },
      { path: 'Games/Providers', element: <Pages.CasinoProvidersPage /> },
      { path: 'Games/Fairness', element: <Pages.FairnessPage /> },
      { path: 'Games/Provider/:providerId/:providerName', element: <Pages.CasinoProviderPage /> },
      { path: 'Games/:gameName/:gameId/Play', element: <Pages.GamePlayPage /> },

      { path: 'Promotions', element: <Pages.PromotionsPage /> },
      { path: 'CMS/TandC', element: <Pages.CmsPage slug="TandC" /> },
      { path: 'cms/:page', element: <Pages.CmsPage /> },

      {
        element: <RequireAuth />,
        children: [
          { path: 'Account/Me', element: <Pages.AccountMePage /> },
          { path: 'Account/Deposit', element: <Pages.DepositPage /> },
          { path: 'payment-verification/:method', element: <Pages.PaymentVerificationPage /> },
          { path: 'Account/Withdraw', element: <Pages.WithdrawPage /> },
          { path: 'Account/BetHistory', element: <Pages.BetHistoryPage /> },
          { path: 'Account/BetHistory/:id/Detail', element: <Pages.BetDetailPage /> },
          { path: 'Account/Transactions', element: <Pages.TransactionsPage /> },
          { path: 'Account/SafetySecurity', element: <Pages.SafetySecurityPage /> },
        ],
      },

      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
