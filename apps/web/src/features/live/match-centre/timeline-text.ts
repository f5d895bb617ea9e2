// How a timeline entry reads: its minute as the scoreboard shows it (`23'`, `45+2'`), and what
// happened in a bettor's words. Shots feed the momentum chart rather than the list.
import type { MatchStatistic, TimelineEntry, TimelineEventType } from '../../../api/match-centre.ts';

export function minuteText(entry: Pick<TimelineEntry, 'matchTime' | 'stoppageTime'>): string {
  if (entry.matchTime === null) return '';
  return entry.stoppageTime ? `${entry.matchTime}+${entry.stoppageTime}'` : `${entry.matchTime}'`;
}

const WORDS: Record<TimelineEventType, string> = {
  period_start: 'Start',
  break_start: 'Break',
  match_ended: 'Full time',
  score_change: 'Goal',
  shot_on_target: 'Shot on target',
  shot_off_target: 'Shot off target',
  corner_kick: 'Corner',
  yellow_card: 'Yellow card',
  yellow_red_card: 'Second yellow, sent off',
  red_card: 'Red card',
  substitution: 'Substitution',
  suspension: '2-minute penalty',
  timeout: 'Timeout',
  point: 'Point',
  game_won: 'Game',
};

/** What an entry says: `Goal`, `2nd half`, `Halftime`. */
export function entryText(entry: Pick<TimelineEntry, 'type' | 'periodName'>): string {
  if ((entry.type === 'period_start' || entry.type === 'break_start') && entry.periodName)
    return entry.periodName;
  return WORDS[entry.type];
}

/** Entries the timeline lists; the rest (shots, tennis points) show elsewhere. */
export function isListed(type: TimelineEventType): boolean {
  return type !== 'shot_on_target' && type !== 'shot_off_target' && type !== 'point';
}

export const STATISTIC_LABELS: Record<MatchStatistic, string> = {
  ball_possession: 'Possession',
  shots_on_target: 'Shots on target',
  shots_off_target: 'Shots off target',
  corners: 'Corners',
  yellow_cards: 'Yellow cards',
  yellow_red_cards: 'Second yellows',
  red_cards: 'Red cards',
  substitutions: 'Substitutions',
  suspensions: '2-minute penalties',
  two_pointers: '2-pointers',
  three_pointers: '3-pointers',
  free_throws: 'Free throws',
  timeouts: 'Timeouts',
  aces: 'Aces',
  double_faults: 'Double faults',
  breaks: 'Breaks of serve',
  points_won: 'Points won',
  longest_run: 'Longest run of points',
};
