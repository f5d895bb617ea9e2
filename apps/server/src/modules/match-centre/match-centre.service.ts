// A match's centre for the API: what the feed last said of the match (score by period, statistics)
// and its timeline, as stored by ingestion, so every API process answers the same. A match is shown
// from its announcement until a day after it ended; a cancelled one has nothing to show.
import { AppError } from '@slipstream/domain';
import type { MatchCentreAnswer } from '@slipstream/contract/match-centre';
import type { Db } from '../../db/database.ts';
import { sportEventStatusSchema } from '../market-data/event-status.ts';
import { centreStateView, timelineEntryView } from '../market-data/match-centre-view.ts';
import { timelineEntrySchema, type TimelineEntry } from '../market-data/match-timeline.ts';
import { findCentre } from './match-centre.repo.ts';

/** How long after its end a match's centre is still shown. */
export const CENTRE_KEPT_MS = 24 * 3_600_000;

export interface MatchCentreDeps {
  db: Db;
  /**
   * The feed's time, which a match's times are in (the odds cache's: ingestion or the cache refresher
   * moves it); a simulated world may run ahead of the wall clock.
   */
  feedTime: () => number;
}

export function createMatchCentreService(deps: MatchCentreDeps) {
  const now = deps.feedTime;
  return {
    async centre(matchId: number): Promise<MatchCentreAnswer> {
      const row = await findCentre(deps.db, matchId);
      const over = row && (row.status === 'ended' || row.status === 'closed');
      if (!row || row.status === 'cancelled' || (over && row.status_at.getTime() < now() - CENTRE_KEPT_MS)) {
        throw new AppError('NOT_FOUND', `Match ${matchId} was not found or has no match centre.`);
      }
      // Stored by this server from validated messages; a row that no longer reads is left out.
      const status = sportEventStatusSchema.safeParse(row.event_status);
      const timeline = row.timeline.flatMap((raw): TimelineEntry[] => {
        const entry = timelineEntrySchema.safeParse(raw);
        return entry.success ? [entry.data] : [];
      });
      return {
        matchId: row.id,
        sportId: row.sport_id,
        ...centreStateView(row.status, status.success ? status.data : null),
        timeline: timeline.map(timelineEntryView),
      };
    },
  };
}

export type MatchCentreService = ReturnType<typeof createMatchCentreService>;
