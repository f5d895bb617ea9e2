// The favourites store: a visitor's stars on the device, merged into the account at login and then
// emptied from the device; a player's stars changed at once and put back when the server refuses.
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { apiRoutes, json, mockFetch, type ApiCall } from '../../test/mock-fetch.ts';
import { useToastStore } from '../../ui/toast-store.ts';
import { favouritePicks } from './favourite-picks.ts';
import { FAVOURITES_STORAGE_KEY, useFavouritesStore } from './favourites-store.ts';
import { followFavouritesSession } from './favourites-session.ts';
import { LIMIT_TEXT, toggleFavourite } from './toggle-favourite.ts';

const ARSENAL = { kind: 'team', id: 7, name: 'Arsenal' } as const;
const PREMIER = { kind: 'league', id: 17, name: 'Premier League' } as const;
const DERBY = { kind: 'match', id: 900, name: 'Arsenal - Chelsea' } as const;

const answer = (favourites: { kind: string; id: number }[], extra: Record<string, unknown> = {}) => ({
  matches: [],
  teams: [],
  leagues: [],
  limit: 200,
  favourites: favourites.map((f) => ({ ...f, addedAt: '2026-05-01T10:00:00.000Z' })),
  ...extra,
});

const stored = () => JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '{}') as unknown;
const starred = (kind: 'match' | 'team' | 'league', id: number) => favouritePicks.isFavourite(kind, id);
const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

let stop: () => void = () => {};
beforeEach(() => {
  stop = followFavouritesSession();
});
afterEach(() => stop());

describe('a visitor’s favourites', () => {
  it('are kept on the device, newest first, and taken away by a second tap', () => {
    mockFetch();
    toggleFavourite(ARSENAL);
    toggleFavourite(PREMIER);
    expect(starred('team', 7)).toBe(true);
    expect(starred('league', 17)).toBe(true);
    expect(stored()).toEqual({
      state: {
        device: [
          { kind: 'league', id: 17 },
          { kind: 'team', id: 7 },
        ],
      },
      version: 1,
    });
    toggleFavourite(ARSENAL);
    expect(starred('team', 7)).toBe(false);
    expect(useFavouritesStore.getState().device).toEqual([{ kind: 'league', id: 17 }]);
  });

  it('stop at the limit a player has, saying so', () => {
    mockFetch();
    useFavouritesStore.setState({
      device: Array.from({ length: 200 }, (_, i) => ({ kind: 'match' as const, id: i + 1 })),
    });
    toggleFavourite(ARSENAL);
    expect(starred('team', 7)).toBe(false);
    expect(toasts()).toEqual([LIMIT_TEXT]);
  });
});

describe('at login', () => {
  it('merges the device list into the account, then empties the device copy', async () => {
    const api = apiRoutes({
      'POST sports/favourites/merge': (call: ApiCall) =>
        json(answer([...(call.body as { favourites: [] }).favourites, { kind: 'match', id: 900 }])),
    });
    mockFetch(api.handler);
    toggleFavourite(ARSENAL);
    toggleFavourite(PREMIER);

    useAuthStore.getState().loginSucceeded('token-1', '2348031234567');
    await waitFor(() => expect(useFavouritesStore.getState().device).toEqual([]));
    expect(api.of('POST', 'sports/favourites/merge').map((c) => c.body)).toEqual([
      {
        favourites: [
          { kind: 'league', id: 17 },
          { kind: 'team', id: 7 },
        ],
      },
    ]);
    // The account's stars count now, the ones it had before included.
    expect(starred('team', 7)).toBe(true);
    expect(starred('match', 900)).toBe(true);
    expect(stored()).toEqual({ state: { device: [] }, version: 1 });
    expect(api.of('GET', 'sports/favourites')).toHaveLength(0);
  });

  it('reads the account’s list when the device has none', async () => {
    const api = apiRoutes({ 'GET sports/favourites': () => json(answer([{ kind: 'league', id: 17 }])) });
    mockFetch(api.handler);
    useAuthStore.getState().loginSucceeded('token-1', '2348031234567');
    await waitFor(() => expect(starred('league', 17)).toBe(true));
    expect(api.of('POST', 'sports/favourites/merge')).toHaveLength(0);
  });

  it('keeps the device list when the account cannot take it, says why, and still reads the account', async () => {
    const api = apiRoutes({
      'POST sports/favourites/merge': () =>
        json(
          {
            code: 'UNPROCESSABLE',
            message: 'You can keep at most 200 favourites. Remove some to add others.',
          },
          422,
        ),
      'GET sports/favourites': () => json(answer([{ kind: 'match', id: 900 }])),
    });
    mockFetch(api.handler);
    toggleFavourite(ARSENAL);
    useAuthStore.getState().loginSucceeded('token-1', '2348031234567');
    await waitFor(() => expect(starred('match', 900)).toBe(true));
    expect(starred('team', 7)).toBe(false);
    expect(useFavouritesStore.getState().device).toEqual([{ kind: 'team', id: 7 }]);
    expect(toasts()).toEqual([
      'The favourites on this device were not added to your account. You can keep at most 200 favourites. Remove some to add others.',
    ]);
  });

  it('forgets the player’s list at logout, leaving none on the device', async () => {
    mockFetch(apiRoutes({ 'GET sports/favourites': () => json(answer([{ kind: 'team', id: 7 }])) }).handler);
    useAuthStore.getState().loginSucceeded('token-1', '2348031234567');
    await waitFor(() => expect(starred('team', 7)).toBe(true));
    useAuthStore.getState().reset();
    expect(starred('team', 7)).toBe(false);
    expect(useFavouritesStore.getState().player).toBeNull();
    expect(stored()).toEqual({ state: { device: [] }, version: 1 });
  });
});

describe('a player’s star', () => {
  async function signedIn(routes: Parameters<typeof apiRoutes>[0]) {
    const api = apiRoutes({ 'GET sports/favourites': () => json(answer([])), ...routes });
    mockFetch(api.handler);
    useAuthStore.getState().loginSucceeded('token-1', '2348031234567');
    await waitFor(() => expect(useFavouritesStore.getState().player).toEqual([]));
    return api;
  }

  it('lights at once and is sent to the server', async () => {
    let release: () => void = () => {};
    const api = await signedIn({
      'POST sports/favourites': () =>
        new Promise((resolve) => {
          release = () => resolve(json(answer([{ kind: 'team', id: 7 }], { added: true })));
        }),
    });
    toggleFavourite(ARSENAL);
    expect(starred('team', 7)).toBe(true);
    await waitFor(() => expect(api.of('POST', 'sports/favourites')).toHaveLength(1));
    expect(api.of('POST', 'sports/favourites')[0]?.body).toEqual({ kind: 'team', id: 7 });
    release();
    await waitFor(() => expect(useFavouritesStore.getState().player).toEqual([{ kind: 'team', id: 7 }]));
  });

  it('goes back when the server refuses it, and the bettor is told why; other taps stand', async () => {
    const api = await signedIn({
      'POST sports/favourites': (call) =>
        (call.body as { kind: string }).kind === 'match'
          ? json(
              { code: 'NOT_FOUND', message: 'Match 900 was not found or is no longer open for betting.' },
              404,
            )
          : json(answer([{ kind: 'team', id: 7 }], { added: true })),
    });
    toggleFavourite(DERBY);
    toggleFavourite(ARSENAL);
    expect(starred('match', 900)).toBe(true);
    await waitFor(() => expect(starred('match', 900)).toBe(false));
    expect(starred('team', 7)).toBe(true);
    expect(api.of('POST', 'sports/favourites')).toHaveLength(2);
    expect(toasts()).toEqual([
      'Could not add Arsenal - Chelsea to favourites. Match 900 was not found or is no longer open for betting.',
    ]);
  });

  it('is taken away with DELETE and comes back if that fails', async () => {
    const api = await signedIn({
      'DELETE sports/favourites/league/17': () => json({ code: 'UNAVAILABLE', message: 'Try again.' }, 503),
    });
    useFavouritesStore.setState({ player: [{ kind: 'league', id: 17 }] });
    toggleFavourite(PREMIER);
    expect(starred('league', 17)).toBe(false);
    await waitFor(() => expect(starred('league', 17)).toBe(true));
    expect(api.of('DELETE', 'sports/favourites/league/17')).toHaveLength(1);
    expect(toasts()[0]).toMatch(/^Could not remove Premier League from favourites\./);
  });
});
