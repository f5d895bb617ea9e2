// Plausible values for a JSON Schema: what a client could send, drawn from the schema's own bounds
// and, for fields named like ids, from the world's real ids (both players'), so a request can get
// past its schema and reach a service.
import fc from 'fast-check';
import type { JsonSchema } from './json-schema.ts';

/** The world's ids and names, both players' mixed: the fuzzer never knows whose it is sending. */
export interface Pools {
  betIds: number[];
  bookingCodes: string[];
  casinoSessions: string[];
  roundIds: string[];
  matchIds: number[];
  gameIds: number[];
  userIds: number[];
  phones: string[];
  aggregatorSessionId: string;
}

const SMALL = 3;
const MAX_STRING = 40;

function selections(pools: Pools) {
  const [a = 1, b = 2] = pools.matchIds;
  const leg = (matchId: number, outcomeId: string, odds: string) => ({
    matchId,
    marketId: 1,
    specifier: '',
    outcomeId,
    odds,
    fixed: false,
    type: 'prematch',
  });
  return [[leg(a, '1', '2.00')], [leg(a, '1', '2.00'), leg(b, '2', '3.00')]];
}

/** Real values for a field by its name, or undefined when the name says nothing. */
function hinted(name: string, schema: JsonSchema, pools: Pools): unknown[] | undefined {
  const numeric = schema.type === 'integer' || schema.type === 'number';
  switch (name) {
    case 'sessionId':
      return [...pools.casinoSessions, pools.aggregatorSessionId];
    case 'roundId':
      return pools.roundIds;
    case 'betId':
      return pools.betIds;
    case 'betslipId':
    case 'code':
      return pools.bookingCodes;
    case 'gameId':
      return numeric ? pools.gameIds : pools.gameIds.map(String);
    case 'matchId':
      return pools.matchIds;
    case 'userId':
      return pools.userIds;
    case 'id':
      return numeric ? [...pools.betIds, ...pools.userIds] : [...pools.roundIds, ...pools.betIds.map(String)];
    case 'clientId':
    case 'clientID':
      return numeric ? [12] : ['12', 12];
    case 'phone':
    case 'username':
    case 'phoneNumber':
      return pools.phones;
    case 'selections':
      return selections(pools);
    case 'bet_type':
      return ['Single', 'Multiple'];
    case 'amount':
    case 'bet':
    case 'stake':
      return [1, 10, 0.5, 100];
    default:
      return undefined;
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern, 'u'));
      return schema.maxLength === undefined ? matching : matching.map((s) => s.slice(0, schema.maxLength));
    } catch {
      // A pattern fast-check cannot invert: plain strings, which the schema will mostly refuse.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberFor(schema: JsonSchema): fc.Arbitrary<number> {
  const low = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1_000, -1_000_000);
  const high = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000, 1_000_000);
  const [min, max] = low <= high ? [low, high] : [high, low];
  if (schema.type === 'integer') return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Money-like: whole cents.
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((c) => c / 100);
}

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(12),
  fc.constant(''),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.boolean(),
);

function fromSchema(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((o) => plausible(o, pools)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], pools);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(props).map(([key, sub]) => [key, plausible(sub, pools, key)]),
      );
      const record = fc.record(model, { requiredKeys: schema.required ?? [] });
      const extra = schema.additionalProperties;
      if (extra && typeof extra === 'object') {
        return fc
          .tuple(
            record,
            fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), plausible(extra, pools), {
              maxKeys: SMALL,
            }),
          )
          .map(([fixed, more]) => ({ ...more, ...fixed }));
      }
      return record;
    }
    case 'array': {
      const minLength = Math.min(schema.minItems ?? 0, SMALL);
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? SMALL, SMALL));
      return fc.array(schema.items ? plausible(schema.items, pools) : anyJson, { minLength, maxLength });
    }
    case 'string':
      return stringFor(schema);
    case 'integer':
    case 'number':
      return numberFor(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return anyJson;
  }
}

/** A value a client could plausibly send for `schema` (a field called `name`, when it has one). */
export function plausible(schema: JsonSchema, pools: Pools, name?: string): fc.Arbitrary<unknown> {
  const generated = fromSchema(schema, pools);
  const real = name === undefined ? undefined : hinted(name, schema, pools);
  if (!real || real.length === 0) return generated;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: generated });
}

/** A path parameter with no schema of its own: ids from the world, or plain text. */
export function plainParam(name: string, pools: Pools): fc.Arbitrary<string> {
  const real = hinted(name, { type: 'string' }, pools)?.map(String) ?? [];
  const text = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.includes('/'));
  return real.length > 0 ? fc.oneof(fc.constantFrom(...real), text) : text;
}
