// Noise: changes that make a request odd without making it wrong for certain (an unknown field is
// dropped, a long string may be allowed, a negative number may be a valid offset). Phase B sends
// plausible requests with noise only; phase A adds noise under its certain defects.
import fc from 'fast-check';
import {
  cloneBody,
  deleteAt,
  isNumber,
  isPlainObject,
  isString,
  pathsWhere,
  setAt,
  valueAt,
  type Path,
} from './body-paths.ts';
import type { Draft } from './draft.ts';

type Mutation = (draft: Draft) => fc.Arbitrary<Draft> | null;

const withBody = (draft: Draft, body: unknown, name: string): Draft => ({
  ...draft,
  body,
  noise: [...draft.noise, name],
});

function onLeaf(
  name: string,
  test: (v: unknown) => boolean,
  replace: fc.Arbitrary<(old: unknown) => unknown>,
): Mutation {
  return (draft) => {
    const paths = pathsWhere(draft.body, test);
    if (paths.length === 0) return null;
    return fc
      .tuple(fc.constantFrom(...paths), replace)
      .map(([path, change]: [Path, (old: unknown) => unknown]) => {
        const body = cloneBody(draft.body);
        setAt(body, path, change(valueAt(draft.body, path)));
        return withBody(draft, body, name);
      });
  };
}

const longString = fc
  .tuple(fc.integer({ min: 1_000, max: 12_000 }), fc.constantFrom('a', 'é', '字', '🎲', 'ab '))
  .map(
    ([n, unit]) =>
      () =>
        unit.repeat(Math.ceil(n / unit.length)),
  );

const MUTATIONS: Record<string, Mutation> = {
  'extra-field': (draft) =>
    isPlainObject(draft.body)
      ? fc
          .tuple(
            fc.constantFrom('userId', 'isAdmin', 'balance', '__fuzz', 'role'),
            fc.jsonValue({ maxDepth: 2 }),
          )
          .map(([key, value]) => withBody(draft, { ...(draft.body as object), [key]: value }, 'extra-field'))
      : null,
  'drop-field': (draft) => {
    if (!isPlainObject(draft.body) || Object.keys(draft.body).length === 0) return null;
    return fc.constantFrom(...Object.keys(draft.body)).map((key) => {
      const body = cloneBody(draft.body);
      deleteAt(body, [key]);
      return withBody(draft, body, 'drop-field');
    });
  },
  'long-string': onLeaf('long-string', isString, longString),
  'empty-string': onLeaf(
    'empty-string',
    isString,
    fc.constant(() => ''),
  ),
  whitespace: onLeaf(
    'whitespace',
    isString,
    fc.constantFrom('\t', '\n', '\r\n', '  ').map((ws) => (old: unknown) => `${ws}${String(old)}${ws}`),
  ),
  unicode: onLeaf(
    'unicode',
    isString,
    fc
      .constantFrom('Ṣàngó', 'עברית', '😀👍🏽', 'ß', '\u200b')
      .map((u) => (old: unknown) => `${String(old)}${u}`),
  ),
  'boundary-number': onLeaf(
    'boundary-number',
    isNumber,
    fc
      .constantFrom(
        0,
        -1,
        -0.01,
        0.001,
        // One past a PostgreSQL integer column.
        2 ** 31,
        1e15,
        Number.MAX_SAFE_INTEGER,
        -Number.MAX_SAFE_INTEGER,
        123_456_789.12,
      )
      .map((n) => () => n),
  ),
  'number-as-text': onLeaf(
    'number-as-text',
    isNumber,
    fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '', ' 12 ').map((s) => () => s),
  ),
  'negative-number': onLeaf(
    'negative-number',
    isNumber,
    fc.constant((old: unknown) => -Number(old) || -1),
  ),
};

export const NOISE_KINDS = Object.keys(MUTATIONS);

/** Applies `count` noise mutations that fit the draft (skipping those that do not). */
export function withNoise(draft: Draft, count: number): fc.Arbitrary<Draft> {
  if (count <= 0) return fc.constant(draft);
  return fc.constantFrom(...NOISE_KINDS).chain((kind) => {
    const next = MUTATIONS[kind]!(draft) ?? fc.constant(draft);
    return next.chain((d) => withNoise(d, count - 1));
  });
}
