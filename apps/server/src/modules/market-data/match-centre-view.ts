// A match centre as the API and the centre topic show it (packages/contract/src/match-centre.ts):
// the feed's sport_event_status and timeline entries in the contract's words. The HTTP answer and
// the live updates are built here, so both say the same.
import {
  MATCH_STATISTICS,
  type MatchCentreState,
  type StatisticView,
  type TimelineEntryView,
} from '@slipstream/contract/match-centre';
import type { FixtureStatus } from '@slipstream/domain';
import type { MatchStatistics, SportEventStatus } from './event-status.ts';
import { formatInPlayTime } from './live-status.ts';
import type { TimelineEntry } from './match-timeline.ts';

/** The statistics the feed reports, in the order the contract lists them. */
export function statisticsView(statistics: MatchStatistics | undefined): StatisticView[] {
  if (!statistics) return [];
  return MATCH_STATISTICS.flatMap((type) => {
    const count = statistics[type];
    return count ? [{ type, home: count.home, away: count.away }] : [];
  });
}

/** The state of a match whose fixture has `fixtureStatus` and whose feed said `status` last. */
export function centreStateView(
  fixtureStatus: FixtureStatus,
  status: SportEventStatus | null,
): MatchCentreState {
  const started = status !== null && status.status !== 'not_started';
  return {
    status: fixtureStatus,
    period: status?.period ?? 0,
    periodName: started ? status.period_name : '',
    inPlayTime: formatInPlayTime(status),
    homeScore: status?.home_score ?? 0,
    awayScore: status?.away_score ?? 0,
    periodScores: (status?.period_scores ?? []).map((p) => ({
      number: p.number,
      type: p.type,
      home: p.home,
      away: p.away,
    })),
    pointScore: status?.point_score ? { ...status.point_score } : null,
    server: status?.server ?? null,
    statistics: statisticsView(status?.statistics),
  };
}

export function timelineEntryView(entry: TimelineEntry): TimelineEntryView {
  return {
    id: entry.id,
    type: entry.type,
    at: new Date(entry.time).toISOString(),
    team: entry.team ?? null,
    period: entry.period,
    periodName: entry.period_name ?? null,
    matchTime: entry.match_time ?? null,
    stoppageTime: entry.stoppage_time ?? null,
    homeScore: entry.home_score ?? null,
    awayScore: entry.away_score ?? null,
    pointScore: entry.point_score ? { ...entry.point_score } : null,
    server: entry.server ?? null,
  };
}
