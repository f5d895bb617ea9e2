// The player's bet events: the own bets topic held while logged in, each event setting the open-bet
// count and telling the screens to refresh; nonsense ignored; released on logout.
import { describe, expect, it, vi } from 'vitest';
import { FakeMqtt, tick } from '../../live/fake-mqtt.test-helper.ts';
import { createLiveClient } from '../../live/live-client.ts';
import * as checks from '../../live/message-checks.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { startBetEvents } from './bet-events.ts';

describe('bet events', () => {
  it("follows the player's bets topic into the open-bet count and a refresh", async () => {
    const fake = new FakeMqtt();
    const client = createLiveClient({ checks, connect: () => fake, batchMs: 1 });
    client.start('ws://x/mqtt', { username: 'u', password: 'tok' });
    fake.emit('connect');
    const onEvent = vi.fn();
    const stop = startBetEvents(client, onEvent);
    await tick();
    expect(fake.held).toEqual([]);

    useAuthStore.getState().loginSucceeded('tok', '2348030000000');
    useUserStore.getState().setCurrentUser({ id: 7, availableBalance: 100 });
    await tick();
    expect(fake.held).toEqual(['users/7/bets']);

    fake.deliver('users/7/bets', { betId: 3, status: 'won', openBets: 2 });
    client.flush();
    expect(useUtilityStore.getState().openBetCount).toBe(2);
    expect(onEvent).toHaveBeenCalledWith({ betId: 3, status: 'won', openBets: 2 });

    fake.deliver('users/7/bets', { hello: 'world' });
    client.flush();
    expect(onEvent).toHaveBeenCalledTimes(1);

    useAuthStore.getState().reset();
    useUserStore.getState().reset();
    await tick();
    expect(fake.held).toEqual([]);
    stop();
  });
});
