// The sports search box: teams, leagues and matches found by name as the bettor types, accents and
// small typos tolerated. Matches come with their main market (the one the lists show), so their odds
// can be tapped right in the results.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { fixtureView } from './sports.ts';

export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 64;

const named = z.object({ id: z.number(), name: z.string() });

/** What the bettor typed, trimmed: 2 to 64 characters, none of them a control character. */
export const searchQuery = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(SEARCH_QUERY_MIN, `must be at least ${SEARCH_QUERY_MIN} characters`)
    .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`)
    .regex(/^\P{Cc}*$/u, 'must not contain control characters'),
});

/** A league with its open matches counted (a league with none is not offered). */
export const leagueView = named.extend({
  sport: named,
  category: named.extend({ countryCode: z.string().nullable() }),
  live: z.number(),
  upcoming: z.number(),
});

/** A team with its open matches counted; `sport` is null while it has none (nothing tells it then). */
export const teamView = named.extend({
  sport: named.nullable(),
  live: z.number(),
  upcoming: z.number(),
});

export const searchAnswer = z.object({
  /** The query as it was searched (trimmed), so a late answer can be told from the current one. */
  query: z.string(),
  /** Matches in play: those of a team named exactly or by a prefix first, then by kick-off. */
  live: z.array(fixtureView),
  /** Matches to come, the same way: exact and prefix matches of a team first, then by kick-off. */
  upcoming: z.array(fixtureView),
  /** Leagues with open matches: exact, then prefix, then fuzzy matches of their name. */
  leagues: z.array(leagueView),
  /** Teams with open matches, ranked like the leagues (for their star). */
  teams: z.array(teamView),
});

export const search = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/sports/search',
  summary:
    'Teams, leagues and open matches whose names match what the bettor typed (accents, punctuation and small typos tolerated): live matches, then upcoming ones, each with its main market, then leagues and teams.',
  auth: 'public',
  query: searchQuery,
  responses: { 200: searchAnswer },
});
