// The live match centre: the score by period (tennis: sets, the game's points and the server), the
// timeline of what happened, a momentum chart drawn from it and each side's statistics — read once,
// then kept live from the match's centre topic. `compact` is the panel under a live list row: the
// latest few entries and the first statistics only.
import { useState } from 'react';
import type { MatchCentre as MatchCentreData } from '../../../api/match-centre.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { SkeletonBlock } from '../../../ui/skeleton.tsx';
import { centreSport } from './centre-sport.ts';
import { MomentumChart } from './momentum-chart.tsx';
import { clockMomentum, gameMomentum } from './momentum.ts';
import { PeriodTable } from './period-table.tsx';
import { StatisticsBars } from './statistics-bars.tsx';
import { TennisGame } from './tennis-game.tsx';
import { TimelineList } from './timeline-list.tsx';
import { isListed } from './timeline-text.ts';
import { useMatchCentre } from './use-match-centre.ts';
import './match-centre.css';

interface MatchCentreProps {
  matchId: number;
  homeTeam: string;
  awayTeam: string;
  compact?: boolean;
}

/** Entries listed before "Show all" on the page, and in a row's panel. */
const PAGE_ENTRIES = 8;
const PANEL_ENTRIES = 4;
const PANEL_STATISTICS = 4;

export function MatchCentre({ matchId, homeTeam, awayTeam, compact = false }: MatchCentreProps) {
  const query = useMatchCentre(matchId);
  if (query.isPending) return <SkeletonBlock height={compact ? 180 : 320} label="Loading the match centre" />;
  if (query.isError)
    return <LoadError what="the match centre" error={query.error} onRetry={() => void query.refetch()} />;
  return <CentreView centre={query.data} homeTeam={homeTeam} awayTeam={awayTeam} compact={compact} />;
}

export function CentreView({
  centre,
  homeTeam,
  awayTeam,
  compact = false,
}: {
  centre: MatchCentreData;
  homeTeam: string;
  awayTeam: string;
  compact?: boolean;
}) {
  const [all, setAll] = useState(false);
  const sport = centreSport(centre.sportId);
  const teams = { homeTeam, awayTeam };
  const momentum = sport.clock
    ? clockMomentum(centre.timeline, sport.clock)
    : sport.pointByPoint
      ? gameMomentum(centre.timeline, compact ? 12 : 24)
      : [];
  const listed = centre.timeline.filter((e) => isListed(e.type)).length;
  const limit = compact ? PANEL_ENTRIES : all ? undefined : PAGE_ENTRIES;
  const statistics = compact ? centre.statistics.slice(0, PANEL_STATISTICS) : centre.statistics;
  return (
    <div className={`match-centre${compact ? ' match-centre--compact' : ''}`}>
      <div className="match-centre__board">
        <PeriodTable centre={centre} sport={sport} {...teams} />
        {sport.pointByPoint && centre.status === 'live' && (
          <TennisGame timeline={centre.timeline} {...teams} />
        )}
      </div>
      <section className="match-centre__timeline">
        <h3 className="match-centre__heading">Timeline</h3>
        <TimelineList timeline={centre.timeline} limit={limit} {...teams} />
        {!compact && listed > PAGE_ENTRIES && (
          <button type="button" className="btn btn--ghost match-centre__more" onClick={() => setAll(!all)}>
            {all ? 'Show the latest only' : `Show all ${listed} events`}
          </button>
        )}
      </section>
      {momentum.length > 0 && (
        <section className="match-centre__momentum">
          <h3 className="match-centre__heading">Momentum</h3>
          <MomentumChart bars={momentum} {...teams} />
        </section>
      )}
      {statistics.length > 0 && (
        <section className="match-centre__stats">
          <h3 className="match-centre__heading">Statistics</h3>
          <StatisticsBars statistics={statistics} {...teams} />
        </section>
      )}
    </div>
  );
}
