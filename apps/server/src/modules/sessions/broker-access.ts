// The sessions as the broker sees them: the login behind a connection's credentials (a session's
// broker credentials, or a player's token as password), which logins are still live, and word of
// each session this process ends.
import type { BrokerLogin, BrokerSessions } from '../../broker/broker.ts';
import type { SessionService } from './sessions.service.ts';

export function brokerSessions(sessions: SessionService): BrokerSessions {
  return {
    verify: async (password, username) => {
      // The id as it appears in topics (users/{id}/…).
      const byCredentials = username ? await sessions.brokerLogin(username, password) : null;
      if (byCredentials) return { userId: String(byCredentials.userId), sessionId: byCredentials.sessionId };
      const user = await sessions.authenticate(password);
      return user ? { userId: String(user.id), sessionId: user.sessionId } : null;
    },
    live: (sessionIds) => sessions.liveSessionIds(sessionIds),
    onEnded: (listener) =>
      sessions.onEnded((ended) =>
        listener(
          ended.sessionIds.map((sessionId): BrokerLogin => ({ userId: String(ended.userId), sessionId })),
        ),
      ),
  };
}
