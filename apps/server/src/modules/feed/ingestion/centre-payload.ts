// What browsers receive on a match's centre topic (packages/contract/src/match-centre.ts
// matchCentreUpdate): the match's state when its score, clock or statistics changed, and the
// timeline entries new since the last update — the same views the match centre's HTTP answer has.
import { matchCentreTopic } from '@slipstream/contract/topics';
import type { MatchCentreUpdate } from '@slipstream/contract/match-centre';
import { centreStateView, timelineEntryView } from '../../market-data/match-centre-view.ts';
import type { CachedFixture } from '../../market-data/odds-cache.ts';
import type { TimelineEntry } from '../messages.ts';

export { matchCentreTopic };

/** The update, or null when there is nothing a centre shows (a status before the start, no entries). */
export function matchCentrePayload(
  fixture: CachedFixture,
  statusChanged: boolean,
  entries: readonly TimelineEntry[],
  timestamp: number,
): MatchCentreUpdate | null {
  const started = fixture.eventStatus !== null && fixture.eventStatus.status !== 'not_started';
  const state = statusChanged && started ? centreStateView(fixture.status, fixture.eventStatus) : null;
  if (!state && entries.length === 0) return null;
  return { matchId: fixture.id, timestamp, state, events: entries.map(timelineEntryView) };
}
