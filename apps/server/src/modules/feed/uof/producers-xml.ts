// The provider's producers (GET /v1/descriptions/producers.xml): each producer's id as messages
// carry it, whether this account receives it, the API root of its recovery requests, and how far back
// a recovery may reach (`stateful_recovery_window_in_minutes`):
//   <producers response_code="OK">
//     <producer id="1" name="LO" description="Live Odds" api_url="https://api.betradar.com/v1/liveodds/"
//       active="true" scope="live" stateful_recovery_window_in_minutes="600"/>
//   </producers>
import { z } from 'zod';
import { readXml, writeXml } from './xml.ts';

export interface ProviderProducer {
  id: number;
  name: string;
  description: string;
  /** Whether this account receives the producer's messages. */
  active: boolean;
  /** The root of its recovery requests (`…/v1/liveodds/`). */
  apiUrl: string;
  /** `live`, `prematch`, `virtual`. */
  scope: string[];
  /** How far back `after` may reach; undefined where the answer does not say. */
  recoveryWindowMinutes: number | undefined;
}

const producerSchema = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string().min(1),
  description: z.string().default(''),
  active: z.enum(['true', 'false']),
  api_url: z.string().min(1),
  scope: z.string().default(''),
  stateful_recovery_window_in_minutes: z.coerce.number().int().positive().optional(),
});

const schema = z.object({
  // The reader gives one element as an object and several as a list.
  producer: z
    .union([producerSchema, z.array(producerSchema)])
    .optional()
    .transform((p) => (p === undefined ? [] : Array.isArray(p) ? p : [p])),
});

export function producersXml(producers: readonly ProviderProducer[]): string {
  return writeXml('producers', {
    response_code: 'OK',
    producer: producers.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      api_url: p.apiUrl,
      active: String(p.active),
      scope: p.scope.join('|'),
      stateful_recovery_window_in_minutes: p.recoveryWindowMinutes,
    })),
  });
}

/** Reads the producers answer; throws when it is not that shape. */
export function parseProducersXml(text: string): ProviderProducer[] {
  const { root, node } = readXml(text);
  if (root !== 'producers') throw new Error(`expected producers, got ${root}`);
  return schema.parse(node).producer.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    active: p.active === 'true',
    apiUrl: p.api_url,
    scope: p.scope.split('|').filter((s) => s !== ''),
    recoveryWindowMinutes: p.stateful_recovery_window_in_minutes,
  }));
}
