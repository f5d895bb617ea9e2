// The sports the feed covers, with the ids the industry's unified odds feeds use, so an adapter for a
// real feed maps onto the same ids the simulator produces.

export const SPORTS = {
  soccer: { id: 1, name: 'Soccer' },
  basketball: { id: 2, name: 'Basketball' },
  ice_hockey: { id: 4, name: 'Ice Hockey' },
  tennis: { id: 5, name: 'Tennis' },
  table_tennis: { id: 20, name: 'Table Tennis' },
  volleyball: { id: 23, name: 'Volleyball' },
} as const;

export type SportKey = keyof typeof SPORTS;
export type SportId = (typeof SPORTS)[SportKey]['id'];

export const SPORT_KEYS = Object.keys(SPORTS) as SportKey[];

const KEY_BY_ID = new Map<number, SportKey>(SPORT_KEYS.map((key) => [SPORTS[key].id, key]));

/** The sport key for a sport id, or undefined for a sport the feed does not cover. */
export function sportKeyOf(id: number): SportKey | undefined {
  return KEY_BY_ID.get(id);
}
