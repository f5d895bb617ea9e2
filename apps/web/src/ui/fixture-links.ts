// URLs of the sportsbook screens (SPEC.md §2) built from names: each name becomes a readable,
// case-keeping slug (`Premier League` → `Premier-League`); screens map slugs back to ids by comparing
// lower-case slugs against the sports API's lists (docs/decisions.md "Sportsbook screens").
import { slugify } from '../site/paths.ts';

/** `Côte d'Ivoire` → `Cote-d-Ivoire`: accents and punctuation dropped, case kept. */
export function nameSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? '-' : slug;
}

/** True when a route segment names this thing (case, accents and punctuation ignored). */
export function slugMatches(segment: string | undefined, name: string): boolean {
  if (!segment) return false;
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape is compared as typed.
  }
  return slugify(text) === slugify(name);
}

const seg = (name: string) => encodeURIComponent(nameSlug(name));

export const sportsLinks = {
  sport: (sport: string) => `/Sports/Prematch/${seg(sport)}`,
  upcoming: (sport: string) => `/Sports/Prematch/${seg(sport)}/Upcoming`,
  category: (sport: string, category: string) => `/Sports/Prematch/${seg(sport)}/${seg(category)}`,
  tournament: (sport: string, category: string, tournament: string) =>
    `/Sports/Prematch/${seg(sport)}/${seg(category)}/${seg(tournament)}`,
  /** Pre-match detail, or the live detail while the fixture is in play. */
  fixture: (f: { sport: string; tournament: string; eventName: string; matchId: number; live?: boolean }) =>
    f.live
      ? `/Sports/Live/${seg(f.sport)}/${seg(f.tournament)}/${seg(f.eventName)}/${f.matchId}`
      : `/Sports/Prematch/${seg(f.sport)}/${seg(f.tournament)}/${seg(f.eventName)}/${f.matchId}`,
  liveList: '/Sport/LiveList',
};
