// Start-up (SPEC.md §4): what is loaded for everyone and for a player, web-only banners, the popup
// banner after a second, and the mobile-site redirect (SPEC.md §1).
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBetslipStore } from '../features/betslip/betslip-store.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { useRuntimeConfigStore } from '../stores/runtime-config-store.ts';
import { useUserStore } from '../stores/user-store.ts';
import { useUtilityStore } from '../stores/utility-store.ts';
import { json, renderApp, type FetchHandler } from '../test/render-app.tsx';
import { replaceLocation } from './replace-location.ts';

vi.mock('./replace-location.ts', () => ({ replaceLocation: vi.fn() }));

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';

const server: FetchHandler = (url) => {
  const answers: Record<string, unknown> = {
    '/api/product/client-config': { mqttUrl: '/mqtt', mobileSiteUrl: null },
    '/api/v2/content-management/banner?clientId=12': {
      data: {
        slider: [{ id: 1, target: 'web', position: 'slider', image: '/b/1.png', link: null }],
        app: [{ id: 2, target: 'android', position: 'slider', image: '/b/2.png' }],
        popup: [
          {
            id: 3,
            target: 'web',
            position: 'popup',
            image: '/b/3.png',
            link: 'https://example.com',
            title: 'Weekend boost',
          },
        ],
      },
    },
    '/api/product/utilities/bonuslist?section=onliners': {
      data: [
        { ticket_length: 3, bonus: 5 },
        { ticket_length: 4, bonus: 10 },
      ],
    },
    '/api/v2/auth/globalvariables/12': {
      data: { brandName: 'Slipstream', BetCouponGlobalVariable: { CurrencyCode: 'NGN' } },
    },
  };
  const path = url.split('?')[0] ?? '';
  if (path === '/api/v2/sports/menu')
    return json({ sports: [{ sportID: 1, sportName: 'Soccer', total: 12 }] });
  return url in answers ? json(answers[url]) : undefined;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('start-up', () => {
  it('loads runtime settings, web banners, bonus table, global variables and the sports menu', async () => {
    // The popup banner (its own test below) would make the page inert if this ran past its delay.
    useUtilityStore.setState({ popupDialogShown: true });
    const { fetchMock } = renderApp('/', server);
    // Each load settles on its own (signed calls take a little longer): wait for all of them.
    await vi.waitFor(() => {
      const utility = useUtilityStore.getState();
      expect(utility.sportsMenu).toHaveLength(1);
      expect(useRuntimeConfigStore.getState().mqttUrl).toBe('/mqtt');
      expect(utility.banners.map((b) => b.id)).toEqual([1, 3]);
      expect(utility.SportsbookBonusList).toEqual([
        { ticket_length: 3, bonus: 5 },
        { ticket_length: 4, bonus: 10 },
      ]);
      expect(useBetslipStore.getState().SportsbookGlobalVariable).toMatchObject({ brandName: 'Slipstream' });
    });
    // A visitor gets no player calls.
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((u) => u.includes('auth/details'))).toBe(false);
    expect(await screen.findByRole('img', { name: 'Featured offer 1' })).toBeTruthy();
  });

  it('loads the player, the open-bet count and the cashback when authenticated; tolerates failures', async () => {
    useAuthStore.setState({ token: 'tok' });
    useUserStore.setState({ activeCashback: { stale: true } });
    renderApp('/', server);
    await vi.waitFor(() => expect(useUserStore.getState().error).toBe('Failed to fetch user details'));
    expect(useUserStore.getState().currentUser).toBeNull();
    await vi.waitFor(() => expect(useUserStore.getState().activeCashback).toBeNull());
    expect(useAuthStore.getState().token).toBe('tok');
  });

  it('shows the popup banner after its delay and marks it handled', async () => {
    renderApp('/', server);
    const popup = await screen.findByRole('dialog', { name: 'Weekend boost' }, { timeout: 3000 });
    expect(popup).toBeTruthy();
    expect(useUtilityStore.getState().popupDialogShown).toBe(true);
  });

  it('sends mobile user agents to the mobile site when one is configured', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    renderApp('/Games', (url) =>
      url === '/api/product/client-config'
        ? json({ mqttUrl: '/mqtt', mobileSiteUrl: 'https://m.example.com/' })
        : undefined,
    );
    await vi.waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://m.example.com/'));
  });

  it('keeps desktop agents, and mobile ones without a mobile site, on this site', async () => {
    vi.mocked(replaceLocation).mockClear();
    renderApp('/', (url) =>
      url === '/api/product/client-config'
        ? json({ mqttUrl: '/mqtt', mobileSiteUrl: 'https://m.example.com/' })
        : undefined,
    );
    await vi.waitFor(() => expect(useRuntimeConfigStore.getState().loaded).toBe(true));
    await act(async () => {});
    expect(replaceLocation).not.toHaveBeenCalled();
  });
});
