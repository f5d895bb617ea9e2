// One pre-match fixture with every market (SPEC.md §2 …/{tournament_name}/{event_name}/{event_id};
// sports/match/{id}), by market group, prices kept live from the feed.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { sportsQueries } from '../../api/sports.ts';
import { useFixtureFeeds } from '../../live/use-live-topics.ts';
import { humanizeSlug } from '../../site/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FavouriteStar } from '../../ui/favourite-star.tsx';
import { sportsLinks } from '../../ui/fixture-links.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { MarketGroups } from '../../ui/market-groups.tsx';
import { MatchHeader } from '../../ui/match-header.tsx';
import { Page } from '../../ui/page.tsx';
import { SkeletonBlock } from '../../ui/skeleton.tsx';
import './sports.css';

export function FixturePage() {
  const { tournamentName = '', eventName = '', eventId = '' } = useParams();
  const matchId = /^\d{1,10}$/.test(eventId) ? Number(eventId) : 0;
  const query = useQuery({ ...sportsQueries.match(matchId), enabled: matchId > 0 });
  const match = query.data;
  useFixtureFeeds(match?.fixture.live ? 'live' : 'prematch', matchId > 0 ? [matchId] : []);

  const title = match?.fixture.eventName ?? (humanizeSlug(eventName) || 'Fixture');
  return (
    <Page
      title={title}
      subtitle={
        match ? `${match.fixture.category} · ${match.fixture.tournament}` : humanizeSlug(tournamentName)
      }
      actions={
        match && <FavouriteStar target={{ kind: 'match', id: matchId, name: match.fixture.eventName }} />
      }
    >
      {matchId === 0 ? (
        <EmptyState title="This fixture does not exist">
          <p>The link may be mistyped. Browse the sports menu for open fixtures.</p>
        </EmptyState>
      ) : query.isPending ? (
        <>
          <SkeletonBlock height={96} label="Loading fixture" />
          <SkeletonBlock height={360} />
        </>
      ) : query.isError || !match ? (
        <LoadError what="this fixture" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <MatchHeader fixture={match.fixture} />
          {match.fixture.live && (
            <p className="notice">
              This match is in play. <Link to={sportsLinks.fixture(match.fixture)}>Go to live betting</Link>
            </p>
          )}
          <MarketGroups match={match} type={match.fixture.live ? 'live' : 'prematch'} />
        </>
      )}
    </Page>
  );
}
