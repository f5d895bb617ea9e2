// Live fixture detail (SPEC.md §2 /Sports/Live/{sport}/{tournament}/{match}/{match_id}): one match in
// play with its match centre (score by period, timeline, momentum, statistics) and every market,
// all moving with the feed. /Sport/Live without a match shows the first match of the live list.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { sportsQueries } from '../../api/sports.ts';
import { useFixtureFeeds } from '../../live/use-live-topics.ts';
import { humanizeSlug } from '../../site/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FavouriteStar } from '../../ui/favourite-star.tsx';
import { sportsLinks } from '../../ui/fixture-links.ts';
import { LiveIcon } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { MarketGroups } from '../../ui/market-groups.tsx';
import { MatchHeader } from '../../ui/match-header.tsx';
import { Page, Section } from '../../ui/page.tsx';
import { SkeletonBlock } from '../../ui/skeleton.tsx';
import { MatchCentre } from './match-centre/match-centre.tsx';
import './live.css';

export function LiveMatchPage() {
  const { match: matchSlug, tournament, matchId: idParam } = useParams();
  const routed = idParam && /^\d{1,10}$/.test(idParam) ? Number(idParam) : null;
  // /Sport/Live: the first match in play stands in for a chosen one.
  const list = useQuery({ ...sportsQueries.live(), enabled: idParam === undefined });
  const first = list.data?.sports[0]?.fixtures[0]?.matchId ?? null;
  const matchId = routed ?? first;
  const query = useQuery({ ...sportsQueries.match(matchId ?? 0, true), enabled: matchId !== null });
  useFixtureFeeds('live', matchId !== null ? [matchId] : []);
  const data = query.data;

  const title = data?.fixture.eventName ?? (matchSlug ? humanizeSlug(matchSlug) : 'Live match');
  const subtitle = data
    ? `${data.fixture.category} · ${data.fixture.tournament}`
    : tournament
      ? humanizeSlug(tournament)
      : undefined;
  const notLive = (
    <EmptyState
      title="This match is not in play"
      icon={<LiveIcon />}
      action={
        <Link className="btn btn--ghost" to={sportsLinks.liveList}>
          See all live matches
        </Link>
      }
    >
      <p>Live scores and markets show here while the match is being played.</p>
    </EmptyState>
  );

  let body;
  if (idParam !== undefined && routed === null) body = notLive;
  else if (idParam === undefined && list.isError)
    body = <LoadError what="live matches" error={list.error} onRetry={() => void list.refetch()} />;
  else if (idParam === undefined && list.isSuccess && first === null) body = notLive;
  else if (matchId === null || query.isPending)
    body = (
      <>
        <SkeletonBlock height={96} label="Loading match" />
        <SkeletonBlock height={360} />
      </>
    );
  else if (query.isError) {
    body = <LoadError what="this match" error={query.error} onRetry={() => void query.refetch()} />;
  } else if (data) {
    body = (
      <>
        <MatchHeader fixture={data.fixture} />
        {data.fixture.live ? (
          <>
            <Section title="Match centre">
              <MatchCentre
                matchId={data.fixture.matchId}
                homeTeam={data.fixture.homeTeam}
                awayTeam={data.fixture.awayTeam}
              />
            </Section>
            <MarketGroups match={data} type="live" />
          </>
        ) : (
          notLive
        )}
      </>
    );
  }
  return (
    <Page
      title={title}
      subtitle={subtitle}
      actions={
        data?.fixture.live && (
          <FavouriteStar target={{ kind: 'match', id: data.fixture.matchId, name: data.fixture.eventName }} />
        )
      }
    >
      {body}
    </Page>
  );
}
