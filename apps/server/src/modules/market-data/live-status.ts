// How a match in play reads to a bettor: the score ("2:1") and the match time ("67'", "45+2'",
// "HT", "3rd quarter 05:12", "2nd set"), from the feed's sport_event_status. Shared by the sports API
// and the MQTT payloads so both say the same.
import type { SportEventStatus } from './event-status.ts';

/** `home:away` (goals, points, or sets won), as SPEC.md §3's live selection carries it. */
export function formatScore(status: SportEventStatus | null): string {
  return status ? `${status.home_score}:${status.away_score}` : '';
}

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The event time of SPEC.md §3 (inPlayTime); empty before the start. */
export function formatInPlayTime(status: SportEventStatus | null): string {
  if (!status || status.status === 'not_started') return '';
  if (status.status !== 'live') return status.period_name;
  if (status.period_name === 'Halftime') return 'HT';
  if (status.remaining_time_in_period !== undefined) {
    return `${status.period_name} ${clock(status.remaining_time_in_period)}`;
  }
  if (status.match_time !== undefined) {
    return status.stoppage_time ? `${status.match_time}+${status.stoppage_time}'` : `${status.match_time}'`;
  }
  return status.period_name;
}
