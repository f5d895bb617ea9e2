// Answers may wrap their payload in `{ data: … }` (SPEC.md §7 "reads data.data", "reads a data map").
// These helpers unwrap that and parse lists leniently, so one bad row never hides the good ones.
import type * as z from 'zod/mini';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `data` member of an answer when there is one, else the answer itself. */
export function dataOf(body: unknown): unknown {
  return isRecord(body) && 'data' in body ? body.data : body;
}

/** The rows of a list that is either an array or a map of rows (or of arrays of rows). */
export function rowsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isRecord(value)) return Object.values(value).flat();
  return [];
}

/** Parses each row, keeping the valid ones. */
export function parseRows<S extends z.ZodMiniType>(schema: S, rows: unknown[]): z.infer<S>[] {
  const out: z.infer<S>[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}
