// Odds are decimals with 2 places on the wire; `-` or null means "no price" (SPEC.md §4).

/** Parses an odds value from the wire; returns null for `-`, null, empty or non-numeric values. */
export function parseOdds(value: unknown): number | null {
  if (value === null || value === undefined || value === '-' || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Odds as a 2-place decimal string, the form a selection carries (SPEC.md §3). */
export function formatOdds(odds: number): string {
  return odds.toFixed(2);
}

/** Odds of 1 or below cannot be bet on (SPEC.md §5). */
export function isUsableOdds(odds: number | null | undefined): odds is number {
  return typeof odds === 'number' && Number.isFinite(odds) && odds > 1;
}
