// The play page in the app: the casino balance dialog on arrival, the choice → POST games/12/start,
// the session header (balance type, balance from every round, change of balance), a visitor asked to
// log in for real money, a refused start, and a third-party game in a sandboxed frame.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CasinoSession } from './games/game-screen.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { renderApp } from '../../test/render-app.tsx';
import { casinoApi, json } from './casino-test-data.test-helper.ts';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const PLAY = '/Games/starlight-reels/1/Play';

function session(over: Partial<CasinoSession> = {}): CasinoSession {
  return {
    sessionId: `session-${over.balanceType ?? 'demo'}`,
    gameId: 1,
    game: 'starlight-reels',
    provider: 'slipstream',
    balanceType: 'demo',
    balance: 1000,
    currency: 'NGN',
    minBet: 0.1,
    maxBet: 5000,
    fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed', nonce: 0 },
    ...over,
  };
}

/** Starts answer with a session on the balance asked for (real: 250.00, bonus: 25.00). */
const startRoute = {
  'POST games/12/start': ({ body }: { body: unknown }) => {
    const { balanceType } = body as { balanceType: CasinoSession['balanceType'] };
    return json(session({ balanceType, balance: { demo: 1000, real: 250, bonus: 25 }[balanceType] }));
  },
};

function logIn(casinoBonusBalance: number) {
  const user = {
    id: 7,
    availableBalance: 250,
    sportBonusBalance: 0,
    casinoBonusBalance,
    virtualBonusBalance: 0,
    trustBalance: 0,
  };
  useAuthStore.getState().loginSucceeded('test-token', '2348030000000');
  useUserStore.getState().setCurrentUser(user);
  return { 'GET auth/details/12': () => json({ data: user }) };
}

const reduceMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('playing a game', () => {
  it('asks a visitor for a balance, starts a demo session and keeps its balance in the header', async () => {
    reduceMotion();
    const api = casinoApi({
      ...startRoute,
      'POST games/play/slot/spin': () =>
        json({
          roundId: 'round-1',
          game: 'starlight-reels',
          status: 'settled',
          bet: 1,
          payout: 0,
          multiplier: 0,
          balance: 999,
          balanceType: 'demo',
          currency: 'NGN',
          result: {
            base: {
              grid: REELS_GRID,
              stops: [0, 0, 0, 0, 0],
              lineWins: [],
              scatters: 0,
              freeSpinsWon: 0,
              win: 0,
            },
            freeSpins: [],
            totalWin: 0,
          },
          fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed', nonce: 1 },
        }),
    });
    const user = userEvent.setup();
    renderApp(PLAY, api.handler);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a balance' });
    expect(within(dialog).getByText('Choose the balance for this game session.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Bonus' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Demo' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog closes before the signed start call goes out.
    await waitFor(() =>
      expect(api.of('POST', 'games/12/start')[0]?.body).toEqual({ gameId: 1, balanceType: 'demo' }),
    );
    const bar = await screen.findByRole('group', { name: 'Game session' });
    expect(within(bar).getByText('Demo')).toBeTruthy();
    expect(within(bar).getByRole('status', { name: 'Session balance' }).textContent).toBe('NGN 1,000.00');
    expect(await screen.findByRole('heading', { level: 1, name: 'Starlight Reels' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Provably fair' }).getAttribute('href')).toBe('/Games/Fairness');

    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() =>
      expect(within(bar).getByRole('status', { name: 'Session balance' }).textContent).toBe('NGN 999.00'),
    );
  });

  it('asks a visitor who picks real money to log in, and offers demo instead', async () => {
    const api = casinoApi(startRoute);
    const user = userEvent.setup();
    renderApp(PLAY, api.handler);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a balance' });
    await user.click(within(dialog).getByRole('button', { name: 'Real Money' }));

    const login = await screen.findByRole('tab', { name: 'Login' });
    expect(login.getAttribute('aria-selected')).toBe('true');
    expect(useAuthStore.getState().returnUrl).toBe(PLAY);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Log in to play for real money')).toBeTruthy();
    expect(api.of('POST', 'games/12/start')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Play demo' }));
    expect(await screen.findByRole('group', { name: 'Game session' })).toBeTruthy();
    expect(api.of('POST', 'games/12/start')[0]?.body).toEqual({ gameId: 1, balanceType: 'demo' });
  });

  it('offers a player with a casino bonus the Bonus balance, and a new session on a change', async () => {
    const api = casinoApi({ ...startRoute, ...logIn(25) });
    const user = userEvent.setup();
    renderApp(PLAY, api.handler);
    let dialog = await screen.findByRole('dialog', { name: 'Choose a balance' });
    expect(within(dialog).getByText('You have an active casino bonus')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Demo' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Bonus' }));

    const bar = await screen.findByRole('group', { name: 'Game session' });
    expect(within(bar).getByText('Casino bonus')).toBeTruthy();
    expect(within(bar).getByRole('status', { name: 'Session balance' }).textContent).toBe('NGN 25.00');
    const start = api.of('POST', 'games/12/start')[0]!;
    expect(start.body).toEqual({ gameId: 1, balanceType: 'bonus' });
    expect(start.headers.Authorization).toBe('Bearer test-token');

    await user.click(within(bar).getByRole('button', { name: 'Change balance' }));
    dialog = await screen.findByRole('dialog', { name: 'Choose a balance' });
    await user.click(within(dialog).getByRole('button', { name: 'Real Money' }));
    // A new session: a new header once it has started.
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Game session' })).getByText('Real money'),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('status', { name: 'Session balance' }).textContent).toBe('NGN 250.00');
    expect(api.of('POST', 'games/12/start').map((c) => c.body)).toEqual([
      { gameId: 1, balanceType: 'bonus' },
      { gameId: 1, balanceType: 'real' },
    ]);
  });

  it('says why a session could not start and tries again', async () => {
    let refuse = true;
    const api = casinoApi({
      ...logIn(0),
      'POST games/12/start': () =>
        refuse
          ? json({ message: 'Your account is on a break until Monday.', code: 'ACCOUNT_LOCKED' }, 403)
          : json(session({ balanceType: 'real' })),
    });
    const user = userEvent.setup();
    renderApp(PLAY, api.handler);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a balance' });
    await user.click(within(dialog).getByRole('button', { name: 'Real Money' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The game could not be opened')).toBeTruthy();
    expect(within(alert).getByText('Your account is on a break until Monday.')).toBeTruthy();
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Game session' })).toBeTruthy();
    expect(api.of('POST', 'games/12/start').map((c) => c.body)).toEqual([
      { gameId: 1, balanceType: 'real' },
      { gameId: 1, balanceType: 'real' },
    ]);
  });

  it('runs a third-party game in a sandboxed frame', async () => {
    const api = casinoApi({
      'POST games/12/start': () =>
        json(session({ provider: 'acme', gameUrl: 'https://games.acme.test/launch?s=1' })),
    });
    const user = userEvent.setup();
    renderApp(PLAY, api.handler);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a balance' });
    await user.click(within(dialog).getByRole('button', { name: 'Demo' }));
    const frame = await screen.findByTitle('Starlight Reels');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://games.acme.test/launch?s=1');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });
});

const REELS_GRID = [
  ['moon', 'rocket', 'planet'],
  ['comet', 'planet', 'astronaut'],
  ['planet', 'moon', 'nebula'],
  ['astronaut', 'comet', 'rocket'],
  ['rocket', 'planet', 'moon'],
];
