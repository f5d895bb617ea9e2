// /Register (SPEC.md §2): the auth dialog on its Register tab over the home screen; ?clickid= is kept
// as the tracking token for the register call. Header items are hidden through the route's handle.
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { selectIsAuthenticated, useAuthStore } from '../stores/auth-store.ts';
import { openDialog } from '../stores/dialog-store.ts';
import { useTrackingStore } from '../stores/tracking-store.ts';
import { HomePage } from './lazy-pages.ts';

export function RegisterRoute() {
  const authenticated = useAuthStore(selectIsAuthenticated);
  const [search] = useSearchParams();
  const clickId = search.get('clickid');
  const navigate = useNavigate();

  useEffect(() => {
    if (clickId) useTrackingStore.getState().setTrackingToken(clickId);
  }, [clickId]);

  useEffect(() => {
    if (authenticated) return;
    let current = true;
    void openDialog('auth', { tab: 'register' }).then((result) => {
      if (!current || result === 'navigated' || selectIsAuthenticated(useAuthStore.getState())) return;
      void navigate('/', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [authenticated, navigate]);

  if (authenticated) return <Navigate to="/" replace />;
  return <HomePage />;
}
