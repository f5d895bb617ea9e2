// Certain defects: each makes a request wrong whatever the rest of it holds, so the only right answer
// is a 4xx that changes nothing. A defect applies to a route only where that certainty holds (a
// missing field only where the schema requires it, a bad token only where login is required).
import fc from 'fast-check';
import type { CatalogRoute } from '../../http/route-catalog.ts';
import { cloneBody, isNumber, isPlainObject, isString, pathsWhere, setAt, valueAt } from './body-paths.ts';
import { BODY_METHODS, NO_BODY, RawJson, bodySchema, type Draft } from './draft.ts';
import {
  numbersOnly,
  objectShape,
  partSchema,
  pathParams,
  refusesType,
  type JsonSchema,
} from './json-schema.ts';
import { partnerOf } from './partners.ts';

export interface DefectContext {
  /** True when the route's own hooks require a logged-in player. */
  loggedIn(route: CatalogRoute): boolean;
  /** Tokens that log nobody in. */
  deadTokens: string[];
}

interface Defect {
  applies(draft: Draft, ctx: DefectContext): boolean;
  apply(draft: Draft, ctx: DefectContext): fc.Arbitrary<Draft>;
}

// Refused everywhere: NUL, other C0 and C1 controls, DEL.
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];
// A body (JSON) can also carry a lone surrogate half as an escape; a URL cannot (its bytes decode to
// the replacement character).
const BODY_CONTROLS = [...CONTROLS, '\ud800', '\udfff'];
// In ids and querystrings even tab and line breaks are refused.
const LINE_CONTROLS = [...CONTROLS, '\t', '\n', '\r'];
// What a header value can carry at all (latin-1); the guard refuses each.
const HEADER_CONTROLS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f'];
const HUGE_NUMBERS = ['9007199254740992', '-9007199254740993', '1e16', '1e300', '1e400', '-1e400'];
const NOT_NUMBERS = ['NaN', 'Infinity', '-Infinity', '1e400'];

const insertInto = (text: string, at: number, char: string) => {
  const i = Math.min(at, text.length);
  return `${text.slice(0, i)}${char}${text.slice(i)}`;
};

const mark = (draft: Draft, name: string, change: Partial<Draft>): Draft => ({
  ...draft,
  ...change,
  defects: [...draft.defects, name],
});

/** The body as an object to add a field to (a body-less or non-object body becomes `{}`). */
const objectBody = (draft: Draft): Record<string, unknown> =>
  isPlainObject(draft.body) ? (cloneBody(draft.body) as Record<string, unknown>) : {};

function nested(depth: number, arrays: boolean): RawJson {
  return new RawJson(
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );
}

/** The declared fields a defect may break: for partner payloads only the required ones count. */
function breakableFields(route: CatalogRoute): [string, JsonSchema][] {
  const shape = objectShape(bodySchema(route));
  const props = Object.entries(shape?.properties ?? {});
  return partnerOf(route) ? props.filter(([key]) => shape?.required?.includes(key)) : props;
}

const hasBody = (draft: Draft) => BODY_METHODS.has(draft.route.method);

const DEFECTS: Record<string, Defect> = {
  'control-char-param': {
    applies: (d) => pathParams(d.route.url).length > 0,
    apply: (d) =>
      fc
        .tuple(fc.constantFrom(...pathParams(d.route.url)), fc.constantFrom(...LINE_CONTROLS), fc.nat(8))
        .map(([name, char, at]) =>
          mark(d, 'control-char-param', {
            params: { ...d.params, [name]: insertInto(d.params[name] ?? '', at, char) },
          }),
        ),
  },
  'control-char-query': {
    applies: () => true,
    apply: (d) =>
      fc
        .tuple(fc.constantFrom(...Object.keys(d.query), 'fuzz'), fc.constantFrom(...LINE_CONTROLS), fc.nat(8))
        .map(([name, char, at]) => {
          const old = d.query[name];
          const text = typeof old === 'string' ? old : '12';
          return mark(d, 'control-char-query', { query: { ...d.query, [name]: insertInto(text, at, char) } });
        }),
  },
  'control-char-header': {
    applies: () => true,
    apply: (d) =>
      fc
        .tuple(
          fc.constantFrom('idempotency-key', 'x-client-note', 'user-agent'),
          fc.constantFrom(...HEADER_CONTROLS),
        )
        .map(([name, char]) => {
          const headers = { ...d.headers, [name]: `fuzz${char}value` };
          // The idempotency key is sent from its own field; put the bad one there.
          if (name === 'idempotency-key')
            return mark(d, 'control-char-header', { idempotencyKey: headers[name] });
          return mark(d, 'control-char-header', { headers });
        }),
  },
  'control-char-body': {
    applies: hasBody,
    apply: (d) => {
      const strings = pathsWhere(d.body, isString);
      const where =
        strings.length > 0
          ? fc.option(fc.constantFrom(...strings), { nil: undefined })
          : fc.constant(undefined);
      return fc
        .tuple(where, fc.constantFrom(...BODY_CONTROLS), fc.nat(8), fc.boolean())
        .map(([path, char, at, inKey]) => {
          if (path) {
            const body = cloneBody(d.body);
            setAt(body, path, insertInto(String(valueAt(d.body, path)), at, char));
            return mark(d, 'control-char-body', { body });
          }
          const body = objectBody(d);
          body[inKey ? `note${char}` : 'note'] = inKey ? 'fuzz' : insertInto('fuzz', at, char);
          return mark(d, 'control-char-body', { body });
        });
    },
  },
  'deep-nesting': {
    applies: hasBody,
    apply: (d) =>
      fc.tuple(fc.constantFrom(21, 64, 1_000, 5_000), fc.boolean()).map(([depth, arrays]) => {
        const body = objectBody(d);
        body.extra = nested(depth, arrays);
        return mark(d, 'deep-nesting', { body });
      }),
  },
  'huge-number': {
    applies: hasBody,
    apply: (d) => {
      const numbers = pathsWhere(d.body, isNumber);
      const where =
        numbers.length > 0
          ? fc.option(fc.constantFrom(...numbers), { nil: undefined })
          : fc.constant(undefined);
      return fc.tuple(where, fc.constantFrom(...HUGE_NUMBERS)).map(([path, text]) => {
        const body = path ? cloneBody(d.body) : objectBody(d);
        if (path) setAt(body, path, new RawJson(text));
        else (body as Record<string, unknown>).amount = new RawJson(text);
        return mark(d, 'huge-number', { body });
      });
    },
  },
  'long-param': {
    applies: (d) => pathParams(d.route.url).length > 0,
    apply: (d) =>
      fc
        .tuple(fc.constantFrom(...pathParams(d.route.url)), fc.integer({ min: 513, max: 4_000 }))
        .map(([name, n]) => mark(d, 'long-param', { params: { ...d.params, [name]: '7'.repeat(n) } })),
  },
  'long-query': {
    applies: () => true,
    apply: (d) =>
      fc
        .tuple(fc.constantFrom(...Object.keys(d.query), 'q'), fc.integer({ min: 2_049, max: 10_000 }))
        .map(([name, n]) => mark(d, 'long-query', { query: { ...d.query, [name]: '1'.repeat(n) } })),
  },
  'wrong-body-type': {
    applies: (d) => hasBody(d) && objectShape(bodySchema(d.route)) !== undefined,
    // Not null: a route may take a null body as an empty one, on purpose (wallet transactions).
    apply: (d) =>
      fc
        .constantFrom<unknown>([], [1, 2], 42, 'fuzz', true)
        .map((body) => mark(d, 'wrong-body-type', { body })),
  },
  'missing-field': {
    applies: (d) => hasBody(d) && (objectShape(bodySchema(d.route))?.required?.length ?? 0) > 0,
    apply: (d) =>
      fc.constantFrom(...objectShape(bodySchema(d.route))!.required!).map((key) => {
        const body = objectBody(d);
        delete body[key];
        return mark(d, 'missing-field', { body });
      }),
  },
  'wrong-field-type': {
    applies: (d) =>
      hasBody(d) &&
      breakableFields(d.route).some(([, s]) => refusesType(s, 'object') || refusesType(s, 'string')),
    apply: (d) => {
      const fields = breakableFields(d.route).filter(
        ([, s]) => refusesType(s, 'object') || refusesType(s, 'string'),
      );
      return fc.constantFrom(...fields).map(([key, schema]) => {
        const body = objectBody(d);
        // A non-empty object: z.coerce.number() turns [] and null into 0, never {"a":1}.
        body[key] = refusesType(schema, 'object') ? { fuzz: 1 } : 'fuzz';
        return mark(d, 'wrong-field-type', { body });
      });
    },
  },
  'number-as-text': {
    applies: (d) => numericFields(d).length > 0,
    apply: (d) =>
      fc
        .tuple(fc.constantFrom(...numericFields(d)), fc.constantFrom(...NOT_NUMBERS))
        .map(([[part, key], text]) => {
          if (part === 'body') {
            const body = objectBody(d);
            body[key] = text;
            return mark(d, 'number-as-text', { body });
          }
          return mark(d, 'number-as-text', { [part]: { ...d[part], [key]: text } });
        }),
  },
  'unsupported-content-type': {
    applies: hasBody,
    apply: (d) =>
      fc
        .constantFrom('application/xml', 'text/csv', 'application/octet-stream', 'image/png')
        .map((contentType) =>
          mark(d, 'unsupported-content-type', { contentType, body: d.body === NO_BODY ? { a: 1 } : d.body }),
        ),
  },
  'text-body': {
    applies: (d) =>
      hasBody(d) &&
      partSchema(d.route, 'body') !== undefined &&
      objectShape(bodySchema(d.route)) !== undefined,
    apply: (d) =>
      fc.constant(
        mark(d, 'text-body', { contentType: 'text/plain', body: d.body === NO_BODY ? {} : d.body }),
      ),
  },
  'bad-signature': {
    applies: (d) => d.route.url.startsWith('/api/') && !d.route.public,
    apply: (d) =>
      fc
        .constantFrom('missing', 'stale', 'future', 'garbled', 'wrong-key', 'wrong-client')
        .map((signing) => mark(d, 'bad-signature', { signing })),
  },
  'bad-token': {
    applies: (d, ctx) => ctx.loggedIn(d.route),
    apply: (d, ctx) =>
      fc
        .constantFrom<Draft['caller']>(
          { kind: 'none' },
          ...ctx.deadTokens.map((token) => ({ kind: 'token' as const, token })),
        )
        .map((caller) => mark(d, 'bad-token', { caller })),
  },
  'bad-partner-auth': {
    applies: (d) => partnerOf(d.route) !== undefined,
    apply: (d) => {
      const signed = ['webhook', 'casino-wallet'].includes(partnerOf(d.route)!);
      const modes = signed ? (['missing', 'wrong', 'stale'] as const) : (['missing', 'wrong'] as const);
      return fc.constantFrom(...modes).map((partner) => mark(d, 'bad-partner-auth', { partner }));
    },
  },
};

/** Fields of the body, querystring or params that only take numbers. */
function numericFields(d: Draft): ['body' | 'query' | 'params', string][] {
  const found: ['body' | 'query' | 'params', string][] = [];
  if (hasBody(d))
    for (const [key, s] of breakableFields(d.route)) if (numbersOnly(s)) found.push(['body', key]);
  const query = objectShape(partSchema(d.route, 'querystring'))?.properties ?? {};
  for (const [key, s] of Object.entries(query)) if (numbersOnly(s)) found.push(['query', key]);
  const params = objectShape(partSchema(d.route, 'params'))?.properties ?? {};
  for (const [key, s] of Object.entries(params)) if (numbersOnly(s)) found.push(['params', key]);
  return found;
}

export const DEFECT_KINDS = Object.keys(DEFECTS);

/** Puts one to `count` certain defects into the draft, each chosen among those that apply. */
export function withDefects(draft: Draft, ctx: DefectContext, count: number): fc.Arbitrary<Draft> {
  const fitting = DEFECT_KINDS.filter((kind) => DEFECTS[kind]!.applies(draft, ctx));
  if (count <= 0 || fitting.length === 0) return fc.constant(draft);
  return fc
    .constantFrom(...fitting)
    .chain((kind) => DEFECTS[kind]!.apply(draft, ctx))
    .chain((d) => withDefects(d, ctx, count - 1));
}
