// A small MQTT 3.1.1 client over WebSocket, for what the browser does with the broker: connect (as a
// visitor or with a player's token), subscribe and unsubscribe at QoS 0, receive, keep alive, and
// reconnect. About 2 KB where mqtt.js is about 85 KB compressed, which a phone on a slow network would
// otherwise download before odds can move. SPEC.md §9's settings come in as mqtt.js's option names
// (reconnectPeriod 1000 ms, connectTimeout 30 s, keepalive 60 s); events are mqtt.js's too, so the
// live client (live-client.ts) sees no difference. The browser never publishes.
import type { MqttEvents, MqttLike, MqttOptions } from './live-client.ts';

/** The part of a WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  binaryType: string;
  send(data: Uint8Array): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
}

const CONNECT = 0x10;
const CONNACK = 0x20;
const PUBLISH = 0x30;
const PUBACK = 0x40;
const PUBREC = 0x50;
const PUBREL = 0x60;
const PUBCOMP = 0x70;
const SUBSCRIBE = 0x82;
const SUBACK = 0x90;
const UNSUBSCRIBE = 0xa2;
const UNSUBACK = 0xb0;
const PINGREQ = 0xc0;
const PINGRESP = 0xd0;
const DISCONNECT = 0xe0;

/** CONNACK return codes of MQTT 3.1.1, worded as mqtt.js words them. */
const REFUSALS: Record<number, string> = {
  1: 'Unacceptable protocol version',
  2: 'Identifier rejected',
  3: 'Server unavailable',
  4: 'Bad username or password',
  5: 'Not authorized',
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A UTF-8 string with its 2-byte length, as MQTT writes strings. */
function text(value: string): number[] {
  const bytes = encoder.encode(value);
  return [bytes.length >> 8, bytes.length & 0xff, ...bytes];
}

/** A packet: the fixed header (type and flags, remaining length) and the body. */
export function mqttPacket(type: number, body: readonly number[] = []): Uint8Array {
  const length: number[] = [];
  let n = body.length;
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    length.push(byte);
  } while (n > 0);
  const out = new Uint8Array(1 + length.length + body.length);
  out[0] = type;
  out.set(length, 1);
  out.set(body, 1 + length.length);
  return out;
}

function connectPacket(clientId: string, options: MqttOptions): Uint8Array {
  let flags = options.clean ? 0x02 : 0;
  if (options.username !== undefined) flags |= 0x80;
  if (options.password !== undefined) flags |= 0x40;
  const body = [
    ...text('MQTT'),
    4,
    flags,
    options.keepalive >> 8,
    options.keepalive & 0xff,
    ...text(clientId),
  ];
  if (options.username !== undefined) body.push(...text(options.username));
  if (options.password !== undefined) body.push(...text(options.password));
  return mqttPacket(CONNECT, body);
}

function randomClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `slipstream_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

type Listener = (...args: never[]) => void;

export function connectMqttOverWebSocket(
  url: string,
  options: MqttOptions,
  createSocket: (url: string) => SocketLike = (u) => new WebSocket(u, 'mqtt') as unknown as SocketLike,
): MqttLike {
  const listeners = new Map<keyof MqttEvents, Set<Listener>>();
  const acks = new Map<number, (error: Error | null) => void>();
  const clientId = randomClientId();
  let socket: SocketLike | null = null;
  let buffer = new Uint8Array(0);
  let connected = false;
  let ended = false;
  let waitingForPong = false;
  let lastId = 0;
  let connectTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  function emit<E extends keyof MqttEvents>(event: E, ...args: Parameters<MqttEvents[E]>): void {
    for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }

  function send(packet: Uint8Array): void {
    socket?.send(packet);
  }

  function nextId(): number {
    lastId = (lastId % 0xffff) + 1;
    return lastId;
  }

  function clearTimers(): void {
    if (connectTimer !== null) clearTimeout(connectTimer);
    if (pingTimer !== null) clearInterval(pingTimer);
    connectTimer = null;
    pingTimer = null;
  }

  /** The connection is gone (closed by either side, timed out or refused): tell, then try again. */
  function lost(): void {
    const gone = socket;
    if (!gone) return;
    socket = null;
    gone.onopen = gone.onmessage = gone.onerror = gone.onclose = null;
    try {
      gone.close();
    } catch {
      // Already closed.
    }
    clearTimers();
    connected = false;
    waitingForPong = false;
    buffer = new Uint8Array(0);
    acks.clear();
    emit('close');
    if (ended) return;
    emit('offline');
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      emit('reconnect');
      open();
    }, options.reconnectPeriod);
  }

  function keepAlive(): void {
    if (waitingForPong) {
      emit('error', new Error('Keepalive timeout'));
      lost();
      return;
    }
    waitingForPong = true;
    send(mqttPacket(PINGREQ));
  }

  function handle(type: number, flags: number, body: Uint8Array): void {
    switch (type) {
      case CONNACK: {
        const code = body[1] ?? 0;
        if (code !== 0) {
          emit('error', new Error(`Connection refused: ${REFUSALS[code] ?? 'unknown reason'}`));
          lost();
          return;
        }
        if (connectTimer !== null) clearTimeout(connectTimer);
        connectTimer = null;
        connected = true;
        if (options.keepalive > 0) pingTimer = setInterval(keepAlive, options.keepalive * 1000);
        emit('connect');
        return;
      }
      case PUBLISH: {
        const qos = (flags >> 1) & 3;
        const topicLength = ((body[0] ?? 0) << 8) | (body[1] ?? 0);
        const topic = decoder.decode(body.subarray(2, 2 + topicLength));
        let at = 2 + topicLength;
        if (qos > 0) {
          const id = [body[at] ?? 0, body[at + 1] ?? 0];
          at += 2;
          send(mqttPacket(qos === 1 ? PUBACK : PUBREC, id));
        }
        emit('message', topic, body.slice(at));
        return;
      }
      case PUBREL:
        send(mqttPacket(PUBCOMP, [body[0] ?? 0, body[1] ?? 0]));
        return;
      case SUBACK:
      case UNSUBACK: {
        const id = ((body[0] ?? 0) << 8) | (body[1] ?? 0);
        const done = acks.get(id);
        acks.delete(id);
        const refused = type === SUBACK && [...body.subarray(2)].some((code) => code & 0x80);
        done?.(refused ? new Error('Subscribe error: the broker refused a topic') : null);
        return;
      }
      case PINGRESP:
        waitingForPong = false;
        return;
    }
  }

  /** Takes every whole packet out of the bytes received so far. */
  function receive(chunk: Uint8Array): void {
    const joined = new Uint8Array(buffer.length + chunk.length);
    joined.set(buffer);
    joined.set(chunk, buffer.length);
    buffer = joined;
    for (;;) {
      let length = 0;
      let multiplier = 1;
      let at = 1;
      let byte: number;
      do {
        if (at >= buffer.length) return;
        byte = buffer[at++] as number;
        length += (byte & 0x7f) * multiplier;
        multiplier *= 128;
      } while (byte & 0x80 && at < 5);
      if (buffer.length < at + length) return;
      const first = buffer[0] as number;
      const body = buffer.subarray(at, at + length);
      buffer = buffer.slice(at + length);
      handle(first & 0xf0, first & 0x0f, body);
      if (!socket) return;
    }
  }

  function open(): void {
    const ws = createSocket(url);
    socket = ws;
    ws.binaryType = 'arraybuffer';
    connectTimer = setTimeout(() => {
      emit('error', new Error('connack timeout'));
      lost();
    }, options.connectTimeout);
    ws.onopen = () => send(connectPacket(clientId, options));
    ws.onmessage = (event) => {
      if (event.data instanceof ArrayBuffer) receive(new Uint8Array(event.data));
      else if (event.data instanceof Uint8Array) receive(event.data);
    };
    ws.onerror = () => emit('error', new Error('WebSocket error'));
    ws.onclose = () => lost();
  }

  function request(type: number, topics: readonly string[], qos: boolean, done: (e: Error | null) => void) {
    if (!connected) return;
    const id = nextId();
    const body = [id >> 8, id & 0xff];
    for (const topic of topics) {
      body.push(...text(topic));
      if (qos) body.push(0);
    }
    acks.set(id, done);
    send(mqttPacket(type, body));
  }

  open();

  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener as Listener);
      listeners.set(event, set);
      return this;
    },
    subscribe: (topics, callback) => request(SUBSCRIBE, topics, true, (e) => callback(e)),
    unsubscribe: (topics, callback) => request(UNSUBSCRIBE, topics, false, (e) => callback(e)),
    end(force) {
      ended = true;
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      if (connected && !force) send(mqttPacket(DISCONNECT));
      lost();
    },
  };
}
