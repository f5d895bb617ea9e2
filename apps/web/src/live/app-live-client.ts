// The app's one live client: mqtt.js over WebSocket, loaded on first connect (it is not needed for
// the first paint), reporting its state to the live-connection store.
import { setLiveConnectionState } from '../stores/live-connection-store.ts';
import { createLiveClient, type MqttEvents, type MqttLike, type MqttOptions } from './live-client.ts';

async function connectMqtt(url: string, options: MqttOptions): Promise<MqttLike> {
  const module = await import('mqtt');
  // The browser build exports everything under `default` only; the Node build has named exports too.
  const connect = (module.default as Partial<typeof module> | undefined)?.connect ?? module.connect;
  // Native timers: mqtt.js would otherwise start its timers in a blob: worker, which the CSP forbids.
  const client = connect(url, { ...options, timerVariant: 'native' });
  // mqtt.js's typed emitter has one overload per event; the live client needs only these few.
  const on = client.on.bind(client) as (event: string, listener: (...args: never[]) => void) => unknown;
  return {
    on: <E extends keyof MqttEvents>(event: E, listener: MqttEvents[E]) => on(event, listener),
    subscribe: (topics, callback) => client.subscribe(topics, { qos: 0 }, (err) => callback(err ?? null)),
    unsubscribe: (topics, callback) => client.unsubscribe(topics, (err) => callback(err ?? null)),
    end: (force) => client.end(force),
  };
}

export const liveClient = createLiveClient({ connect: connectMqtt, onState: setLiveConnectionState });
