// The player's balances over the live feed: the session's broker login (reconnecting on login and
// logout), the player's own balance topic held while logged in, newer messages applied, older dropped.
import { describe, expect, it, vi } from 'vitest';
import * as activeBonus from '../stores/active-bonus.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { useUserStore } from '../stores/user-store.ts';
import { startBalanceFeed } from './balance-feed.ts';
import { fakeLiveClient, tick } from './fake-mqtt.test-helper.ts';
import { MQTT_OPTIONS } from './live-client.ts';

const balances = (available: number, seq: number) => ({
  availableBalance: available,
  sportBonusBalance: 1,
  casinoBonusBalance: 2,
  virtualBonusBalance: 3,
  trustBalance: 4,
  seq,
});

function logIn() {
  useAuthStore.getState().loginSucceeded('tok-1', '2348030000000');
  useUserStore.getState().setCurrentUser({ id: 7, availableBalance: 100 });
}

describe('live client credentials', () => {
  it('connects as a visitor without credentials and as a player with their broker login', () => {
    const { client, connect, fakes } = fakeLiveClient();
    client.start('ws://x/mqtt');
    expect(connect).toHaveBeenLastCalledWith('ws://x/mqtt', MQTT_OPTIONS);
    client.start('ws://x/mqtt', { username: 'u7-s1', password: 'pw-1' });
    expect(connect).toHaveBeenLastCalledWith('ws://x/mqtt', {
      ...MQTT_OPTIONS,
      username: 'u7-s1',
      password: 'pw-1',
    });
    expect(fakes[0]?.ended).toBe(true);
    // The same address and credentials keep the connection.
    client.start('ws://x/mqtt', { username: 'u7-s1', password: 'pw-1' });
    expect(connect).toHaveBeenCalledTimes(2);
    client.start('ws://x/mqtt', null);
    expect(connect).toHaveBeenCalledTimes(3);
  });
});

describe('balance feed', () => {
  it("holds the player's balance topic and applies only newer messages", async () => {
    const { client, fake } = fakeLiveClient();
    client.start('ws://x/mqtt', { username: 'u', password: 'tok-1' });
    fake().emit('connect');
    const stop = startBalanceFeed(client);
    await tick();
    expect(fake().held).toEqual([]);

    logIn();
    await tick();
    expect(fake().held).toEqual(['users/7/balance']);

    fake().deliver('users/7/balance', balances(5000, 4));
    client.flush();
    expect(useUserStore.getState().currentUser).toMatchObject({
      id: 7,
      availableBalance: 5000,
      sportBonusBalance: 1,
      trustBalance: 4,
    });
    fake().deliver('users/7/balance', balances(4000, 3));
    client.flush();
    expect(useUserStore.getState().currentUser?.availableBalance).toBe(5000);
    fake().deliver('users/7/balance', { nonsense: true });
    client.flush();
    expect(useUserStore.getState().currentUser?.availableBalance).toBe(5000);

    useAuthStore.getState().reset();
    useUserStore.getState().reset();
    await tick();
    expect(fake().held).toEqual([]);
    stop();
  });
});

describe('balance feed and the active bonus', () => {
  it('refreshes the active bonus when money arrives or the casino bonus balance changes', async () => {
    const refresh = vi.spyOn(activeBonus, 'refreshActiveBonus').mockResolvedValue();
    const { client, fake } = fakeLiveClient();
    client.start('ws://x/mqtt', { username: 'u', password: 'tok-1' });
    fake().emit('connect');
    const stop = startBalanceFeed(client);
    logIn();
    useUserStore.getState().setCurrentUser({ id: 7, availableBalance: 100, casinoBonusBalance: '2.00' });
    await tick();

    // A stake taken: nothing to refresh.
    fake().deliver('users/7/balance', balances(50, 1));
    client.flush();
    expect(refresh).not.toHaveBeenCalled();
    // A deposit credited.
    fake().deliver('users/7/balance', balances(5050, 2));
    client.flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    // A casino bonus awarded.
    fake().deliver('users/7/balance', { ...balances(5050, 3), casinoBonusBalance: 1000 });
    client.flush();
    expect(refresh).toHaveBeenCalledTimes(2);

    useAuthStore.getState().reset();
    useUserStore.getState().reset();
    stop();
    refresh.mockRestore();
  });
});
