// The strip at the top of home: the bettor's favourite matches in play, one card each (score, match
// time, the main market's odds to tap), scrolled sideways. Not there while none is in play.
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Fixture } from '../../api/sports.ts';
import { seedLiveOddsMany } from '../../live/live-odds-store.ts';
import { useFixtureFeeds } from '../../live/use-live-topics.ts';
import { FavouriteStar } from '../../ui/favourite-star.tsx';
import { sportsLinks } from '../../ui/fixture-links.ts';
import { useLiveScore } from '../../ui/fixture-row.tsx';
import { listedOutcome, OddsButton } from '../../ui/odds-button.tsx';

function LiveCard({ fixture }: { fixture: Fixture }) {
  const { score, time } = useLiveScore(fixture);
  const [home = '', away = ''] = score.split(':');
  const line = fixture.markets[0];
  return (
    <li className="live-favourite">
      <div className="live-favourite__head">
        <span className="live-favourite__clock">{time || 'Live'}</span>
        <span className="live-favourite__league">{fixture.tournament}</span>
        <FavouriteStar target={{ kind: 'match', id: fixture.matchId, name: fixture.eventName }} />
      </div>
      <Link
        className="live-favourite__teams"
        to={sportsLinks.fixture({ ...fixture, live: true })}
        aria-label={`${fixture.eventName}, score ${home} to ${away}, all markets`}
      >
        <span className="live-favourite__team">{fixture.homeTeam}</span>
        <span className="live-favourite__goals">{home}</span>
        <span className="live-favourite__team">{fixture.awayTeam}</span>
        <span className="live-favourite__goals">{away}</span>
      </Link>
      {line && (
        <div className="live-favourite__odds">
          {line.outcomes.map((outcome) => (
            <OddsButton
              key={outcome.id}
              fixture={fixture}
              market={line}
              outcome={listedOutcome(outcome)}
              type="live"
            />
          ))}
        </div>
      )}
    </li>
  );
}

export function LiveFavouritesStrip({ matches }: { matches: readonly Fixture[] }) {
  useFixtureFeeds(
    'live',
    matches.map((m) => m.matchId),
  );
  useEffect(() => {
    seedLiveOddsMany(matches);
  }, [matches]);
  if (matches.length === 0) return null;
  return (
    <section className="live-favourites" aria-label="Your favourites in play">
      <ul className="live-favourites__list">
        {matches.map((m) => (
          <LiveCard key={m.matchId} fixture={m} />
        ))}
      </ul>
    </section>
  );
}
