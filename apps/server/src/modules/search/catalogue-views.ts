// Teams and leagues as search results and favourites show them: names, sport (and a league's
// country), and how many of their matches are live and to come right now.
import type { search } from '@slipstream/contract';
import type { z } from 'zod';
import type { CachedCategory, Named } from '../market-data/odds-cache.ts';
import { countOpen, type OpenMatches } from './open-matches.ts';

export type LeagueView = z.output<typeof search.leagueView>;
export type TeamView = z.output<typeof search.teamView>;

export interface LeagueNames extends Named {
  sport: Named;
  category: CachedCategory;
}

export function leagueView(open: OpenMatches, league: LeagueNames): LeagueView {
  const { live, upcoming } = countOpen(open.ofLeague(league.id));
  return {
    id: league.id,
    name: league.name,
    sport: { id: league.sport.id, name: league.sport.name },
    category: {
      id: league.category.id,
      name: league.category.name,
      countryCode: league.category.countryCode,
    },
    live,
    upcoming,
  };
}

/** The league's names as its open matches carry them; undefined when it has none. */
export function openLeagueNames(open: OpenMatches, leagueId: number): LeagueNames | undefined {
  const first = open.ofLeague(leagueId)[0];
  return first && { ...first.tournament, sport: first.sport, category: first.category };
}

/** A team; its sport is the one of its open matches (a team's id belongs to one sport in the feed). */
export function teamView(open: OpenMatches, team: Named): TeamView {
  const matches = open.ofTeam(team.id);
  const sport = matches[0]?.sport;
  return {
    id: team.id,
    name: team.name,
    sport: sport ? { id: sport.id, name: sport.name } : null,
    ...countOpen(matches),
  };
}

export const byName = (a: Named, b: Named) => a.name.localeCompare(b.name) || a.id - b.id;
