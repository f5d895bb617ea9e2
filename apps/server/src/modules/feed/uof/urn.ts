// The provider names everything by URN (`sr:match:9536715`, `sr:sport:1`, `sr:competitor:44`); the
// product keeps the number. Only `sr:` URNs of a positive id are the provider's own.

export function urnOf(type: string, id: number): string {
  return `sr:${type}:${id}`;
}

/** The id of a `sr:{type}:{id}` URN, or null when the URN is of another type or not a URN at all. */
export function idOfUrn(urn: string, type: string): number | null {
  const match = /^sr:([a-z_]+):(\d+)$/.exec(urn);
  if (!match || match[1] !== type) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
