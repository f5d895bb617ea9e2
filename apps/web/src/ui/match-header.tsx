// The head of a fixture's detail: teams, kick-off or live score and match time (from the feed when
// it has spoken), and links back to the sport and tournament.
import { Link } from 'react-router';
import type { FixtureSummary } from '../api/sports.ts';
import { useDisplaySettings } from './display-settings.ts';
import { sportsLinks } from './fixture-links.ts';
import { kickOff, useLiveScore } from './fixture-row.tsx';
import './match-header.css';

export function MatchHeader({ fixture }: { fixture: FixtureSummary }) {
  const { score, time } = useLiveScore(fixture);
  const [home = '0', away = '0'] = score ? score.split(':') : [];
  const start = kickOff(fixture.date, useDisplaySettings());
  return (
    <div className={`match-header${fixture.live ? ' match-header--live' : ''}`}>
      <nav className="match-header__crumbs" aria-label="Breadcrumb">
        <Link to={sportsLinks.sport(fixture.sport)}>{fixture.sport}</Link>
        <span aria-hidden="true">›</span>
        <Link to={sportsLinks.category(fixture.sport, fixture.category)}>{fixture.category}</Link>
        <span aria-hidden="true">›</span>
        <Link to={sportsLinks.tournament(fixture.sport, fixture.category, fixture.tournament)}>
          {fixture.tournament}
        </Link>
      </nav>
      <div className="match-header__board">
        <span className="match-header__team">{fixture.homeTeam}</span>
        {fixture.live ? (
          <span
            className="match-header__score"
            aria-live="polite"
            aria-label={`Score ${home} to ${away}, ${time || 'live'}`}
          >
            <span className="match-header__goals">
              {home} : {away}
            </span>
            <span className="match-header__clock">{time || 'Live'}</span>
          </span>
        ) : (
          <span className="match-header__score">
            <span className="match-header__kickoff">{start.time}</span>
            <span className="match-header__day">{start.day}</span>
          </span>
        )}
        <span className="match-header__team match-header__team--away">{fixture.awayTeam}</span>
      </div>
    </div>
  );
}
