// Mosquitto's dynamic security plugin spoken over MQTT: JSON commands published to
// $CONTROL/dynamic-security/v1, answers read from …/v1/response. Every admin client of the broker
// reads the same response topic, so each command carries correlation data naming this process.
import { randomBytes } from 'node:crypto';
import type { MqttClient } from 'mqtt';

export const DYNSEC_CONTROL_TOPIC = '$CONTROL/dynamic-security/v1';
export const DYNSEC_RESPONSE_TOPIC = `${DYNSEC_CONTROL_TOPIC}/response`;

export type DynsecCommand = { command: string } & Record<string, unknown>;

export interface DynsecResponse {
  command: string;
  /** The plugin's own text ("Client not found", "Role already exists", …); absent on success. */
  error?: string;
  data?: Record<string, unknown>;
}

export interface DynsecControl {
  /** Sends commands in one message and answers their responses in the same order. */
  send(commands: readonly DynsecCommand[]): Promise<DynsecResponse[]>;
  /** Sends without waiting for an answer (for a command that drops this very connection). */
  fire(commands: readonly DynsecCommand[]): void;
  close(): void;
}

interface Pending {
  responses: (DynsecResponse | undefined)[];
  left: number;
  resolve(responses: DynsecResponse[]): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

export class DynsecTimeoutError extends Error {}

/** The client must be subscribed to DYNSEC_RESPONSE_TOPIC (createDynsecControl's caller does it). */
export function createDynsecControl(client: MqttClient, timeoutMs: number): DynsecControl {
  const instance = randomBytes(6).toString('hex');
  const pending = new Map<number, Pending>();
  let sequence = 0;

  const onMessage = (topic: string, payload: Buffer) => {
    if (topic !== DYNSEC_RESPONSE_TOPIC) return;
    let message: { responses?: (DynsecResponse & { correlationData?: unknown })[] };
    try {
      message = JSON.parse(payload.toString()) as typeof message;
    } catch {
      return;
    }
    for (const response of message.responses ?? []) {
      const [from, batch, index] = String(response.correlationData ?? '').split(':');
      if (from !== instance) continue;
      const waiting = pending.get(Number(batch));
      if (!waiting || waiting.responses[Number(index)] !== undefined) continue;
      const { correlationData: _ignored, ...answer } = response;
      waiting.responses[Number(index)] = answer;
      waiting.left -= 1;
      if (waiting.left === 0) {
        clearTimeout(waiting.timer);
        pending.delete(Number(batch));
        waiting.resolve(waiting.responses as DynsecResponse[]);
      }
    }
  };
  client.on('message', onMessage);
  // Answers go to this connection's subscription: once it is lost, none will come for what is pending.
  const onClose = () => {
    for (const waiting of pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error('the broker connection closed before the dynamic security plugin answered'));
    }
    pending.clear();
  };
  client.on('close', onClose);

  const publish = (commands: readonly DynsecCommand[], batch: number) => {
    const body = commands.map((command, index) => ({
      ...command,
      correlationData: `${instance}:${batch}:${index}`,
    }));
    client.publish(DYNSEC_CONTROL_TOPIC, JSON.stringify({ commands: body }), { qos: 1 });
  };

  return {
    send(commands) {
      if (commands.length === 0) return Promise.resolve([]);
      sequence += 1;
      const batch = sequence;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(batch);
          reject(
            new DynsecTimeoutError(
              `the broker's dynamic security plugin did not answer ${commands[0]!.command} within ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        pending.set(batch, {
          responses: commands.map(() => undefined),
          left: commands.length,
          resolve,
          reject,
          timer,
        });
        publish(commands, batch);
      });
    },
    fire(commands) {
      sequence += 1;
      publish(commands, sequence);
    },
    close() {
      client.off('message', onMessage);
      client.off('close', onClose);
      for (const waiting of pending.values()) {
        clearTimeout(waiting.timer);
        waiting.reject(new Error('the broker connection is closing'));
      }
      pending.clear();
    },
  };
}
