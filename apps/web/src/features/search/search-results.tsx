// What the search box shows under it: the bettor's recent searches while it is empty, then the
// results grouped as bettors read them — live matches, upcoming matches (each with its main market's
// odds, tappable here), leagues (to their fixtures) and teams — each starrable. While an answer is
// on its way the last one stays, dimmed, so nothing jumps under the bettor's thumb.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SearchAnswer, SearchLeague, SearchTeam } from '../../api/search.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FavouriteStar } from '../../ui/favourite-star.tsx';
import { sportsLinks } from '../../ui/fixture-links.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StarredFixtureList } from '../../ui/starred-fixture-list.tsx';
import { RecentSearches } from './recent-searches-list.tsx';
import type { SearchState } from './use-search.ts';

type Heading = 'h2' | 'h3';

function countText({ live, upcoming }: { live: number; upcoming: number }): string {
  const parts = [];
  if (live > 0) parts.push(`${live} live`);
  if (upcoming > 0) parts.push(`${upcoming} upcoming`);
  return parts.join(' · ');
}

function Group({ title, heading: H, children }: { title: string; heading: Heading; children: ReactNode }) {
  return (
    <section className="search-group" aria-label={title}>
      <H className="search-group__title">{title}</H>
      {children}
    </section>
  );
}

function LeagueItem({ league }: { league: SearchLeague }) {
  const counts = countText(league);
  return (
    <li className="search-entry">
      <Link
        className="search-entry__main"
        to={sportsLinks.tournament(league.sport.name, league.category.name, league.name)}
      >
        <span className="search-entry__name">{league.name}</span>
        <span className="search-entry__meta">
          {league.sport.name} · {league.category.name}
          {counts && ` · ${counts}`}
        </span>
      </Link>
      <FavouriteStar target={{ kind: 'league', id: league.id, name: league.name }} />
    </li>
  );
}

function TeamItem({ team }: { team: SearchTeam }) {
  const counts = countText(team);
  return (
    <li className="search-entry">
      <span className="search-entry__main">
        <span className="search-entry__name">{team.name}</span>
        <span className="search-entry__meta">{[team.sport?.name, counts].filter(Boolean).join(' · ')}</span>
      </span>
      <FavouriteStar target={{ kind: 'team', id: team.id, name: team.name }} />
    </li>
  );
}

export function resultCount(answer: SearchAnswer): number {
  return answer.live.length + answer.upcoming.length + answer.leagues.length + answer.teams.length;
}

function Answer({ answer, heading }: { answer: SearchAnswer; heading: Heading }) {
  if (resultCount(answer) === 0) {
    return (
      <EmptyState title={`Nothing found for “${answer.query}”`}>
        <p>Check the spelling, or try part of a team or league name.</p>
      </EmptyState>
    );
  }
  return (
    <>
      {answer.live.length > 0 && (
        <Group title="Live" heading={heading}>
          <StarredFixtureList fixtures={answer.live} feed="live" label="Live matches found" />
        </Group>
      )}
      {answer.upcoming.length > 0 && (
        <Group title="Upcoming" heading={heading}>
          <StarredFixtureList fixtures={answer.upcoming} feed="prematch" label="Upcoming matches found" />
        </Group>
      )}
      {answer.leagues.length > 0 && (
        <Group title="Leagues" heading={heading}>
          <ul className="search-entries">
            {answer.leagues.map((league) => (
              <LeagueItem key={league.id} league={league} />
            ))}
          </ul>
        </Group>
      )}
      {answer.teams.length > 0 && (
        <Group title="Teams" heading={heading}>
          <ul className="search-entries">
            {answer.teams.map((team) => (
              <TeamItem key={team.id} team={team} />
            ))}
          </ul>
        </Group>
      )}
    </>
  );
}

/** What a screen reader hears as the results change. */
function statusText(search: SearchState): string {
  if (search.state === 'loading' || (search.state === 'answered' && !search.current)) return 'Searching…';
  if (search.state !== 'answered') return '';
  const count = resultCount(search.answer);
  return count === 0 ? 'No results' : `${count} result${count === 1 ? '' : 's'}`;
}

export function SearchResults({
  search,
  heading = 'h3',
  onPickRecent,
}: {
  search: SearchState;
  heading?: Heading;
  onPickRecent: (text: string) => void;
}) {
  const busy = search.state === 'loading' || (search.state === 'answered' && !search.current);
  return (
    <div className="search-results" aria-busy={busy}>
      <p className="visually-hidden" role="status">
        {statusText(search)}
      </p>
      {search.state === 'idle' && <RecentSearches onPick={onPickRecent} heading={heading} />}
      {search.state === 'loading' && (
        <div className="search-results__loading">
          <Spinner label="Searching" />
        </div>
      )}
      {search.state === 'error' && (
        <LoadError what="the search results" error={search.error} onRetry={search.retry} />
      )}
      {search.state === 'answered' && (
        <div className={`search-results__answer${search.current ? '' : ' search-results__answer--stale'}`}>
          <Answer answer={search.answer} heading={heading} />
        </div>
      )}
    </div>
  );
}
