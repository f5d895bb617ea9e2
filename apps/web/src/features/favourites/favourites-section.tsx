// The favourites block of home, first under the live strip: the favourite matches still to come
// (starred, or played by a starred team) with their odds, then the starred leagues (to their
// fixtures) and teams, each with its star to take it away.
import { useState } from 'react';
import { Link } from 'react-router';
import type { FavouriteViews } from '../../api/favourites.ts';
import { FavouriteStar } from '../../ui/favourite-star.tsx';
import { sportsLinks } from '../../ui/fixture-links.ts';
import { Section } from '../../ui/page.tsx';
import { FixtureListSkeleton } from '../../ui/skeleton.tsx';
import { StarredFixtureList } from '../../ui/starred-fixture-list.tsx';

/** Upcoming favourite matches shown before "Show all". */
const FIRST_MATCHES = 8;

function Names({ views }: { views: FavouriteViews }) {
  if (views.leagues.length === 0 && views.teams.length === 0) return null;
  return (
    <ul className="favourite-names" aria-label="Favourite leagues and teams">
      {views.leagues.map((league) => (
        <li key={`l${league.id}`} className="favourite-name">
          <Link to={sportsLinks.tournament(league.sport.name, league.category.name, league.name)}>
            {league.name}
          </Link>
          <FavouriteStar target={{ kind: 'league', id: league.id, name: league.name }} />
        </li>
      ))}
      {views.teams.map((team) => (
        <li key={`t${team.id}`} className="favourite-name">
          <span>{team.name}</span>
          <FavouriteStar target={{ kind: 'team', id: team.id, name: team.name }} />
        </li>
      ))}
    </ul>
  );
}

export function FavouritesSection({ views, isPending }: { views: FavouriteViews; isPending: boolean }) {
  const [all, setAll] = useState(false);
  const upcoming = views.matches.filter((m) => !m.live);
  const shown = all ? upcoming : upcoming.slice(0, FIRST_MATCHES);
  const empty = upcoming.length === 0 && views.leagues.length === 0 && views.teams.length === 0;
  if (!isPending && empty) return null;
  return (
    <div id="favourites" className="favourites-section">
      <Section
        title="Favourites"
        aside={
          upcoming.length > FIRST_MATCHES && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAll(!all)}>
              {all ? 'Show fewer' : `Show all (${upcoming.length})`}
            </button>
          )
        }
      >
        {isPending ? (
          <FixtureListSkeleton rows={2} label="Loading your favourites" />
        ) : (
          <>
            {shown.length > 0 && (
              <StarredFixtureList fixtures={shown} feed="prematch" label="Favourite matches" />
            )}
            <Names views={views} />
          </>
        )}
      </Section>
    </div>
  );
}
