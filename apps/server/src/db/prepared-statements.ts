// A pg client that reuses the server's parse and plan of the statements the app sends most (placing
// a bet, moving money, reading a session): such a statement, once it has come often enough, goes as a
// named prepared statement, which each connection parses once. Rare and one-off statements (lists of
// varying length, migrations) stay unnamed, so what each connection keeps prepared stays bounded.
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Seen this often before it is worth preparing. */
const HOT_AFTER = 3;
/** Statements prepared at most per process (and so per connection). */
const MAX_PREPARED = 200;
/** Texts counted at most while waiting to become hot. */
const MAX_COUNTED = 5_000;
/** Longer statements are one-off scripts, not hot paths. */
const MAX_TEXT = 8_000;

const seen = new Map<string, number>();
const names = new Map<string, string>();

/**
 * Statements whose columns come from `*` are never prepared: a migration that adds a column makes the
 * server refuse a prepared `select *` of the old shape ("cached plan must not change result type")
 * in processes still running while a new release migrates.
 */
const selectsStar = (text: string) => text.replace(/count\(\*\)/g, '').includes('*');

/** The statement's name once it is hot, else undefined. */
export function preparedName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_PREPARED || text.length > MAX_TEXT || selectsStar(text)) return undefined;
  const count = (seen.get(text) ?? 0) + 1;
  if (count < HOT_AFTER) {
    if (seen.size >= MAX_COUNTED) seen.clear();
    seen.set(text, count);
    return undefined;
  }
  seen.delete(text);
  const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  names.set(text, name);
  return name;
}

/** pg.Client whose parameterised queries go as prepared statements once hot. */
export class PreparingClient extends pg.Client {
  // pg's query() has many overloads; the one Kysely uses is (text, values).
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && args.length === 2) {
      const name = preparedName(text);
      if (name) return super.query({ name, text, values }) as never;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
