// The request schemas of a route as JSON Schema (zod's own conversion, input side), and the few
// questions the fuzzer asks of them: which fields are required, which never accept an object or a
// string, what a path parameter is called.
import { z } from 'zod';
import type { CatalogRoute } from '../../http/route-catalog.ts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export type RequestPart = 'params' | 'querystring' | 'body';

/** One part's schema, or undefined when the route declares none (or it is not a zod schema). */
export function partSchema(route: CatalogRoute, part: RequestPart): JsonSchema | undefined {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Every alternative a value may take: anyOf/oneOf flattened, allOf's first member. */
export function alternatives(schema: JsonSchema): JsonSchema[] {
  const nested = schema.anyOf ?? schema.oneOf;
  if (nested) return nested.flatMap(alternatives);
  if (schema.allOf?.[0]) return alternatives(schema.allOf[0]);
  return [schema];
}

function typesOf(schema: JsonSchema): Set<string> | 'any' {
  const found = new Set<string>();
  for (const alt of alternatives(schema)) {
    if (alt.const !== undefined) found.add(alt.const === null ? 'null' : typeof alt.const);
    else if (alt.enum) for (const v of alt.enum) found.add(v === null ? 'null' : typeof v);
    else if (alt.type === undefined) return 'any';
    else
      for (const t of [alt.type].flat()) found.add(t === 'integer' ? 'number' : t === 'array' ? 'object' : t);
  }
  return found;
}

/** True when no value of this JSON type ("object" covers arrays) can satisfy the schema. */
export function refusesType(
  schema: JsonSchema,
  type: 'object' | 'string' | 'number' | 'boolean' | 'null',
): boolean {
  const types = typesOf(schema);
  return types !== 'any' && !types.has(type);
}

/** True for a field that only takes numbers (so "NaN" or "Infinity" is never one). */
export function numbersOnly(schema: JsonSchema): boolean {
  const types = typesOf(schema);
  return types !== 'any' && types.size === 1 && types.has('number');
}

/** The object schema a part must be, when it must be one (not a union with other shapes). */
export function objectShape(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  const alts = alternatives(schema);
  return alts.length === 1 && alts[0]!.type === 'object' ? alts[0] : undefined;
}

/** The names of a route's path parameters, from its URL (`:id`, and `*` for a wildcard). */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
}
