// Guard of the routes that need login (SPEC.md §2): a visitor sees the login dialog over the home
// screen, and the full path asked for (pathname + search) is remembered as the return URL. Dismissing
// the dialog without logging in goes home and forgets it.
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { selectIsAuthenticated, useAuthStore } from '../stores/auth-store.ts';
import { openDialog } from '../stores/dialog-store.ts';
import { AccountLayout } from './layout/account-layout.tsx';
import { HomePage } from './lazy-pages.ts';

export function RequireAuth() {
  const authenticated = useAuthStore(selectIsAuthenticated);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (authenticated) return;
    useAuthStore.getState().setReturnUrl(pathname + search);
    let current = true;
    void openDialog('auth', { tab: 'login' }).then((result) => {
      if (!current || result === 'navigated' || selectIsAuthenticated(useAuthStore.getState())) return;
      useAuthStore.getState().setReturnUrl(null);
      void navigate('/', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [authenticated, pathname, search, navigate]);

  if (!authenticated) return <HomePage />;
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
