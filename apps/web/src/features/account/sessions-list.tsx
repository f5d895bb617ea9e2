// The player's active sessions (GET auth/sessions) with "Sign out other sessions" and a per-session
// Sign out. This device is marked and cannot be signed out here (Log out does that).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSessions, revokeOtherSessions, revokeSession } from '../../api/account-safety.ts';
import { useDateFormat } from '../../ui/date-format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { showToast } from '../../ui/toast-store.ts';
import { deviceSummary } from './device-summary.ts';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

export function SessionsList() {
  const formatDate = useDateFormat();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => fetchSessions(),
    refetchOnWindowFocus: false,
  });
  const done = (text: string) => {
    showToast(text);
    void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  };
  const onError = (err: Error) => showToast(err.message, 'error');
  const others = useMutation({
    mutationFn: () => revokeOtherSessions(),
    onSuccess: () => done('Your other sessions have been signed out.'),
    onError,
  });
  const one = useMutation({
    mutationFn: (id: string) => revokeSession(id),
    onSuccess: () => done('That session has been signed out.'),
    onError,
  });

  if (sessions.isPending) return <Spinner label="Loading your sessions" />;
  if (sessions.isError)
    return (
      <p className="form-error" role="alert">
        We could not load your sessions. {sessions.error.message}
      </p>
    );

  const hasOthers = sessions.data.some((s) => !s.current);
  return (
    <div className="sessions">
      <ul className="session-list" aria-label="Active sessions">
        {sessions.data.map((s) => (
          <li key={s.id} className="session-row">
            <div className="session-row__main">
              <span className="session-row__device">
                {deviceSummary(s.userAgent)}
                {s.current && <span className="session-row__badge">This device</span>}
              </span>
              <span className="session-row__meta">
                {s.ip ?? 'Unknown address'} · Last seen {formatDate(s.lastSeenAt ?? s.createdAt, 'dateTime')}
              </span>
            </div>
            {!s.current && (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={one.isPending}
                aria-label={`Sign out ${deviceSummary(s.userAgent)}, last seen ${formatDate(s.lastSeenAt ?? s.createdAt, 'dateTime')}`}
                onClick={() => one.mutate(s.id)}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={!hasOthers || others.isPending}
        onClick={() => others.mutate()}
      >
        Sign out other sessions
      </button>
    </div>
  );
}
