// The small MQTT client against a scripted socket: what it sends, what it makes of the broker's
// bytes however they are cut into frames, and SPEC.md §9's reconnect, connect timeout and keepalive.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MQTT_OPTIONS } from './live-client.ts';
import { connectMqttOverWebSocket, mqttPacket, type SocketLike } from './mqtt-ws.ts';

class FakeSocket implements SocketLike {
  binaryType = 'blob';
  sent: Uint8Array[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  send(data: Uint8Array) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  /** The broker sends these bytes, in one frame or in the given pieces. */
  receive(...frames: number[][]) {
    for (const f of frames) this.onmessage?.({ data: new Uint8Array(f).buffer });
  }
}

const bytes = (s: string) => [...new TextEncoder().encode(s)];
const str = (s: string) => [0, s.length, ...bytes(s)];
const CONNACK_OK = [0x20, 2, 0, 0];

let sockets: FakeSocket[];
const open = (options = {}) =>
  connectMqttOverWebSocket('ws://example.test/mqtt', { ...MQTT_OPTIONS, ...options }, () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  });

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('MQTT over WebSocket', () => {
  it('connects as MQTT 3.1.1 with a clean session, keepalive and the player’s credentials', () => {
    const client = open({ username: 'player', password: 'tok' });
    const connected = vi.fn();
    client.on('connect', connected);
    const socket = sockets[0] as FakeSocket;
    expect(socket.binaryType).toBe('arraybuffer');
    socket.onopen?.({});
    const connect = [...(socket.sent[0] as Uint8Array)];
    expect(connect[0]).toBe(0x10);
    // Protocol name, level 4, flags username + password + clean, keepalive 60.
    expect(connect.slice(2, 12)).toEqual([...str('MQTT'), 4, 0xc2, 0, 60]);
    expect(Buffer.from(connect).toString()).toContain('player');
    expect(Buffer.from(connect).toString()).toContain('tok');
    socket.receive(CONNACK_OK);
    expect(connected).toHaveBeenCalledTimes(1);
  });

  it('subscribes at QoS 0, hears the SUBACK and delivers messages cut across frames', () => {
    const client = open();
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.({});
    socket.receive([0x20], [2, 0], [0]);
    const done = vi.fn();
    client.subscribe(['feeds/live/odds_change/7'], done);
    const subscribe = [...(socket.sent[1] as Uint8Array)];
    expect(subscribe[0]).toBe(0x82);
    expect(subscribe.slice(4)).toEqual([...str('feeds/live/odds_change/7'), 0]);
    socket.receive([0x90, 3, subscribe[2] as number, subscribe[3] as number, 0]);
    expect(done).toHaveBeenCalledWith(null);

    const messages: [string, string][] = [];
    client.on('message', (topic, payload) =>
      messages.push([topic, new TextDecoder().decode(payload as Uint8Array)]),
    );
    const publish = [...mqttPacket(0x30, [...str('feeds/live/odds_change/7'), ...bytes('{"odds":1.5}')])];
    // Two packets in one frame, the second cut in three.
    const two = [...publish, ...publish];
    socket.receive(
      two.slice(0, publish.length + 1),
      two.slice(publish.length + 1, publish.length + 6),
      two.slice(publish.length + 6),
    );
    expect(messages).toEqual([
      ['feeds/live/odds_change/7', '{"odds":1.5}'],
      ['feeds/live/odds_change/7', '{"odds":1.5}'],
    ]);
  });

  it('says why the broker refused, and tries again after a second', () => {
    const client = open();
    const errors: string[] = [];
    const events: string[] = [];
    client.on('error', (e) => errors.push((e as Error).message));
    client.on('close', () => events.push('close'));
    client.on('reconnect', () => events.push('reconnect'));
    (sockets[0] as FakeSocket).onopen?.({});
    (sockets[0] as FakeSocket).receive([0x20, 2, 0, 5]);
    expect(errors).toEqual(['Connection refused: Not authorized']);
    expect(events).toEqual(['close']);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['close', 'reconnect']);
    expect(sockets).toHaveLength(2);
  });

  it('gives up on a connection without CONNACK after 30 s, and on a silent one after a missed ping', () => {
    const client = open();
    const errors: string[] = [];
    client.on('error', (e) => errors.push((e as Error).message));
    vi.advanceTimersByTime(30_000);
    expect(errors).toEqual(['connack timeout']);
    vi.advanceTimersByTime(1_000);
    const socket = sockets[1] as FakeSocket;
    socket.onopen?.({});
    socket.receive(CONNACK_OK);
    vi.advanceTimersByTime(60_000);
    expect([...(socket.sent.at(-1) as Uint8Array)]).toEqual([0xc0, 0]);
    socket.receive([0xd0, 0]);
    vi.advanceTimersByTime(60_000);
    expect(errors).toEqual(['connack timeout']);
    vi.advanceTimersByTime(60_000);
    expect(errors).toEqual(['connack timeout', 'Keepalive timeout']);
    expect(socket.closed).toBe(true);
  });

  it('ends for good: a DISCONNECT, no reconnection', () => {
    const client = open();
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.({});
    socket.receive(CONNACK_OK);
    client.end(false);
    expect([...(socket.sent.at(-1) as Uint8Array)]).toEqual([0xe0, 0]);
    expect(socket.closed).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(1);
  });
});
