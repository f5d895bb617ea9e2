// The app's one live client: MQTT over WebSocket (mqtt-ws.ts, a small client of our own in place of
// mqtt.js: docs/decisions.md "Phone-first speed"), reporting its state to the live-connection store.
// It is fetched only once the page has loaded and painted: the first screen's odds come with the
// page, and a phone on a slow network should spend its first seconds on those, not on the feed that
// moves them afterwards.
import { setLiveConnectionState } from '../stores/live-connection-store.ts';
import { createLiveClient, type MqttLike, type MqttOptions } from './live-client.ts';

/** How long the feed waits for an idle moment after the page's load event, at most. */
const IDLE_WAIT_MS = 1_000;

/** Resolves after the page's load event, at the next idle moment (or after IDLE_WAIT_MS). */
export function afterPageLoad(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof win.requestIdleCallback === 'function') {
        win.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
      } else {
        win.setTimeout(resolve, 0);
      }
    };
    if (win.document.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
}

async function connectMqtt(url: string, options: MqttOptions): Promise<MqttLike> {
  await afterPageLoad();
  const { connectMqttOverWebSocket } = await import('./mqtt-ws.ts');
  return connectMqttOverWebSocket(url, options);
}

export const liveClient = createLiveClient({
  connect: connectMqtt,
  // zod comes with them: loaded beside the MQTT client, after the first paint.
  checks: () => import('./message-checks.ts'),
  onState: setLiveConnectionState,
});
