// Types and helpers every repo shares: a query executor that may be the database or a transaction.
import type { Kysely, Transaction as KyselyTransaction } from 'kysely';
import type { Database } from './schema.ts';

/** The database or an open transaction: repo functions accept either. */
export type Executor = Kysely<Database>;
export type Transaction = KyselyTransaction<Database>;

/** PostgreSQL's unique_violation, from pg or PGlite. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** PostgreSQL's check_violation (a balance below zero, for instance). */
export function isCheckViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23514' && (constraint === undefined || e.constraint === constraint);
}

/** serialization_failure or deadlock_detected: safe to retry the whole transaction. */
export function isRetryableConflict(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '40001' || code === '40P01';
}
