// Who the live client connects as: a visitor without a token; with one, the session's broker login
// asked of the server (public feeds meanwhile, asked again with backing off when it cannot be had),
// and asked again when the broker refuses it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveClient } from './fake-mqtt.test-helper.ts';
import { MQTT_OPTIONS, type MqttCredentials } from './live-client.ts';
import { followLiveLogin } from './live-login.ts';

function setup() {
  const { client, connect, fakes } = fakeLiveClient();
  let errorListener: (error: string | null) => void = () => undefined;
  const onError = (listener: (error: string | null) => void) => {
    errorListener = listener;
    return () => undefined;
  };
  return { client, connect, fakes, onError, error: (text: string | null) => errorListener(text) };
}

const login: MqttCredentials = { username: 'u7-s1', password: 'pw-1' };
const flush = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  vi.useRealTimers();
});

describe('followLiveLogin', () => {
  it('connects a visitor without credentials, and never asks the server', () => {
    const { client, connect, onError } = setup();
    const fetchCredentials = vi.fn();
    const stop = followLiveLogin(client, 'ws://x/mqtt', null, { fetchCredentials, onError });
    expect(connect).toHaveBeenLastCalledWith('ws://x/mqtt', MQTT_OPTIONS);
    expect(fetchCredentials).not.toHaveBeenCalled();
    stop();
  });

  it('connects a player with the broker login the server gives, not the token', async () => {
    vi.useFakeTimers();
    const { client, connect, onError } = setup();
    const stop = followLiveLogin(client, 'ws://x/mqtt', 'tok-1', {
      fetchCredentials: async () => login,
      onError,
    });
    await flush();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenLastCalledWith('ws://x/mqtt', { ...MQTT_OPTIONS, ...login });
    stop();
    expect(client.isConnected()).toBe(false);
  });

  it('stays on the public feeds while the login cannot be had, asking again with backing off', async () => {
    vi.useFakeTimers();
    const { client, connect, onError } = setup();
    const fetchCredentials = vi
      .fn<() => Promise<MqttCredentials>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(login);
    const stop = followLiveLogin(client, 'ws://x/mqtt', 'tok-1', { fetchCredentials, onError });
    await flush();
    expect(connect).toHaveBeenLastCalledWith('ws://x/mqtt', MQTT_OPTIONS);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchCredentials).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchCredentials).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchCredentials).toHaveBeenCalledTimes(3);
    expect(connect).toHaveBeenLastCalledWith('ws://x/mqtt', { ...MQTT_OPTIONS, ...login });
    stop();
  });

  it('asks again when the broker refuses the login, and reconnects even with the same one', async () => {
    vi.useFakeTimers();
    const { client, connect, fakes, onError, error } = setup();
    const fetchCredentials = vi.fn(async () => login);
    const stop = followLiveLogin(client, 'ws://x/mqtt', 'tok-1', { fetchCredentials, onError });
    await flush();
    expect(connect).toHaveBeenCalledTimes(1);

    error('Connection refused: Not authorized');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchCredentials).toHaveBeenCalledTimes(2);
    expect(fakes[0]?.ended).toBe(true);
    expect(connect).toHaveBeenCalledTimes(2);
    expect(connect).toHaveBeenLastCalledWith('ws://x/mqtt', { ...MQTT_OPTIONS, ...login });

    // Other errors (a dropped network) are mqtt.js's to retry.
    error('Keepalive timeout');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchCredentials).toHaveBeenCalledTimes(2);
    stop();
  });
});
