// Rows for fixtures that each come with their own main market (search results, favourites), where
// the sports may differ from row to row: grouped by sport and market in the order the fixtures come,
// each group headed by its market's columns. Pure, so grouping is tested without a browser.
import type { Fixture, MarketHeader } from '../api/sports.ts';
import type { FixtureListRow } from './fixture-list-rows.ts';

/** The fixture's main market as its group's column header (null when it has no open line). */
export function mainMarketHeader(fixture: Fixture): MarketHeader | null {
  const line = fixture.markets[0];
  if (!line) return null;
  return {
    id: line.id,
    name: line.name,
    // Each fixture's own main line, as the top bets show it.
    key: null,
    line: null,
    outcomes: line.outcomes.map(({ id, label }) => ({ id, label })),
  };
}

export function groupByMainMarket(fixtures: readonly Fixture[]): FixtureListRow[] {
  const groups = new Map<string, Fixture[]>();
  for (const f of fixtures) {
    const key = `${f.sportId}-${f.markets[0]?.id ?? 0}`;
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  const rows: FixtureListRow[] = [];
  for (const [key, list] of groups) {
    const first = list[0] as Fixture;
    const market = mainMarketHeader(first);
    rows.push({ kind: 'group', key: `g${key}`, title: first.sport, market, count: list.length });
    for (const f of list) {
      rows.push({
        kind: 'fixture',
        key: `f${f.matchId}`,
        fixture: f,
        market,
        note: `${f.category} · ${f.tournament}`,
      });
    }
  }
  return rows;
}
