// The flat rows a fixture list is drawn from: group headers (sport, category · tournament) and
// fixtures, in order. Pure, so grouping is tested without a browser.
import type { Fixture, MarketHeader } from '../api/sports.ts';

export type FixtureListRow =
  | {
      kind: 'group';
      key: string;
      title: string;
      href?: string;
      market: MarketHeader | null;
      count: number;
      /** The league a tournament's group stands for (its header carries the league's star). */
      league?: { id: number; name: string };
    }
  | { kind: 'fixture'; key: string; fixture: Fixture; market: MarketHeader | null; note?: string };

/**
 * Fixtures grouped by category and tournament, in the order the server ranked them (a group sits
 * where its first fixture did). `href` builds the tournament's link.
 */
export function groupByTournament(
  fixtures: readonly Fixture[],
  market: MarketHeader | null,
  href?: (f: Fixture) => string,
): FixtureListRow[] {
  const groups = new Map<number, Fixture[]>();
  for (const f of fixtures) {
    const list = groups.get(f.tournamentId);
    if (list) list.push(f);
    else groups.set(f.tournamentId, [f]);
  }
  const rows: FixtureListRow[] = [];
  for (const [id, list] of groups) {
    const first = list[0] as Fixture;
    rows.push({
      kind: 'group',
      key: `t${id}`,
      title: `${first.category} · ${first.tournament}`,
      href: href?.(first),
      market,
      count: list.length,
      league: { id, name: first.tournament },
    });
    for (const f of list) rows.push({ kind: 'fixture', key: `f${f.matchId}`, fixture: f, market });
  }
  return rows;
}

/** Live fixtures grouped by sport (the server's sport order), each with its main market. */
export function groupBySport(
  sports: readonly { id: number; name: string; market: MarketHeader | null; fixtures: readonly Fixture[] }[],
  href?: (sport: { name: string }) => string,
): FixtureListRow[] {
  const rows: FixtureListRow[] = [];
  for (const sport of sports) {
    if (sport.fixtures.length === 0) continue;
    rows.push({
      kind: 'group',
      key: `s${sport.id}`,
      title: sport.name,
      href: href?.(sport),
      market: sport.market,
      count: sport.fixtures.length,
    });
    for (const f of sport.fixtures) {
      rows.push({
        kind: 'fixture',
        key: `f${f.matchId}`,
        fixture: f,
        market: sport.market,
        note: `${f.category} · ${f.tournament}`,
      });
    }
  }
  return rows;
}
