// The name lookup behind the search box: teams and leagues with open matches whose normalised name
// (search_name = search_key(name): lower case, no accents, punctuation as spaces) is close to the
// query's, through the trigram indexes of 0011_search_and_favourites.sql (kept usable by 0013). The
// ranking is done here, where the names are. It runs on every keystroke of every bettor, so it is
// one statement, one round trip, and PostgreSQL normalises the query once and looks at names only
// through the indexes.
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/** How a name matched, best first. */
export const TIER = {
  /** The whole name. */
  exact: 0,
  /** The name starts with the query. */
  prefix: 1,
  /** A word of the name starts with the query ("madrid" in "Real Madrid"). */
  wordPrefix: 2,
  /** The query is inside the name. */
  within: 3,
  /** Only close: a typo, a letter missing or swapped. */
  fuzzy: 4,
} as const;

export interface NameMatch {
  kind: 'team' | 'league';
  id: number;
  name: string;
  /** One of TIER. */
  tier: number;
  /** It has a match in play: among names that match as well, those come first. */
  live: boolean;
  /** pg_trgm's word similarity of the query to the name (0–1), for order within a tier. */
  score: number;
}

export interface NameLimits {
  teams: number;
  leagues: number;
}

const letters = (query: string) => query.replace(/[^\p{L}\p{N}]/gu, '').length;

/**
 * A trigram needs 3 characters: a shorter query is matched through the words' padded first trigram
 * (word similarity, word starts), and the index cannot help a "contains" pattern, so none is tried.
 */
export function searchesWithin(query: string): boolean {
  return letters(query) >= 3;
}

/**
 * The word similarity a name needs to be near the query. A short query must match a word's start
 * nearly as typed (pg_trgm's default, 0.6), or every word sharing two letters would come; from 6
 * characters on a letter may be wrong, missing or swapped ("madird" 0.43, "arsneal" 0.375).
 */
export function similarityThreshold(query: string): number {
  return letters(query) >= 6 ? 0.35 : 0.6;
}

/**
 * The name is near the query: word similarity above the threshold, or the query inside it. The key
 * comes from `q` (below) as a value computed once, before the index is read: written as
 * search_key(query) here, PostgreSQL would normalise the query again for every name it checks.
 */
function near(name: RawBuilder<string>, query: string): RawBuilder<boolean> {
  const close = sql<boolean>`${name} operator(public.%>) (select k from q)`;
  return searchesWithin(query)
    ? sql<boolean>`(${close} or ${name} like (select '%' || k || '%' from q))`
    : close;
}

const OPEN = sql.raw(`('not_started', 'live')`);

/**
 * Teams and leagues with an open match whose name is near the query, the best `limits` of each: by
 * how the name matched, those with a match in play first, then by similarity.
 */
export async function findNames(db: Executor, query: string, limits: NameLimits): Promise<NameMatch[]> {
  // `%>` reads its threshold from a setting. It is set here, for this statement's transaction only,
  // in the row that also gives the index its key, so it is in place before any name is compared.
  // Each name found is then checked for open matches through the fixtures' partial indexes, one
  // probe per name (lateral), never a pass over every open fixture.
  const { rows } = await sql<NameMatch>`
    with q as materialized (
      select search_key(${query}) as k,
        set_config('pg_trgm.word_similarity_threshold', ${String(similarityThreshold(query))}, true) as threshold
    ),
    team as materialized (
      select c.id, c.name, c.search_name as key, o.live
      from competitors c
      cross join lateral (
        select bool_or(f.status = 'live') as live from fixtures f
        where (f.home_competitor_id = c.id or f.away_competitor_id = c.id) and f.status in ${OPEN}
      ) o
      where ${near(sql`c.search_name`, query)} and o.live is not null
    ),
    league as materialized (
      select t.id, t.name, t.search_name as key, o.live
      from tournaments t
      cross join lateral (
        select bool_or(f.status = 'live') as live from fixtures f
        where f.tournament_id = t.id and f.status in ${OPEN}
      ) o
      where ${near(sql`t.search_name`, query)} and o.live is not null
    ),
    scored as (
      select n.kind, n.id, n.name, n.live,
        case
          when n.key = q.k then ${sql.lit(TIER.exact)}
          when n.key like (q.k || '%') then ${sql.lit(TIER.prefix)}
          when n.key like ('% ' || q.k || '%') then ${sql.lit(TIER.wordPrefix)}
          when n.key like ('%' || q.k || '%') then ${sql.lit(TIER.within)}
          else ${sql.lit(TIER.fuzzy)}
        end as tier,
        public.word_similarity(q.k, n.key) as score
      from (
        select 'team' as kind, id, name, key, live from team
        union all
        select 'league' as kind, id, name, key, live from league
      ) n cross join q
    ),
    placed as (
      select kind, id, name, tier, live, score,
        row_number() over (partition by kind order by tier, live desc, score desc, name, id) as place
      from scored
    )
    select kind, id, name, tier, live, score from placed
    where place <= case kind when 'team' then ${limits.teams}::int else ${limits.leagues}::int end
  `.execute(db);
  return rows;
}
