// Picks the broker from the configuration: external when MQTT_URL is set, else embedded.
import type { Config } from '../config.ts';
import type { Broker, BrokerSessions } from './broker.ts';
import { createEmbeddedBroker } from './embedded-broker.ts';
import { createExternalBroker } from './external-broker.ts';

export type { Broker, BrokerCredentials, BrokerLogin, BrokerSessions, TokenVerifier } from './broker.ts';
export { MQTT_PATH } from './broker.ts';

export function createBroker(
  config: Config,
  sessions?: BrokerSessions,
  log?: { warn(obj: object, msg: string): void },
): Promise<Broker> {
  if (config.MQTT_URL) {
    return createExternalBroker({
      url: config.MQTT_URL,
      username: config.MQTT_USERNAME,
      password: config.MQTT_PASSWORD,
      sessions,
      log,
    });
  }
  return createEmbeddedBroker({ sessions, log });
}

/** The broker address handed to browsers; null means "this origin's /mqtt". */
export function publicBrokerUrl(config: Config): string | null {
  if (config.MQTT_PUBLIC_URL) return config.MQTT_PUBLIC_URL;
  if (config.MQTT_URL && /^wss?:\/\//.test(config.MQTT_URL)) return config.MQTT_URL;
  return null;
}
