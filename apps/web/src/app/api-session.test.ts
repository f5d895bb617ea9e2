// The API client bound to the session at start: it sends the auth store's token, and a 401 or 403
// on that token logs the player out (SPEC.md §4).
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api/client.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { bindNavigation } from '../stores/session.ts';
import { useUserStore } from '../stores/user-store.ts';
import { useUtilityStore } from '../stores/utility-store.ts';
import { bindSessionToApi } from './api-session.ts';

const answer = (status: number, body: unknown = {}) =>
  vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));

describe('the API session', () => {
  it('sends the token of the logged-in player', async () => {
    bindSessionToApi();
    useAuthStore.setState({ token: 'secret-token' });
    const fetchMock = answer(200);
    vi.stubGlobal('fetch', fetchMock);
    await api.post('sports', 'bets/open-bets', { userId: 7 });
    const headers = fetchMock.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer secret-token');
  });

  it.each([401, 403])('logs out on %i while logged in', async (status) => {
    bindSessionToApi();
    const navigate = vi.fn();
    bindNavigation(navigate);
    useAuthStore.setState({ token: 'expired', mobile_number: '2348031234567' });
    useUserStore.setState({ currentUser: { id: 7, availableBalance: 50 } });
    useUtilityStore.setState({ openBetCount: 4 });
    vi.stubGlobal('fetch', answer(status, { message: 'Session expired', code: 'SESSION_INVALID' }));

    const error = await api.get('sports', 'auth/details/12').catch((e: unknown) => e);
    expect((error as Error).message).toBe('Session expired');
    expect(useAuthStore.getState().token).toBeNull();
    expect(useAuthStore.getState().mobile_number).toBeNull();
    expect(useUserStore.getState().currentUser).toBeNull();
    expect(useUtilityStore.getState().openBetCount).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
